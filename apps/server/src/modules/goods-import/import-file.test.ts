/**
 * Reading an xlsx through exceljs' stream reader in the order it needs (`inReadingOrder`): the rows come out
 * as written, with or without shared strings, and reading leaves no temporary file and no open descriptor
 * behind (exceljs stores a sheet met before the shared strings in a temporary file and leaks its descriptor:
 * EMFILE after about a thousand imports, and now and then a failed read under load).
 */
import fs from 'node:fs';
import os from 'node:os';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { inReadingOrder, readImportFile } from './import-file';

async function xlsx(rows: (string | number)[][]): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('价格库存');
  for (const r of rows) ws.addRow(r);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

/** The local records' names in file order. */
function localNames(data: Uint8Array): string[] {
  const names: string[] = [];
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  let at = 0;
  while (at + 30 <= data.length && view.getUint32(at, true) === 0x04034b50) {
    const nameLength = view.getUint16(at + 26, true);
    const extra = view.getUint16(at + 28, true);
    const compressed = view.getUint32(at + 18, true);
    names.push(Buffer.from(data.subarray(at + 30, at + 30 + nameLength)).toString('utf8'));
    at += 30 + nameLength + extra + compressed;
  }
  return names;
}

const tempFiles = () => fs.readdirSync(os.tmpdir()).filter((f) => f.startsWith(`tmp-${process.pid}-`)).length;
const openFiles = () => fs.readdirSync('/proc/self/fd').length;

describe('xlsx in the stream reader’s order', () => {
  it('puts the workbook, its relations and the shared strings before the sheets, keeping every record', async () => {
    const data = await xlsx([
      ['商品ID', '名称', '版本号'],
      ['1001', '螺丝', 1],
    ]);
    const before = localNames(data);
    expect(before.indexOf('xl/worksheets/sheet1.xml')).toBeLessThan(before.indexOf('xl/sharedStrings.xml'));
    const after = localNames(inReadingOrder(data)!.data);
    expect([...after].sort()).toEqual([...before].sort());
    expect(after.slice(0, 3)).toEqual([
      'xl/_rels/workbook.xml.rels',
      'xl/workbook.xml',
      'xl/sharedStrings.xml',
    ]);
    expect(inReadingOrder(new Uint8Array([0x50, 0x4b, 3, 4, 1, 2, 3]))).toBeNull();
  });

  it('reads the rows as written, numbers only too, and leaves no temporary file or descriptor behind', async () => {
    const text = await xlsx([
      ['商品ID', '名称', '版本号'],
      ['1001', '螺丝', 1],
      ['1002', '垫片', 2],
    ]);
    const numbers = await xlsx([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    const files = tempFiles();
    const fds = openFiles();
    for (let i = 0; i < 60; i++) {
      const [a, b] = await Promise.all([readImportFile(text), readImportFile(numbers)]);
      expect(a.map((r) => r.cells)).toEqual([
        ['商品ID', '名称', '版本号'],
        ['1001', '螺丝', '1'],
        ['1002', '垫片', '2'],
      ]);
      expect(b.map((r) => r.cells)).toEqual([
        ['1', '2', '3'],
        ['4', '5', '6'],
      ]);
    }
    expect(tempFiles()).toBe(files);
    expect(openFiles()).toBeLessThanOrEqual(fds + 5);
  });
});
