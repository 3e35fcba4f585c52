/**
 * The direct xlsx reader (xlsx-rows.ts) against exceljs' stream reader on the same files: every cell kind
 * exceljs writes (shared and inline strings, rich text, numbers, booleans, errors, formulas with and without
 * results, shared formulas, dates, hyperlinks, sparse and empty rows), sheets rewritten by hand (phonetic
 * runs, entities, prefixed extensions, comments) and files it leaves to exceljs (CDATA, tags that do not
 * nest, a cell without its reference). Both must give the same rows, or the same refusal.
 */
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { readXlsx } from './import-file';
import { readSheetRows } from './xlsx-rows';

/** Both readings: rows, or the refusal's message. */
async function both(data: Uint8Array) {
  const read = (direct: boolean) =>
    readXlsx(data, direct).then(
      (rows) => rows,
      (e: unknown) => {
        if (e instanceof AppError) return e.message;
        throw e;
      },
    );
  return { direct: await read(true), exceljs: await read(false) };
}

/** The zip's records as the import's directory reader sees them (names only matter here). */
function records(data: Uint8Array) {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  let at = data.length - 22;
  while (view.getUint32(at, true) !== 0x06054b50) at--;
  const out = [];
  let p = view.getUint32(at + 16, true);
  for (let i = view.getUint16(at + 10, true); i > 0; i--) {
    const n = view.getUint16(p + 28, true);
    out.push({
      name: Buffer.from(data.subarray(p + 46, p + 46 + n)).toString('utf8'),
      method: view.getUint16(p + 10, true),
      compressed: view.getUint32(p + 20, true),
      size: view.getUint32(p + 24, true),
      offset: view.getUint32(p + 42, true),
    });
    p += 46 + n + view.getUint16(p + 30, true) + view.getUint16(p + 32, true);
  }
  return out;
}

/** The parts of a zip (deflated), as a new zip with some parts replaced. */
function rezip(data: Uint8Array, replace: Record<string, string>): Uint8Array {
  const parts: { name: string; body: Buffer }[] = [];
  for (const r of records(data)) {
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    const start = r.offset + 30 + view.getUint16(r.offset + 26, true) + view.getUint16(r.offset + 28, true);
    const raw = data.subarray(start, start + r.compressed);
    const body = r.method === 8 ? zlib.inflateRawSync(raw) : Buffer.from(raw);
    parts.push({ name: r.name, body: r.name in replace ? Buffer.from(replace[r.name]!, 'utf8') : body });
  }
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name, 'utf8');
    const packed = zlib.deflateRawSync(p.body);
    const crc = zlib.crc32(p.body);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(p.body.length, 22);
    local.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(crc, 16);
    dir.writeUInt32LE(packed.length, 20);
    dir.writeUInt32LE(p.body.length, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    central.push(dir, name);
    offset += 30 + name.length + packed.length;
  }
  const size = central.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, ...central, end]));
}

function sheetOf(rows: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" ' +
    'xmlns:x14ac="http://schemas.microsoft.com/office/spreadsheetml/2009/9/ac">' +
    `<sheetData>${rows}</sheetData></worksheet>`
  );
}

/** An exceljs-written workbook of one sheet, then its sheet and shared strings replaced. */
async function handmade(sheet: string, strings?: string): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('价格库存').addRow(['x']);
  const data = new Uint8Array(await wb.xlsx.writeBuffer());
  return rezip(data, {
    'xl/worksheets/sheet1.xml': sheet,
    ...(strings !== undefined ? { 'xl/sharedStrings.xml': strings } : {}),
  });
}

const SST = (items: string) =>
  '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
  `${items}</sst>`;

