import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { MAX_ORDER_REMARKS, orderShipRequest } from '@pm/contract/order-schema';
import {
  buyAgainText,
  deliveryDayText,
  lineDeliveryDate,
  orderSteps,
  priceMoves,
  REMARKS_MAX,
  waybillProblem,
} from './order-view';
import { cartLine } from '@/test/cart-line-fixture';

describe('lineDeliveryDate', () => {
  it('counts back from the group date by how much faster the line is', () => {
    expect(lineDeliveryDate('2026-05-10', 5, [2, 5, null])).toBe('2026-05-10');
    expect(lineDeliveryDate('2026-05-10', 2, [2, 5, null])).toBe('2026-05-07');
    expect(lineDeliveryDate('2026-03-02', 1, [1, 3])).toBe('2026-02-28');
  });
  it('is unknown without the line days or the group date', () => {
    expect(lineDeliveryDate(null, 2, [2])).toBeNull();
    expect(lineDeliveryDate('2026-05-10', null, [2])).toBeNull();
  });
  it('reads as month, day and weekday', () => {
    expect(deliveryDayText('2026-05-08')).toBe('5月8日（周五）');
    expect(deliveryDayText(null)).toBe('待确认');
  });
});

describe('orderSteps', () => {
  const log = [
    {
      status: 'PACKAGING',
      statusText: '待发货',
      action: '提交订单',
      actorName: 'a',
      note: '',
      at: '2026-05-01T02:00:00Z',
    },
  ] as const;
  it('a new order waits for the supplier', () => {
    const steps = orderSteps({
      status: 'PACKAGING',
      createdAt: '2026-05-01T02:00:00Z',
      log: [...log],
      logistics: null,
    });
    expect(steps.map((s) => [s.title, s.status])).toEqual([
      ['提交订单', 'finish'],
      ['供应商发货', 'process'],
      ['确认收货', 'wait'],
    ]);
  });
  it('a shipped order waits for receipt; a done one is finished', () => {
    const shipped = orderSteps({
      status: 'DELIVERED',
      createdAt: '2026-05-01T02:00:00Z',
      log: [...log],
      logistics: { carrier: '顺丰速运', waybillNo: 'SF123456', shippedAt: '2026-05-02T02:00:00Z' },
    });
    expect(shipped.map((s) => s.status)).toEqual(['finish', 'finish', 'process']);
    expect(shipped[1]!.description).toBe(dayjs('2026-05-02T02:00:00Z').format('YYYY-MM-DD HH:mm'));
    const done = orderSteps({
      status: 'DONE',
      createdAt: '2026-05-01T02:00:00Z',
      log: [...log, { ...log[0], status: 'DONE', at: '2026-05-03T02:00:00Z' }],
      logistics: { carrier: '顺丰速运', waybillNo: 'SF123456', shippedAt: '2026-05-02T02:00:00Z' },
    });
    expect(done.map((s) => s.status)).toEqual(['finish', 'finish', 'finish']);
  });
  it('a cancelled order ends after the submission', () => {
    const steps = orderSteps({
      status: 'CANCELLED',
      createdAt: '2026-05-01T02:00:00Z',
      log: [...log],
      logistics: null,
    });
    expect(steps.map((s) => [s.title, s.status])).toEqual([
      ['提交订单', 'finish'],
      ['已取消', 'error'],
    ]);
  });
});

describe('list filters and forms', () => {
  it('the waybill rule is the contract’s', () => {
    for (const w of ['SF1234567890', '12-34-56', 'ab', '运单123456', '', 'x'.repeat(41)]) {
      const ours = waybillProblem(w) === null;
      const contract = orderShipRequest.safeParse({ carrier: '顺丰速运', waybillNo: w }).success;
      expect(ours, w).toBe(contract);
    }
    expect(REMARKS_MAX).toBe(MAX_ORDER_REMARKS);
  });
  it('再次购买 says what went to the cart', () => {
    expect(buyAgainText({ added: 2, skipped: [], count: 2 })).toEqual({
      text: '已将 2 种商品加入购物车',
      ok: true,
    });
    expect(buyAgainText({ added: 1, skipped: [{ name: '扳手', reason: '已下架' }], count: 2 }).text).toBe(
      '已将 1 种商品加入购物车；未加入：扳手（已下架）',
    );
    expect(buyAgainText({ added: 0, skipped: [{ name: '扳手', reason: '已下架' }], count: 1 })).toEqual({
      text: '未能加入购物车：扳手（已下架）',
      ok: false,
    });
  });
});

describe('priceMoves', () => {
  const line = (id: string, price: number, addedPrice: number) => cartLine(id, { price, addedPrice });
  const preview = (lines: ReturnType<typeof line>[]) =>
    ({ groups: [{ lines }], total: 0 }) as unknown as Parameters<typeof priceMoves>[1];
  it('compares with the preview the buyer saw, else with the price when added', () => {
    const before = preview([line('1', 100, 100), line('2', 200, 180)]);
    const after = preview([line('1', 120, 100), line('2', 200, 180), line('3', 50, 40)]);
    expect(priceMoves(before, after)).toEqual([
      { id: '1', name: '商品1', before: 100, after: 120 },
      { id: '3', name: '商品3', before: 40, after: 50 },
    ]);
    expect(priceMoves(undefined, after).map((m) => m.id)).toEqual(['1', '2', '3']);
  });
});
