import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cellText, decodeText, readDelimited, readUpload } from './batch-file';
import { similarity } from './batch-matcher';

describe('reading purchase lists', () => {
  it('reads the cell values Excel writes as the text a buyer sees', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('清单');
    sheet.addRow(['商品编码', '商品名称', '数量', '日期']);
    const row = sheet.addRow([
      { richText: [{ text: 'GM0000' }, { text: '00001', font: { bold: true } }] },
      { text: '螺丝刀', hyperlink: 'https://example.invalid/' },
      { formula: '2*3', result: 6 },
      new Date(Date.UTC(2026, 10, 21)),
    ]);
    row.commit();
    const hidden = workbook.addWorksheet('隐藏');
    hidden.state = 'hidden';
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const read = await readUpload({ filename: 'a.xlsx', mimetype: '', data });
    expect(read).toEqual({
      sheetName: '清单',
      rows: [
        { row: 1, cells: ['商品编码', '商品名称', '数量', '日期'] },
        { row: 2, cells: ['GM000000001', '螺丝刀', '6', '2026-11-21'] },
      ],
    });
    expect(cellText(12345678901)).toBe('12345678901');
    expect(cellText({ error: '#N/A' } as ExcelJS.CellErrorValue)).toBe('');
  });

  it('decodes UTF-8 (BOM or not), UTF-16 and GBK text', () => {
    expect(decodeText(Buffer.from('\uFEFF数量', 'utf8'))).toBe('数量');
    expect(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('数量\t1', 'utf16le')]))).toBe(
      '数量\t1',
    );
    expect(decodeText(Buffer.from([0xca, 0xfd, 0xc1, 0xbf]))).toBe('数量');
  });

  it('keeps the file’s line numbers across blank lines and quoted line breaks', () => {
    expect(readDelimited('\uFEFF编码,名称\n\n"GM1","两行\n名称"\nGM2,扳手\n')).toEqual([
      { row: 1, cells: ['编码', '名称'] },
      { row: 3, cells: ['GM1', '两行 名称'] },
      { row: 5, cells: ['GM2', '扳手'] },
    ]);
    // NUL and other control characters never reach the database.
    expect(readDelimited('a\u0000b,c')).toEqual([{ row: 1, cells: ['a b', 'c'] }]);
  });
});

describe('name similarity', () => {
  it('scores how much of the line a goods name holds', () => {
    const full = similarity('得力 订书机 12号', '得力 订书机 12号 0414');
    const partial = similarity('得力 订书机', '得力 订书机 12号 0414');
    const other = similarity('活动扳手', '得力 订书机 12号 0414');
    expect(similarity('十字螺丝刀', '十字螺丝刀')).toBe(1);
    expect(full).toBeGreaterThan(partial * 0.9);
    expect(partial).toBeGreaterThan(0.7);
    expect(other).toBe(0);
  });
});
