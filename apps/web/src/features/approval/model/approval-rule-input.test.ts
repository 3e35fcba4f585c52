import { describe, expect, it } from 'vitest';
import { flatCatalogs, ruleRequestOf, yuanText } from './approval-rule-input';

const draft = { amountYuan: '', catalogIds: [], outsidePlan: false, holdHours: 48 };

describe('the phone approval rule form', () => {
  it('turns yuan into fen; empty is no amount rule', () => {
    expect(ruleRequestOf({ ...draft, amountYuan: ' 2000.5 ' })).toEqual({
      ok: true,
      request: { amountThreshold: 200_050, catalogIds: [], outsidePlan: false, holdHours: 48 },
    });
    expect(ruleRequestOf(draft)).toMatchObject({ ok: true, request: { amountThreshold: null } });
    expect(yuanText(200_050)).toBe('2000.50');
    expect(yuanText(200_000)).toBe('2000');
    expect(yuanText(null)).toBe('');
  });

  it('refuses what the server would, in Chinese', () => {
    for (const amountYuan of ['-1', '1.234', 'abc', '1e3']) {
      expect(ruleRequestOf({ ...draft, amountYuan })).toEqual({
        ok: false,
        problem: '审批金额应为不小于 0 的金额，最多两位小数',
      });
    }
    expect(ruleRequestOf({ ...draft, holdHours: 0 })).toMatchObject({ ok: false });
    expect(ruleRequestOf({ ...draft, holdHours: 169 })).toMatchObject({ ok: false });
    const many = Array.from({ length: 51 }, (_, i) => String(i + 1));
    expect(ruleRequestOf({ ...draft, catalogIds: many })).toEqual({
      ok: false,
      problem: '须审批品类最多 50 个',
    });
  });

  it('flattens the catalog tree with levels and parents', () => {
    const tree = [
      { id: '1', name: '办公', children: [{ id: '2', name: '纸张', children: [] }] },
      { id: '3', name: '电器', children: [] },
    ];
    expect(flatCatalogs(tree)).toEqual([
      { id: '1', name: '办公', level: 1, path: '' },
      { id: '2', name: '纸张', level: 2, path: '办公' },
      { id: '3', name: '电器', level: 1, path: '' },
    ]);
  });
});
