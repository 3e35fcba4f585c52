import { describe, expect, it } from 'vitest';
import {
  checkQuantity,
  detectColumns,
  guessColumns,
  lineOf,
  mapHeaders,
  mappingProblem,
  normalizeHeader,
  parseQuantity,
  readSheetRows,
  spacedCells,
} from './batch-lines';
import { minQuantity } from './quantity';

describe('column detection', () => {
  it('reads headers in any order and wording', () => {
    expect(
      mapHeaders(['序号', '品名', '采购数量', '规格型号', '品牌', '物料编码', '计量单位']).mapping,
    ).toEqual({
      code: 5,
      name: 1,
      brand: 4,
      model: 3,
      num: 2,
      unit: 6,
    });
    expect(mapHeaders(['SKU', 'Qty', 'Brand', 'Model', 'Product Name', 'UOM']).mapping).toEqual({
      code: 0,
      name: 4,
      brand: 2,
      model: 3,
      num: 1,
      unit: 5,
    });
    // Marks, spaces, full-width letters and remarks in brackets do not matter.
    expect(mapHeaders(['*商品编码', '数 量（个）', '商品名称(必填)', 'ＳＫＵ备注']).mapping).toMatchObject({
      code: 0,
      num: 1,
      name: 2,
    });
    expect(normalizeHeader(' *数量（个） ')).toBe('数量');
  });

  it('uses each column once, the closest wording first', () => {
    // 商品编码 is the code (not a 商品 name); 规格 goes to the model when 型号 is absent.
    expect(mapHeaders(['商品名称', '商品编码', '规格']).mapping).toMatchObject({
      name: 0,
      code: 1,
      model: 2,
    });
    // With both, 型号 is the model and 规格 stays unused.
    const both = mapHeaders(['型号', '规格', '数量']);
    expect(both.mapping).toMatchObject({ model: 0, num: 2 });
    expect(both.found).toBe(2);
  });

  it('finds the header below title rows, or guesses columns without one', () => {
    const rows = [['XX公司 2026 年采购清单'], [], ['编码', '名称', '数量'], ['GM000000001', '螺丝刀', '3']];
    expect(detectColumns(rows)).toEqual({
      headerIndex: 2,
      mapping: { code: 0, name: 1, brand: null, model: null, num: 2, unit: null },
    });
    const headless = [
      ['GM000000001', '得力', '十字螺丝刀 6×100mm', 'PH2-100', '12', '把'],
      ['GM000000002', '世达', '活动扳手 10寸', '47203', '3', '把'],
      ['GM000000003', '得力', '订书机 12号', '0414', '20', '个'],
    ];
    expect(detectColumns(headless)).toEqual({
      headerIndex: null,
      mapping: { code: 0, name: 2, brand: 1, model: 3, num: 4, unit: 5 },
    });
    // Codes that are whole numbers too: the quantity is the column of small numbers.
    expect(
      guessColumns([
        ['100023', '5'],
        ['100024', '12'],
      ]),
    ).toMatchObject({ num: 1, code: 0 });
  });

  it('says what a mapping lacks', () => {
    const none = { code: null, name: null, brand: null, model: null, num: null, unit: null };
    expect(mappingProblem({ ...none, num: 1 })).toBe('请至少指定商品编码、商品名称或型号中的一列');
    expect(mappingProblem({ ...none, code: 0 })).toBe('请指定数量所在的列');
    expect(mappingProblem({ ...none, code: 0, num: 0 })).toBe('同一列不能对应多个字段');
    expect(mappingProblem({ ...none, name: 2, num: 0 })).toBeNull();
    expect(lineOf([' GM1 ', 'x', '3'], { ...none, code: 0, num: 2, unit: 7 })).toEqual({
      code: 'GM1',
      name: '',
      brand: '',
      model: '',
      num: '3',
      unit: '',
    });
  });
});

