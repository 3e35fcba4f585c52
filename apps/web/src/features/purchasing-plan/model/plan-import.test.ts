import { describe, expect, it } from 'vitest';
import type { BatchLineResult } from '@pm/contract/batch';
import type { GoodsCard } from '@pm/contract/goods';
import { chosenLines, importRows, importSummary, rechoose } from './plan-import';

function card(id: string, price: number): GoodsCard {
  return {
    id,
    skuCode: `GM${id}`,
    name: `商品${id}`,
    brandId: '1',
    brandName: '得力',
    model: `M${id}`,
    spec: '',
    unit: '个',
    price,
    listPrice: price,
    marketPrice: price,
    agreement: false,
    stock: 10,
    image: '',
    moq: 1,
    orderMultiple: 1,
    sales: 0,
    catalogId: '1',
    supplierId: '1',
    supplierName: '供应商',
  };
}

function result(over: Partial<BatchLineResult> & Pick<BatchLineResult, 'index' | 'status'>): BatchLineResult {
  return {
    row: over.index + 2,
    input: { code: '', name: '', brand: '', model: '', num: '', unit: '' },
    num: 5,
    goodsId: null,
    candidates: [],
    numOk: true,
    suggestedNum: null,
    messages: [],
    ...over,
  };
}

describe('plan lines from a matched list', () => {
  const match = {
    goods: [card('1', 250), card('2', 300), card('3', 320)],
    lines: [
      result({
        index: 0,
        status: 'matched',
        goodsId: '1',
        candidates: [{ goodsId: '1', confidence: 100, by: 'code' }],
      }),
      result({
        index: 1,
        status: 'candidates',
        goodsId: '2',
        candidates: [
          { goodsId: '2', confidence: 70, by: 'name' },
          { goodsId: '3', confidence: 60, by: 'name' },
        ],
      }),
      result({
        index: 2,
        status: 'unmatched',
        num: 6,
        input: { code: '', name: '非标轴承座', brand: '', model: 'ZC-221', num: '6', unit: '套' },
      }),
      result({ index: 3, status: 'empty', num: null }),
    ],
  };

  it('takes sure matches as catalog lines, proposes the others, writes unmatched lines as free text', () => {
    const rows = importRows(match);
    expect(rows.map((r) => [r.status, r.draft.goodsId, r.chosen])).toEqual([
      ['matched', '1', true],
      ['candidates', '2', false],
      ['unmatched', null, false],
    ]);
    expect(rows[0]!.draft).toMatchObject({ quantity: 5, priceYuan: '2.50', unit: '个' });
    expect(rows[2]!.draft).toMatchObject({
      name: '非标轴承座',
      spec: 'ZC-221',
      unit: '套',
      quantity: 6,
      priceYuan: '',
    });
    expect(importSummary(rows)).toEqual({ matched: 1, candidates: 1, unmatched: 1, chosen: 1 });
  });

  it('moves a row to another proposed goods or to free text, keeping its quantity', () => {
    const [, second] = importRows(match);
    const moved = rechoose({ ...second!, draft: { ...second!.draft, quantity: 9 } }, '3');
    expect(moved.draft).toMatchObject({ goodsId: '3', quantity: 9, priceYuan: '3.20' });
    const free = rechoose(moved, null);
    expect(free.draft).toMatchObject({ goodsId: null, name: '商品3', quantity: 9, priceYuan: '' });
    expect(chosenLines([{ ...free, chosen: true }, moved]).map((l) => l.name)).toEqual(['商品3']);
  });
});