describe('the direct reader reads what exceljs reads', () => {
  it('every cell kind exceljs writes, with shared strings and without', async () => {
    for (const shared of [true, false]) {
      const stream = new ExcelJS.stream.xlsx.WorkbookWriter({ useSharedStrings: shared, useStyles: true });
      const ws = stream.addWorksheet('价格库存');
      ws.addRow(['商品ID', '名称', '销售价（元）', '库存：上海仓', '版本号']).commit();
      ws.addRow(['1001', ' 螺丝 M8×20 ', 15.209999999999999, 100, 3]).commit();
      ws.addRow(['1002', 'A&B <特价> "双" \'单\'', -0.5, 1e21, true]).commit();
      ws.addRow([
        1003,
        { richText: [{ text: '红' }, { text: '色', font: { bold: true } }] },
        false,
        null,
      ]).commit();
      ws.addRow([]).commit();
      ws.addRow(['1004', { formula: 'A1&B1', result: '公式' }, { formula: 'C2*2', result: 30.42 }]).commit();
      ws.addRow([
        '1005',
        { formula: 'C2*3' },
        { error: '#N/A' },
        { formula: '1/0', result: { error: '#DIV/0!' } },
      ]).commit();
      ws.addRow([
        '1006',
        new Date(Date.UTC(2026, 10, 27)),
        { text: '链接', hyperlink: 'https://example.com' },
      ]).commit();
      const sparse = ws.getRow(9);
      sparse.getCell(1).value = '1007';
      sparse.getCell(7).value = 7;
      sparse.getCell(45).value = '第45列';
      sparse.commit();
      ws.addRow(['1008', '\u0001控制\u0007字符\t', '']).commit();
      ws.commit();
      await stream.commit();
      const data = new Uint8Array((stream as unknown as { stream: { read(): Buffer } }).stream.read());
      expect(readSheetRows(data, records(data), () => undefined)).toBe(true);
      const r = await both(data);
      expect(r.direct).toEqual(r.exceljs);
      expect(Array.isArray(r.direct) && r.direct.length).toBe(9);
    }
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('价格库存');
    ws.addRow(['商品ID', '销售价（元）', '合计']);
    for (let i = 0; i < 30; i++) ws.addRow([`${2000 + i}`, i / 7, null]);
    ws.getCell('C2').value = { formula: 'B2*2', result: 0 };
    ws.fillFormula('C3:C31', 'B3*2', (row) => (row - 1) / 3.5);
    ws.mergeCells('A33:B33');
    ws.getCell('A33').value = '合并';
    const data = new Uint8Array(await wb.xlsx.writeBuffer());
    expect(readSheetRows(data, records(data), () => undefined)).toBe(true);
    const r = await both(data);
    expect(r.direct).toEqual(r.exceljs);
  });

  it('sheets as other programs write them: inline rich text, phonetic runs, entities, prefixed parts', async () => {
    const data = await handmade(
      sheetOf(
        '<!-- written by hand -->' +
          '<row r="1" spans="1:3" x14ac:dyDescent="0.25"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c>' +
          "<c r='C1' t='s'><v>2</v></c></row>" +
          '<row r="3"><c r="A3" t="inlineStr"><is><r><t>前</t></r><r><rPr><b/></rPr><t>后</t></r></is></c>' +
          '<c r="B3" s="2"><v>  12.50 </v></c><c r="C3" t="str"><f>A3</f><v>&amp;amp;lt;</v></c>' +
          '<c r="D3" t="b"><v>0</v></c><c r="E3" t="e"><v>#REF!</v></c><c r="F3" t="n"><v>7</v></c>' +
          '<c r="G3"><f t="shared" ref="G3:G4" si="0">F3*2</f><v>14</v></c><c r="H3" t="s"><v>99</v></c></row>' +
          '<row r="4"><c r="G4"><f t="shared" si="0"/><v>16</v></c><c r="A4" t="s"><v>3</v></c>' +
          '<c r="B4"><v>&#49;&#x32;</v></c><c r="C4"/><c r="D4"><f>B4-12</f><v>0</v></c><c r="E4"><f>X</f></c>' +
          '<c r="F4"><v>abc</v></c><c r="H4" t="d"><v>2026-11-27T00:00:00</v></c><c r="I4" t="s"><v>2</v></c></row>' +
          '<row r="5"/>' +
          '<x14ac:thing><x14ac:row r="9"/></x14ac:thing>',
      ),
      SST(
        '<si><t>商品ID</t></si>' +
          '<si><r><t>销售</t></r><r><rPr><sz val="11"/></rPr><t xml:space="preserve">价 </t></r><rPh sb="0" eb="1"><t>ジャ</t></rPh></si>' +
          '<si><t>库存</t><rPh sb="0" eb="2"><t>コ</t></rPh></si>' +
          '<si><t>A &amp; B &lt;x&gt;</t></si>',
      ),
    );
    expect(readSheetRows(data, records(data), () => undefined)).toBe(true);
    const r = await both(data);
    expect(r.direct).toEqual(r.exceljs);
    expect(Array.isArray(r.direct) && r.direct.map((x) => x.row)).toEqual([1, 3, 4]);
  });

  it('a sheet damaged anywhere reads the same both ways (rows or the refusal)', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('价格库存');
    ws.addRow(['商品ID', '名称', '销售价（元）', '版本号']);
    for (let i = 0; i < 6; i++)
      ws.addRow([`${3000 + i}`, `垫片 ${i} & <${i}>`, 1.5 + i, { formula: `C${i + 2}*2`, result: i }]);
    const data = new Uint8Array(await wb.xlsx.writeBuffer());
    const sheet = Buffer.from(
      (() => {
        const r = records(data).find((x) => x.name === 'xl/worksheets/sheet1.xml')!;
        const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
        const start =
          r.offset + 30 + view.getUint16(r.offset + 26, true) + view.getUint16(r.offset + 28, true);
        return zlib.inflateRawSync(data.subarray(start, start + r.compressed));
      })(),
    ).toString('utf8');
    let seed = 20261127;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const from = sheet.indexOf('<sheetData');
    for (let i = 0; i < 40; i++) {
      const at = from + random(sheet.length - from);
      const cut = random(4);
      const damaged = [
        sheet.slice(0, at), // cut short
        sheet.slice(0, at) + sheet.slice(at + 1 + random(12)), // some characters gone
        sheet.slice(0, at) + '<' + sheet.slice(at), // a stray '<'
        sheet.slice(0, at) + '</c>' + sheet.slice(at), // a stray closing tag
      ][cut]!;
      const r = await both(rezip(data, { 'xl/worksheets/sheet1.xml': damaged }));
      expect(r.direct, `${cut} at ${at}`).toEqual(r.exceljs);
    }
  });

  it('leaves to exceljs what it does not read, and the answer is the same', async () => {
    const cases = [
      sheetOf('<row r="1"><c r="A1" t="inlineStr"><is><t><![CDATA[<x>]]></t></is></c></row>'),
      sheetOf('<row r="1"><c r="A1"><v>1</c></v></row><row r="2"><c r="A2"><v>2</v></c></row>'),
      sheetOf('<row r="1"><c><v>1</v></c></row>'),
      sheetOf('<row r="1"><c r="A1" t="inlineStr"><is><t>&nbsp;</t></is></c></row>'),
      sheetOf('<row r="1"><c r="A1" t="inlineStr"><is><t>&constructor;</t></is></c></row>'),
      sheetOf('<row r="1"><c r="A1" t="x"><v>5</v></c></row>'),
      sheetOf('<row r="1"><c r="A1"><v>1</v></c>'),
    ];
    for (const sheet of cases) {
      const data = await handmade(sheet);
      const seen: unknown[] = [];
      const direct = readSheetRows(data, records(data), (row) => seen.push(row));
      expect(direct, sheet).toBe(false);
      const r = await both(data);
      expect(r.direct, sheet).toEqual(r.exceljs);
    }
  });
});