describe('quantities', () => {
  it('reads whole numbers as buyers type them', () => {
    expect(parseQuantity('12')).toEqual({ ok: true, num: 12 });
    expect(parseQuantity(' 1,200 ')).toEqual({ ok: true, num: 1200 });
    expect(parseQuantity('３')).toEqual({ ok: true, num: 3 });
    expect(parseQuantity('5.00')).toEqual({ ok: true, num: 5 });
    expect(parseQuantity('10个')).toEqual({ ok: true, num: 10 });
    expect(parseQuantity('')).toEqual({ ok: false, message: '未填写数量' });
    expect(parseQuantity('0')).toEqual({ ok: false, message: '数量应大于 0' });
    expect(parseQuantity('1.5')).toEqual({ ok: false, message: '数量「1.5」不是正整数' });
    expect(parseQuantity('-2')).toEqual({ ok: false, message: '数量「-2」不是正整数' });
    expect(parseQuantity('十')).toEqual({ ok: false, message: '数量「十」不是正整数' });
    expect(parseQuantity('1000000')).toEqual({ ok: false, message: '数量不能超过 999999' });
  });

  it('suggests the nearest quantity the goods accepts', () => {
    const rule = { moq: 5, orderMultiple: 2, unit: '盒' };
    expect(minQuantity(rule)).toBe(6);
    expect(checkQuantity(3, rule)).toEqual({ suggested: 6, message: '数量 3 起订量为 5盒，建议改为 6' });
    expect(checkQuantity(7, rule)).toEqual({
      suggested: 8,
      message: '数量 7 须按 2盒的整数倍购买，建议改为 8',
    });
    expect(checkQuantity(8, rule)).toBeNull();
    expect(checkQuantity(1, { moq: 1, orderMultiple: 1, unit: '' })).toBeNull();
  });
});

describe('pasted lines of the usual shapes, without column work', () => {
  /** Cells as a pasted text gives them: tab or comma separated, or one cell per line. */
  const cellsOf = (text: string, sep: string | null) =>
    text.split('\n').map((l) => (sep ? l.split(sep) : [l]));
  const read = (text: string, sep: string | null) => {
    const sheet = readSheetRows(cellsOf(text, sep));
    const data = sheet.rows.filter((_, i) => i !== sheet.headerIndex);
    return data.map((r) => lineOf(r, sheet.mapping));
  };
  const line = (over: Partial<Record<string, string>>) => ({
    code: '',
    name: '',
    brand: '',
    model: '',
    num: '',
    unit: '',
    ...over,
  });

  it('reads words separated by spaces: brand name spec qty, name qty, sku qty, a unit', () => {
    expect(read('得力 订书机 10\n3M 安全帽 5\nSKF 深沟球轴承 6202-2RS1 4', null)).toEqual([
      line({ name: '得力 订书机', num: '10' }),
      line({ name: '3M 安全帽', num: '5' }),
      line({ name: 'SKF 深沟球轴承 6202-2RS1', num: '4' }),
    ]);
    expect(read('螺丝刀 3 把\nGM000000123 5\n订书机   12号  20个', null)).toEqual([
      line({ name: '螺丝刀', num: '3', unit: '把' }),
      line({ name: 'GM000000123', num: '5' }),
      line({ name: '订书机 12号', num: '20', unit: '个' }),
    ]);
    expect(spacedCells('得力 订书机')).toEqual({ text: '得力 订书机', num: '', unit: '' });
    expect(spacedCells('胶带 x10')).toEqual({ text: '胶带', num: '10', unit: '' });
  });

  it('drops a header of words separated by spaces', () => {
    const sheet = readSheetRows(cellsOf('商品名称 数量\n得力 订书机 10', null));
    expect(sheet.headerIndex).toBe(0);
    expect(lineOf(sheet.rows[1]!, sheet.mapping)).toEqual(line({ name: '得力 订书机', num: '10' }));
  });

  it('reads tab or comma separated lines without a header: the brand is no unit', () => {
    for (const sep of ['\t', ',']) {
      const text = ['得力', '订书机', '10'].join(sep) + '\n' + ['3M', '安全帽', '5'].join(sep);
      expect(read(text, sep), sep).toEqual([
        line({ brand: '得力', name: '订书机', num: '10' }),
        line({ brand: '3M', name: '安全帽', num: '5' }),
      ]);
    }
    // brand name spec qty unit
    expect(read('得力\t订书机\t重型 50页\t10\t个\n齐心\t订书机\t12号\t2\t个', '\t')).toEqual([
      line({ brand: '得力', name: '订书机', model: '重型 50页', num: '10', unit: '个' }),
      line({ brand: '齐心', name: '订书机', model: '12号', num: '2', unit: '个' }),
    ]);
    // sku qty; name qty
    expect(read('GM000000123\t5\nGM000000124\t7', '\t')).toEqual([
      line({ code: 'GM000000123', num: '5' }),
      line({ code: 'GM000000124', num: '7' }),
    ]);
    expect(read('订书机,10\n中性笔,20', ',')).toEqual([
      line({ name: '订书机', num: '10' }),
      line({ name: '中性笔', num: '20' }),
    ]);
  });

  it('reads lines with a header in any shape as before', () => {
    expect(read('品牌\t商品名称\t数量\n得力\t订书机\t10', '\t')).toEqual([
      line({ brand: '得力', name: '订书机', num: '10' }),
    ]);
  });
});
