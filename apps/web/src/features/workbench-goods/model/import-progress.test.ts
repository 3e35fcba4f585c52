import { describe, expect, it } from 'vitest';
import type { WbImportApplied } from '@pm/contract/workbench-import';
import { choicesOf, diffLines, outcomeText, percentOf, runImport } from './import-progress';

describe('import diff and progress', () => {
  it('shows each changed cell once, the row and goods spanning its cells', () => {
    const lines = diffLines({
      changes: [
        {
          row: 2,
          goodsId: '7',
          skuCode: 'SKU7',
          name: '扳手',
          fields: [
            { column: '销售价（元）', before: '10.00', after: '11.50' },
            { column: '库存：华东仓', before: '3', after: '30' },
          ],
        },
        {
          row: 5,
          goodsId: '9',
          skuCode: '',
          name: '钳子',
          fields: [{ column: '市场价（元）', before: '1.00', after: '2.00' }],
        },
      ],
    });
    expect(lines.map((l) => [l.row, l.goods, l.column, l.before, l.after, l.span])).toEqual([
      [2, 'SKU7 扳手', '销售价（元）', '10.00', '11.50', 2],
      [2, 'SKU7 扳手', '库存：华东仓', '3', '30', 0],
      [5, '钳子', '市场价（元）', '1.00', '2.00', 1],
    ]);
  });

  it('offers to apply all only without errors, the valid rows only with them', () => {
    expect(choicesOf({ errorRows: 0, changeRows: 3 })).toEqual({
      applyAll: true,
      applyValid: false,
      summary: '3 行将被修改',
    });
    expect(choicesOf({ errorRows: 2, changeRows: 3 })).toMatchObject({ applyAll: false, applyValid: true });
    expect(choicesOf({ errorRows: 2, changeRows: 0 })).toMatchObject({ applyAll: false, applyValid: false });
    expect(choicesOf({ errorRows: 0, changeRows: 0 }).summary).toContain('没有需要导入');
  });

  it('applies batch after batch, reporting progress, until finished', async () => {
    const answers: WbImportApplied[] = [
      { total: 1200, done: 500, applied: 500, failures: [], finished: false },
      {
        total: 1200,
        done: 1000,
        applied: 999,
        failures: [{ row: 731, message: '已被修改' }],
        finished: false,
      },
      { total: 1200, done: 1200, applied: 1199, failures: [], finished: true },
    ];
    const seen: number[] = [];
    let calls = 0;
    const outcome = await runImport(
      async () => answers[calls++]!,
      (p) => seen.push(percentOf(p)),
    );
    expect(seen).toEqual([41, 83, 100]);
    expect(outcome).toEqual({ applied: 1199, total: 1200, failures: [{ row: 731, message: '已被修改' }] });
    expect(outcomeText(outcome)).toBe('已导入 1199 行；1 行因商品已被修改未导入，请重新导出后再处理');
    expect(percentOf({ done: 0, total: 0 })).toBe(100);
  });

  it('stops when a batch moves nothing', async () => {
    let calls = 0;
    const outcome = await runImport(
      async () => {
        calls++;
        return { total: 10, done: 4, applied: 4, failures: [], finished: false };
      },
      () => undefined,
    );
    expect(calls).toBe(2);
    expect(outcome.applied).toBe(4);
  });
});
