import { describe, expect, it } from 'vitest';
import type { BatchSheet } from '@pm/contract/batch';
import { linesOf, parsePasted, sheetFromFile, sheetFromText } from './sheet';

describe('pasted lists', () => {
  it('reads cells copied from Excel (tabs, quoted cells with line breaks)', () => {
    const text = '商品编码\t数量\r\nGM000000001\t5\r\n"GM0000\n00002"\t"1,000"\r\n';
    expect(parsePasted(text)).toEqual([
      ['商品编码', '数量'],
      ['GM000000001', '5'],
      ['GM0000\n00002', '1,000'],
      [''],
    ]);
  });

  it('reads comma separated text', () => {
    expect(parsePasted('编码,数量\nGM1,2')).toEqual([
      ['编码', '数量'],
      ['GM1', '2'],
    ]);
  });

  it('finds the header in any order and wording, skipping blank rows', () => {
    const text = [
      '',
      '品名\t采购数量\t规格型号\t品牌',
      '十字螺丝刀\t5\tPH2-100\t得力',
      '',
      '活动扳手\t2\t47203\t世达',
    ].join('\n');
    const reading = sheetFromText(text);
    expect(reading).toEqual({
      ok: true,
      sheet: {
        source: '粘贴的内容',
        headerRow: 2,
        columns: ['品名', '采购数量', '规格型号', '品牌'],
        rows: [
          { row: 3, cells: ['十字螺丝刀', '5', 'PH2-100', '得力'] },
          { row: 5, cells: ['活动扳手', '2', '47203', '世达'] },
        ],
        mapping: { code: null, name: 0, brand: 3, model: 2, num: 1, unit: null },
      },
    });
  });

  it('reads lines of words separated by spaces without column work', () => {
    const reading = sheetFromText('得力 订书机 10\n3M 安全帽 5 顶\nGM000000123 2');
    expect(reading.ok && reading.sheet).toMatchObject({
      headerRow: null,
      columns: ['商品名称', '数量', '单位'],
      mapping: { code: null, name: 0, brand: null, model: null, num: 1, unit: 2 },
    });
    expect(reading.ok && linesOf(reading.sheet, reading.sheet.mapping)).toEqual([
      { row: 1, name: '得力 订书机', num: '10' },
      { row: 2, name: '3M 安全帽', num: '5', unit: '顶' },
      { row: 3, name: 'GM000000123', num: '2' },
    ]);
  });

  it('reads tab separated lines without a header: brand, name and quantity', () => {
    const reading = sheetFromText('得力\t订书机\t10\n3M\t安全帽\t5');
    expect(reading.ok && reading.sheet.mapping).toEqual({
      code: null,
      name: 1,
      brand: 0,
      model: null,
      num: 2,
      unit: null,
    });
  });

  it('guesses columns of a list without a header', () => {
    const reading = sheetFromText('GM000000001\t12\t个\nGM000000002\t3\t盒');
    expect(reading.ok && reading.sheet).toMatchObject({
      headerRow: null,
      columns: ['第1列', '第2列', '第3列'],
      mapping: { code: 0, num: 1, unit: 2 },
    });
  });

  it('says what is wrong with an empty paste or a header alone', () => {
    expect(sheetFromText(' \n\t\n')).toEqual({
      ok: false,
      message: '请粘贴采购清单（可从 Excel 中复制多行）',
    });
    expect(sheetFromText('商品编码\t数量')).toEqual({ ok: false, message: '只有表头，没有商品行' });
    const many = ['编码\t数量', ...Array.from({ length: 2001 }, (_, i) => `C${i}\t1`)].join('\n');
    expect(sheetFromText(many)).toEqual({ ok: false, message: '一次最多 2000 行，请分批粘贴' });
  });
});

describe('lines of a mapping', () => {
  it('reads the mapped cells of each row, with its row, leaving out empty fields', () => {
    const rows = [
      { row: 3, cells: ['十字螺丝刀', '5', 'PH2-100', '得力'] },
      { row: 4, cells: ['', '', '', '备注'] },
    ];
    const mapping = { code: null, name: 0, brand: null, model: 2, num: 1, unit: null };
    expect(linesOf({ rows }, mapping)).toEqual([
      { row: 3, name: '十字螺丝刀', model: 'PH2-100', num: '5' },
      { row: 4 },
    ]);
  });

  it('takes the server reading of a file as it is', () => {
    const file: BatchSheet = {
      fileName: '清单.xlsx',
      sheetName: 'Sheet1',
      headerRow: 1,
      columns: ['编码', '数量'],
      rows: [{ row: 2, cells: ['GM1', '3'] }],
      mapping: { code: 0, name: null, brand: null, model: null, num: 1, unit: null },
    };
    expect(sheetFromFile(file)).toMatchObject({
      source: '清单.xlsx（Sheet1）',
      headerRow: 1,
      rows: file.rows,
    });
  });
});
