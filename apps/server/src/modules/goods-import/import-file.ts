/**
 * Reading a supplier's price and stock file: an xlsx read as a stream (exceljs' WorkbookReader: the rows
 * of the first sheet one by one, stopped past the row limit) after its zip directory says what it unpacks
 * to (a zip bomb is refused before anything is inflated), or delimited text through the batch purchase's
 * tolerant reader (CSV or tab separated, UTF-8, UTF-16 or GBK). Cells read as the batch purchase reads them
 * (`cellText`), except that a formula without a computed result is marked, so its row can say so.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { WB_IMPORT_MAX_ROWS, WB_IMPORT_MESSAGES as M } from '@pm/contract/workbench-import';
import { AppError } from '../../lib/app-error';
import { cellText, decodeText, OLE, readDelimited, startsWith, ZIP } from '../batch/batch-file';
import { readSheetRows, type ZipRecord } from './xlsx-rows';

/** Columns read at most. */
const MAX_COLUMNS = 40;
/** Characters kept of a cell. */
const CELL_MAX = 200;
/** What the entries of an xlsx may unpack to, bytes. */
export const MAX_UNPACKED_BYTES = 256 * 1024 * 1024;
/** A cell holding a formula with no computed result. */
export const FORMULA = '\u0000formula';

export interface FileRow {
  /** Row number in the file (1-based). */
  row: number;
  cells: string[];
}

/** An entry of a zip's central directory: its name, where its local record starts, what it unpacks to. */
type ZipEntry = ZipRecord;

/**
 * A zip's central directory: its entries and where it starts; null when it cannot be read. A zip64 size
 * (0xFFFFFFFF) reads as infinitely large.
 */
function zipDirectory(data: Uint8Array): { entries: ZipEntry[]; start: number } | null {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const last = data.length - 22;
  for (let at = last; at >= Math.max(0, last - 65_535); at--) {
    if (view.getUint32(at, true) !== 0x06054b50) continue;
    const count = view.getUint16(at + 10, true);
    const start = view.getUint32(at + 16, true);
    const entries: ZipEntry[] = [];
    let p = start;
    for (let i = 0; i < count; i++) {
      if (p + 46 > data.length || view.getUint32(p, true) !== 0x02014b50) return null;
      const method = view.getUint16(p + 10, true);
      const compressed = view.getUint32(p + 20, true);
      const size = view.getUint32(p + 24, true);
      const nameLength = view.getUint16(p + 28, true);
      const offset = view.getUint32(p + 42, true);
      if (p + 46 + nameLength > data.length) return null;
      const name = Buffer.from(data.subarray(p + 46, p + 46 + nameLength)).toString('utf8');
      entries.push({
        name,
        offset,
        size: size === 0xffffffff ? Number.POSITIVE_INFINITY : size,
        compressed,
        method,
      });
      p += 46 + nameLength + view.getUint16(p + 30, true) + view.getUint16(p + 32, true);
    }
    return { entries, start };
  }
  return null;
}

/** The parts of a workbook exceljs' stream reader must have read before a worksheet (see `inReadingOrder`). */
const BEFORE_SHEETS = [
  'xl/_rels/workbook.xml.rels',
  'xl/workbook.xml',
  'xl/sharedStrings.xml',
  'xl/styles.xml',
];

/**
 * The xlsx with its local records in the order exceljs' stream reader needs (its central directory kept as it
 * is: the reader goes by the local records): the workbook, its relations and the shared strings before the
 * worksheets. A worksheet met before them is stored in a temporary file and read at the end, and that path
 * leaks a file descriptor and a file per read (EMFILE after about a thousand imports in one process) and now
 * and then fails on a workbook it has not finished reading ("Cannot read properties of undefined (reading
 * 'sheets')", seen under load). Files written by Excel and by exceljs put the sheets first. Null when the zip
 * cannot be read.
 */
export function inReadingOrder(
  data: Uint8Array,
  dir = zipDirectory(data),
): { data: Buffer; names: Set<string> } | null {
  if (!dir) return null;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const byOffset = [...dir.entries].sort((a, b) => a.offset - b.offset);
  const records = new Map<ZipEntry, Uint8Array>();
  for (const [i, e] of byOffset.entries()) {
    const end = byOffset[i + 1]?.offset ?? dir.start;
    if (e.offset + 30 > end || end > data.length || view.getUint32(e.offset, true) !== 0x04034b50)
      return null;
    records.set(e, data.subarray(e.offset, end));
  }
  const rank = (e: ZipEntry) => {
    const i = BEFORE_SHEETS.indexOf(e.name);
    return i < 0 ? BEFORE_SHEETS.length : i;
  };
  const ordered = [...byOffset].sort((a, b) => rank(a) - rank(b) || a.offset - b.offset);
  return {
    data: Buffer.concat([...ordered.map((e) => records.get(e)!), data.subarray(dir.start)]),
    names: new Set(dir.entries.map((e) => e.name)),
  };
}

// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f]+/g;

function clean(text: string): string {
  return text.replace(CONTROLS, ' ').trim().slice(0, CELL_MAX);
}

/** A number as Excel shows it (15 significant digits): a sum's binary residue 15.209999999999999 is 15.21. */
const shownNumber = (n: number) => String(Number(n.toPrecision(15)));

function cellOf(value: ExcelJS.CellValue): string {
  if (typeof value === 'number') return shownNumber(value);
  if (value !== null && typeof value === 'object' && ('formula' in value || 'sharedFormula' in value)) {
    const result = (value as { result?: ExcelJS.CellValue }).result;
    if (result === undefined || result === null || (typeof result === 'object' && 'error' in result))
      return FORMULA;
    if (typeof result === 'number') return shownNumber(result);
  }
  return clean(cellText(value));
}

/**
 * The non-empty rows of an xlsx's first sheet; `direct` false reads it through exceljs' stream reader only
 * (the tests compare both readings).
 */
export async function readXlsx(data: Uint8Array, direct = true): Promise<FileRow[]> {
  // what the entries unpack to, by the zip's directory: a zip bomb is refused before anything is inflated
  const dir = zipDirectory(data);
  if (!dir) throw AppError.badRequest(M.badFile);
  if (dir.entries.reduce((sum, e) => sum + e.size, 0) > MAX_UNPACKED_BYTES) throw AppError.badRequest(M.bomb);
  const rows: FileRow[] = [];
  const take = (number: number, rowValues: unknown) => {
    const values = Array.isArray(rowValues) ? rowValues.slice(1, MAX_COLUMNS + 1) : [];
    const cells = Array.from(values, (v) => cellOf(v as ExcelJS.CellValue));
    if (!cells.some(Boolean)) return;
    if (rows.length > WB_IMPORT_MAX_ROWS) throw AppError.badRequest(M.tooMany);
    rows.push({ row: number, cells });
  };
  // the sheet read directly (xlsx-rows.ts), or, for what that reader leaves, by exceljs' stream reader
  if (direct && readSheetRows(data, dir.entries, (r) => take(r.row, r.values))) return rows;
  rows.length = 0;
  const zip = inReadingOrder(data, dir);
  if (!zip) throw AppError.badRequest(M.badFile);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(zip.data), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  // A workbook without shared strings (or relations) would still send its sheets through the temporary file:
  // the reader reads a sheet at once only when both are there (exceljs 4's WorkbookReader fields).
  const state = reader as unknown as { sharedStrings?: unknown[]; workbookRels?: unknown[] };
  if (!zip.names.has('xl/sharedStrings.xml')) state.sharedStrings = [];
  if (!zip.names.has('xl/_rels/workbook.xml.rels')) state.workbookRels = [];
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) take(row.number, row.values);
      break; // the first sheet only
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    // The reader's own temporary file (a sheet stored before its shared strings): the server's fault, not
    // the file's; it goes on as such (logged, 500) instead of telling the supplier the file is broken.
    if (e !== null && typeof e === 'object' && 'syscall' in e) throw e;
    throw AppError.badRequest(M.badFile);
  }
  return rows;
}

function readText(data: Uint8Array): FileRow[] {
  let text: string;
  try {
    text = decodeText(data);
  } catch {
    throw AppError.badRequest(M.badFile);
  }
  // eslint-disable-next-line no-control-regex
  if (text.includes('\u0000') || (text.match(/[\u0001-\u0008\u000e-\u001f]/g)?.length ?? 0) > 2)
    throw AppError.badRequest(M.badFile);
  const rows = readDelimited(text);
  if (rows.length > WB_IMPORT_MAX_ROWS + 1) throw AppError.badRequest(M.tooMany);
  return rows.map((r) => ({ row: r.row, cells: r.cells.slice(0, MAX_COLUMNS) }));
}

/** The non-empty rows of an uploaded file (header included); a file it cannot read is a Chinese 400. */
export async function readImportFile(data: Uint8Array): Promise<FileRow[]> {
  if (data.length === 0) throw AppError.badRequest(M.empty);
  if (startsWith(data, OLE)) throw AppError.badRequest(M.xls);
  const rows = startsWith(data, ZIP) ? await readXlsx(data) : readText(data);
  if (rows.length < 2) throw AppError.badRequest(M.empty);
  return rows;
}
