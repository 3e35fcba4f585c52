import { describe, expect, it } from 'vitest';
import { bidEventSaveRequest } from '@pm/contract/bidding-schema';
import { addItems, emptyDraft, stepProblem, toSaveRequest, type CreateDraft } from './bid-create-form';

const now = Date.parse('2026-11-26T08:00:00Z');

function filled(): CreateDraft {
  return {
    ...emptyDraft(),
    title: '办公耗材竞价',
    format: 'live',
    decrementKind: 'amount',
    decrementValue: 0.5,
    items: addItems(
      [],
      [
        {
          goodsId: '11',
          name: '得力订书机',
          spec: '0414',
          unit: '个',
          quantity: 20,
          ceilingYuan: 12.5,
          source: '商品库',
        },
        {
          goodsId: null,
          name: '定制工牌',
          spec: 'PVC',
          unit: '张',
          quantity: 100,
          ceilingYuan: null,
          source: '自定义',
        },
      ],
    ),
    addressId: '5',
    scope: 'invited',
    suppliers: [
      { id: '3', name: '甲' },
      { id: '4', name: '乙' },
    ],
    minBidders: 2,
    startAt: '2026-11-26T09:00:00.000Z',
    endAt: '2026-11-26T10:00:00.000Z',
  };
}

describe('the 发起竞价 form', () => {
  it('turns yuan into fen and passes the contract schema', () => {
    const req = toSaveRequest(filled());
    expect(req.decrementValue).toBe(50);
    expect(req.items[0]).toMatchObject({ goodsId: '11', quantity: 20, ceilingPrice: 1250 });
    expect(req.items[1]).toMatchObject({ name: '定制工牌', ceilingPrice: null });
    expect(req.supplierIds).toEqual(['3', '4']);
    expect(bidEventSaveRequest.safeParse(req).success).toBe(true);
  });

  it('sends a percent decrement in hundredths of a percent and no suppliers for an open event', () => {
    const req = toSaveRequest({ ...filled(), decrementKind: 'percent', decrementValue: 0.5, scope: 'all' });
    expect(req.decrementValue).toBe(50);
    expect(req.supplierIds).toEqual([]);
  });

  it('checks each step in Chinese', () => {
    const d = filled();
    expect([0, 1, 2, 3, 4].map((s) => stepProblem(d, s, now))).toEqual([null, null, null, null, null]);
    expect(stepProblem({ ...d, title: ' ' }, 0, now)).toBe('请填写竞价标题');
    expect(stepProblem({ ...d, items: [] }, 1, now)).toBe('请至少添加一项竞价商品');
    expect(stepProblem({ ...d, addressId: null }, 2, now)).toBe('请选择收货地址');
    expect(stepProblem({ ...d, startAt: '2026-11-26T07:00:00Z' }, 3, now)).toBe('开始时间须晚于当前时间');
    expect(stepProblem({ ...d, suppliers: [{ id: '3', name: '甲' }] }, 3, now)).toContain(
      '少于最少有效报价数',
    );
  });

  it('adds goods once', () => {
    const once = addItems(
      [],
      [{ goodsId: '1', name: 'a', spec: '', unit: '个', quantity: 1, ceilingYuan: null, source: '购物车' }],
    );
    const twice = addItems(once, [
      { goodsId: '1', name: 'a', spec: '', unit: '个', quantity: 5, ceilingYuan: null, source: '询价篮' },
    ]);
    expect(twice).toHaveLength(1);
    expect(twice[0]!.quantity).toBe(1);
  });
});
