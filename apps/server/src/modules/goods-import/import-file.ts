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

/**
 * What the entries of a zip unpack to, by its central directory; null when the directory cannot be read.
 * A zip64 size (0xFFFFFFFF) counts as too large.
 */
export function unpackedSize(data: Uint8Array): number | null {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const last = data.length - 22;
  for (let at = last; at >= Math.max(0, last - 65_535); at--) {
    if (view.getUint32(at, true) !== 0x06054b50) continue;
    const entries = view.getUint16(at + 10, true);
    let p = view.getUint32(at + 16, true);
    let total = 0;
    for (let i = 0; i < entries; i++) {
      if (p + 46 > data.length || view.getUint32(p, true) !== 0x02014b50) return null;
      const size = view.getUint32(p + 24, true);
      if (size === 0xffffffff) return Number.POSITIVE_INFINITY;
      total += size;
      p += 46 + view.getUint16(p + 28, true) + view.getUint16(p + 30, true) + view.getUint16(p + 32, true);
    }
    return total;
  }
  return null;
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

async function readXlsx(data: Uint8Array): Promise<FileRow[]> {
  const size = unpackedSize(data);
  if (size === null) throw AppError.badRequest(M.badFile);
  if (size > MAX_UNPACKED_BYTES) throw AppError.badRequest(M.bomb);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(Buffer.from(data)), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const rows: FileRow[] = [];
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = Array.isArray(row.values) ? row.values.slice(1, MAX_COLUMNS + 1) : [];
        const cells = Array.from(values, (v) => cellOf(v as ExcelJS.CellValue));
        if (!cells.some(Boolean)) continue;
        if (rows.length > WB_IMPORT_MAX_ROWS) throw AppError.badRequest(M.tooMany);
        rows.push({ row: row.number, cells });
      }
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
