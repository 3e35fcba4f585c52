import { describe, expect, it } from 'vitest';
import type { BatchLineResult } from '@pm/contract/batch';
import type { GoodsCard } from '@pm/contract/goods';
import { appendPlan, initialPicks, pickState, readyPicks, repick, summarize } from './picks';

function card(id: string, over: Partial<GoodsCard> = {}): GoodsCard {
  return {
    id,
    skuCode: `GM${id}`,
    name: `商品${id}`,
    brandId: '1',
    brandName: '得力',
    model: 'M1',
    spec: '',
    unit: '个',
    price: 1000,
    listPrice: 1200,
    marketPrice: 1500,
    agreement: true,
    stock: 100,
    image: '',
    moq: 1,
    orderMultiple: 1,
    sales: 0,
    catalogId: '1',
    supplierId: '3',
    supplierName: '联创',
    ...over,
  };
}

function line(index: number, over: Partial<BatchLineResult> = {}): BatchLineResult {
  return {
    index,
    row: index + 2,
    input: { code: '', name: '', brand: '', model: '', num: '', unit: '' },
    status: 'matched',
    num: 1,
    goodsId: '1',
    candidates: [{ goodsId: '1', confidence: 100, by: 'code' }],
    numOk: true,
    suggestedNum: null,
    messages: [],
    ...over,
  };
}

const cards = new Map([
  ['1', card('1')],
  ['2', card('2', { moq: 5, orderMultiple: 5, price: 300 })],
]);

describe('picks', () => {
  it('proposes the best goods, ticking sure lines with good quantities only', () => {
    const lines = [
      line(0, { num: 3 }),
      line(1, { status: 'candidates', goodsId: '2', num: 3, numOk: false, suggestedNum: 5 }),
      line(2, { status: 'unmatched', goodsId: null, candidates: [] }),
      line(3, { status: 'matched', goodsId: '2', num: 2, numOk: false, suggestedNum: 5 }),
    ];
    expect(initialPicks({ lines })).toEqual({
      0: { goodsId: '1', num: 3, chosen: true },
      1: { goodsId: '2', num: 5, chosen: false },
      2: { goodsId: null, num: 1, chosen: false },
      3: { goodsId: '2', num: 5, chosen: false },
    });
  });

  it('judges a pick by its goods and quantity', () => {
    expect(pickState({ goodsId: null, num: 1, chosen: true }, undefined)).toEqual({
      ok: false,
      message: '请选择商品',
    });
    expect(pickState({ goodsId: '2', num: null, chosen: true }, cards.get('2'))).toEqual({
      ok: false,
      message: '请填写数量',
    });
    expect(pickState({ goodsId: '2', num: 7, chosen: true }, cards.get('2'))).toEqual({
      ok: false,
      message: '数量 7 须按 5个的整数倍购买，建议改为 10',
    });
    expect(pickState({ goodsId: '2', num: 10, chosen: true }, cards.get('2'))).toEqual({ ok: true });
  });

  it('never marks goods without stock in the delivery area addable', () => {
    const area = new Map([
      ['1', card('1')],
      ['3', card('3', { stock: 0 })],
      ['4', card('4', { stock: 4, unit: '盒' })],
    ]);
    expect(pickState({ goodsId: '3', num: 1, chosen: true }, area.get('3'))).toEqual({
      ok: false,
      message: '该商品在当前配送地区无货',
    });
    expect(pickState({ goodsId: '4', num: 5, chosen: true }, area.get('4'))).toEqual({
      ok: false,
      message: '当前配送地区库存不足，可售 4盒',
    });
    expect(pickState({ goodsId: '4', num: 4, chosen: true }, area.get('4'))).toEqual({ ok: true });
    // 勾选全部可加入的行
    const picks = {
      0: { goodsId: '1', num: 2, chosen: false },
      1: { goodsId: '3', num: 1, chosen: true },
      2: { goodsId: '4', num: 9, chosen: false },
      3: { goodsId: null, num: 1, chosen: true },
    };
    const ready = readyPicks(picks, area);
    expect(Object.values(ready).map((p) => p.chosen)).toEqual([true, false, false, false]);
    expect(appendPlan([line(1, { goodsId: '3' })], { 1: picks[1] }, area)).toMatchObject({ ok: false });
  });

  it('keeps a quantity that suits newly picked goods, or moves to the nearest one', () => {
    expect(repick({ goodsId: '1', num: 10, chosen: true }, cards.get('2')!)).toEqual({
      goodsId: '2',
      num: 10,
      chosen: true,
    });
    expect(repick({ goodsId: '1', num: 3, chosen: true }, cards.get('2')!).num).toBe(5);
    expect(repick({ goodsId: null, num: null, chosen: false }, cards.get('2')!).num).toBe(5);
  });

  it('sums the chosen lines and plans the cart appends: same goods merged, 500 per call', () => {
    const lines = [line(0), line(1), line(2, { goodsId: '2' }), line(3, { status: 'empty' })];
    const picks = {
      0: { goodsId: '1', num: 2, chosen: true },
      1: { goodsId: '1', num: 3, chosen: true },
      2: { goodsId: '2', num: 10, chosen: true },
      3: { goodsId: null, num: null, chosen: false },
    };
    expect(summarize(lines, picks, cards)).toMatchObject({
      matched: 3,
      empty: 1,
      chosen: 3,
      blocked: 0,
      quantity: 15,
      amount: 5 * 1000 + 10 * 300,
    });
    expect(appendPlan(lines, picks, cards)).toEqual({
      ok: true,
      lines: 2,
      batches: [
        [
          { id: '1', num: 5 },
          { id: '2', num: 10 },
        ],
      ],
    });
    const many = Array.from({ length: 600 }, (_, i) => line(i, { goodsId: String(i + 10) }));
    const manyCards = new Map(many.map((l) => [l.goodsId!, card(l.goodsId!)]));
    const manyPicks = Object.fromEntries(
      many.map((l) => [l.index, { goodsId: l.goodsId, num: 1, chosen: true }]),
    );
    const plan = appendPlan(many, manyPicks, manyCards);
    expect(plan.ok && plan.batches.map((b) => b.length)).toEqual([500, 100]);
  });

  it('refuses to add nothing, or a chosen line that is not ready, naming its row', () => {
    expect(appendPlan([line(0)], { 0: { goodsId: '1', num: 1, chosen: false } }, cards)).toEqual({
      ok: false,
      message: '请勾选要加入购物车的商品',
    });
    expect(
      appendPlan([line(0, { goodsId: '2' })], { 0: { goodsId: '2', num: 3, chosen: true } }, cards),
    ).toEqual({
      ok: false,
      index: 0,
      message: '第 2 行：数量 3 起订量为 5个，建议改为 5',
    });
  });
});
