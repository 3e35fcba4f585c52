import { describe, expect, it } from 'vitest';
import type { CartGroup, CartLine } from '@pm/contract/cart';
import {
  blockedIds,
  checkState,
  freightText,
  priceNote,
  selectableIds,
  settleableCount,
  settleableIds,
  stockNote,
} from './cart-lines';
import { cartLine } from '@/test/cart-line-fixture';

const line = (id: string, over: Partial<CartLine> = {}): CartLine => cartLine(id, over);

const group = (lines: CartLine[]): Pick<CartGroup, 'lines'> => ({ lines });

describe('selection', () => {
  it('checks a group when every settleable line is chosen; blocked lines do not hold it back', () => {
    const lines = [line('1', { selected: true }), line('2', { state: 'delisted', stateText: '已下架' })];
    expect(checkState(lines)).toEqual({ checked: true, indeterminate: false, disabled: false });
  });

  it('is indeterminate with some chosen, unchecked with none, disabled when nothing can be chosen', () => {
    expect(checkState([line('1', { selected: true }), line('2')])).toMatchObject({
      checked: false,
      indeterminate: true,
    });
    expect(checkState([line('1'), line('2')])).toMatchObject({ checked: false, indeterminate: false });
    expect(checkState([line('1', { state: 'areaLimited' })]).disabled).toBe(true);
    expect(checkState([])).toEqual({ checked: false, indeterminate: false, disabled: true });
  });

  it('lets a check box touch settleable lines and chosen blocked ones (to unchoose them)', () => {
    const lines = [
      line('1'),
      line('2', { state: 'understock' }),
      line('3', { state: 'understock', selected: true }),
    ];
    expect(selectableIds(lines)).toEqual(['1', '3']);
  });

  it('settles chosen settleable lines only, and lists the blocked ones to clear', () => {
    const view = {
      groups: [
        { ...group([line('1', { selected: true }), line('2', { selected: true, state: 'quantity' })]) },
        { ...group([line('3'), line('4', { state: 'delisted' })]) },
      ] as CartGroup[],
    };
    expect(settleableIds(view)).toEqual(['1']);
    expect(blockedIds(view)).toEqual(['2', '4']);
    expect(settleableCount({ selectedCount: 2, blockedCount: 1 })).toBe(1);
  });
});

describe('notes', () => {
  it('show a price change since the line was added, or the quote it holds', () => {
    expect(priceNote(line('1', { priceChange: -150 }))).toEqual({ text: '比加入时降¥1.50', tone: 'down' });
    expect(priceNote(line('1', { priceChange: 200 }))).toEqual({ text: '比加入时涨¥2.00', tone: 'up' });
    expect(priceNote(line('1'))).toBeNull();
    const quoted = line('1', {
      price: 800,
      quote: { quoteLineId: '9', price: 800, expiresAt: '2026-12-01T00:00:00Z' },
    });
    expect(priceNote(quoted)).toEqual({ text: '报价有效至 2026-12-01', tone: 'quote' });
  });

  it('say why a line cannot be bought, or its stock', () => {
    expect(stockNote(line('1', { state: 'areaLimited', stateText: '该地区不可售' }))).toBe('该地区不可售');
    expect(stockNote(line('1'))).toBe('现货，预计 2 天送达');
    expect(stockNote(line('1', { deliveryDays: null }))).toBe('现货');
    const low = line('1');
    low.goods.stock = 3;
    expect(stockNote(low)).toBe('库存紧张，仅剩3个');
  });

  it('say the freight of a group', () => {
    expect(freightText({ selectedCount: 0, freight: { fee: 600, toFree: 100 } })).toBe('');
    expect(freightText({ selectedCount: 1, freight: { fee: 0, toFree: 0 } })).toBe('免运费');
    expect(freightText({ selectedCount: 1, freight: { fee: 600, toFree: 5330 } })).toBe(
      '运费 ¥6.00，再买 ¥53.30 可免运费',
    );
  });
});
