import { describe, expect, it } from 'vitest';
import {
  draftTotalText,
  emptyLine,
  emptyPlanForm,
  planYuanText,
  goodsLine,
  lineInputOf,
  ownerOptions,
  saveRequestOf,
  updateRequestOf,
} from './plan-form';

const now = new Date(2026, 10, 26);

describe('the plan form', () => {
  it('sends the budget and estimated prices in fen, the goods and free-text lines as the contract takes them', () => {
    const values = { ...emptyPlanForm(now), name: '十二月办公用品', budgetYuan: '1234.5', departmentId: '3' };
    const pen = goodsLine({ id: '10', name: '签字笔', model: 'K35', unit: '支', price: 250 }, 20);
    const badge = {
      ...emptyLine(),
      name: '定制工牌',
      spec: 'PVC',
      unit: '个',
      quantity: 100,
      priceYuan: '3.5',
    };
    const checked = saveRequestOf(values, [pen, badge]);
    expect(checked).toEqual({
      ok: true,
      value: {
        name: '十二月办公用品',
        periodType: 'month',
        period: '2026-11',
        budget: 123450,
        remarks: '',
        departmentId: '3',
        lines: [
          { goodsId: '10', quantity: 20, remark: '', estimatedPrice: 250 },
          { name: '定制工牌', spec: 'PVC', unit: '个', quantity: 100, remark: '', estimatedPrice: 350 },
        ],
      },
    });
  });

  it("says what is missing in the contract's words", () => {
    const values = { ...emptyPlanForm(now), budgetYuan: '100' };
    expect(saveRequestOf(values, [])).toMatchObject({ ok: false, message: '请填写计划名称' });
    expect(saveRequestOf({ ...values, budgetYuan: '' }, [])).toMatchObject({
      ok: false,
      message: '请填写计划名称',
    });
    expect(saveRequestOf({ ...values, name: 'x', budgetYuan: '' }, [])).toMatchObject({
      ok: false,
      message: '请填写预算',
    });
    expect(saveRequestOf({ ...values, name: 'x', budgetYuan: '-3' }, [])).toMatchObject({
      ok: false,
      field: 'budget',
    });
    expect(saveRequestOf({ ...values, name: 'x', budgetYuan: '0' }, [])).toMatchObject({
      ok: false,
      message: '请填写预算（大于 0 的整数，单位：分）',
    });
    const free = { ...emptyLine(), name: '定制工牌', unit: '个', quantity: 3 };
    expect(lineInputOf(free)).toEqual({ ok: false, message: '「定制工牌」：自由填写的明细请填写预估单价' });
    expect(lineInputOf({ ...free, priceYuan: '2', unit: '' })).toEqual({
      ok: false,
      message: '「定制工牌」：自由填写的明细请填写单位',
    });
    expect(lineInputOf({ ...free, priceYuan: 'abc' })).toMatchObject({ ok: false });
    expect(lineInputOf({ ...free, priceYuan: '2', quantity: null })).toMatchObject({ ok: false });
  });

  it('updates every field, no department as null', () => {
    const values = {
      ...emptyPlanForm(now),
      name: '计划',
      budgetYuan: '50',
      periodType: 'year' as const,
      period: '2027',
    };
    expect(updateRequestOf('9', values)).toEqual({
      ok: true,
      value: {
        id: '9',
        name: '计划',
        periodType: 'year',
        period: '2027',
        departmentId: null,
        budget: 5000,
        remarks: '',
      },
    });
    expect(updateRequestOf('9', { ...values, period: '2027-01' })).toMatchObject({
      ok: false,
      field: 'period',
    });
  });

  it('totals the lines against the budget', () => {
    const l = { ...emptyLine(), quantity: 3, priceYuan: '10' };
    expect(draftTotalText([l], '100')).toBe('预估合计 ¥30.00');
    expect(draftTotalText([l], '20')).toBe('预估合计 ¥30.00，超出预算 ¥10.00');
    expect(planYuanText(123456)).toBe('1234.56');
    expect(planYuanText(100)).toBe('1');
  });

  it('offers the people of the chosen department, or everyone once', () => {
    const deps = [
      { id: '1', name: '行政部', users: [{ id: '5', username: 'buyer01', fullname: '张三' }] },
      {
        id: '2',
        name: '设备部',
        users: [
          { id: '5', username: 'buyer01', fullname: '张三' },
          { id: '6', username: 'buyer02', fullname: '' },
        ],
      },
    ];
    expect(ownerOptions(deps, '').map((o) => o.label)).toEqual(['张三（buyer01）', 'buyer02']);
    expect(ownerOptions(deps, '1').map((o) => o.value)).toEqual(['5']);
  });
});
