/**
 * Reading a buyer's purchase list: xlsx (exceljs) or delimited text (papaparse) — CSV or tab separated,
 * UTF-8 with or without BOM, UTF-16 ("Unicode text" of Excel) or GBK/GB18030 (what Excel on a Chinese
 * Windows saves as CSV). Anything else is refused with a Chinese message.
 */
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { BATCH_FIELD_LABELS, readSheetRows } from '@pm/contract/batch-lines';
import { BATCH_MAX_LINES } from '@pm/contract/batch';
import { BATCH_CELL_MAX, type UploadedFile } from '@pm/contract/batch-schema';
import type { BatchSheet } from '@pm/contract/batch';
import { AppError } from '../../lib/app-error';

/** Columns read at most. */
export const MAX_COLUMNS = 30;
/** Rows above the data a file may have (titles, the header). */
const HEAD_ROOM = 10;

export const FILE_MESSAGES = {
  empty: '文件中没有数据，请按模板填写后上传',
  xls: '不支持旧版 Excel（.xls）文件，请在 Excel 中另存为 .xlsx 或 .csv 后上传',
  badXlsx: '无法读取该 Excel 文件，请确认文件未损坏且为 .xlsx 格式',
  badText: '无法识别文件内容，请上传 .xlsx 或 .csv（UTF-8 或 GBK 编码）格式的采购清单',
  tooMany: `文件超过 ${BATCH_MAX_LINES} 行，请分批上传`,
} as const;

export interface SheetRow {
  /** Row number in the file (1-based). */
  row: number;
  cells: string[];
}

export interface RawSheet {
  sheetName: string;
  rows: SheetRow[];
}

/** Signatures: a zip (xlsx) and an OLE compound file (the old .xls). */
export const ZIP = [0x50, 0x4b, 0x03, 0x04];
export const OLE = [0xd0, 0xcf, 0x11, 0xe0];

export function startsWith(data: Uint8Array, magic: number[]): boolean {
  return magic.every((b, i) => data[i] === b);
}

/** Control characters (NUL included: PostgreSQL text cannot hold it). */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f]+/g;
/** Control characters that plain text does not hold (tab, line breaks allowed). */
// eslint-disable-next-line no-control-regex
const BINARY_CONTROLS = /[\u0001-\u0008\u000e-\u001f]/g;

/** A cell as text: one line, trimmed, at most BATCH_CELL_MAX characters. */
function clean(text: string): string {
  return text.replace(CONTROLS, ' ').trim().slice(0, BATCH_CELL_MAX);
}

/** exceljs cell values (numbers, dates, rich text, formulas, hyperlinks) as the text a buyer sees. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
  }
  if ('hyperlink' in value) return cellText((value as { text?: ExcelJS.CellValue }).text ?? null);
  if ('error' in value) return '';
  return '';
}

async function readXlsx(data: Uint8Array): Promise<RawSheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(data.buffer, data.byteOffset, data.byteLength) as never);
  } catch {
    throw AppError.badRequest(FILE_MESSAGES.badXlsx);
  }
  // The first visible sheet with data (a template's instructions sheet comes after the list).
  const sheet = workbook.worksheets.find((ws) => ws.state === 'visible' && ws.actualRowCount > 0);
  if (!sheet) throw AppError.badRequest(FILE_MESSAGES.empty);
  if (sheet.actualRowCount > BATCH_MAX_LINES + HEAD_ROOM) throw AppError.badRequest(FILE_MESSAGES.tooMany);
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    // row.values is 1-based: index 0 is empty.
    const values = Array.isArray(row.values) ? row.values.slice(1, MAX_COLUMNS + 1) : [];
    const cells = Array.from(values, (v) => clean(cellText(v as ExcelJS.CellValue)));
    if (cells.some(Boolean)) rows.push({ row: rowNumber, cells });
  });
  return { sheetName: sheet.name, rows };
}

/** Text of a delimited file: UTF-16 by its BOM, UTF-8 when valid, else GB18030 (a superset of GBK). */
export function decodeText(data: Uint8Array): string {
  if (data[0] === 0xff && data[1] === 0xfe) return new TextDecoder('utf-16le').decode(data.subarray(2));
  if (data[0] === 0xfe && data[1] === 0xff) return new TextDecoder('utf-16be').decode(data.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    try {
      return new TextDecoder('gb18030', { fatal: true }).decode(data);
    } catch {
      throw AppError.badRequest(FILE_MESSAGES.badText);
    }
  }
}

/** Looks like text: no NUL, few other control characters. */
function isPlainText(text: string): boolean {
  if (text.includes('\u0000')) return false;
  const controls = text.match(BINARY_CONTROLS)?.length ?? 0;
  return controls <= Math.max(2, text.length / 1000);
}

/** Rows of delimited text (comma, tab, semicolon … detected), with their line numbers. */
export function readDelimited(text: string): SheetRow[] {
  const body = text.replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(body, { delimiter: '', skipEmptyLines: false });
  const rows: SheetRow[] = [];
  let line = 1;
  for (const record of parsed.data) {
    const cells = record.slice(0, MAX_COLUMNS).map((c) => clean(String(c ?? '')));
    if (cells.some(Boolean)) rows.push({ row: line, cells });
    // A quoted cell may span lines: count them so that row numbers stay those of the file.
    line += 1 + record.reduce((n, c) => n + (String(c).match(/\n/g)?.length ?? 0), 0);
  }
  return rows;
}

function readText(data: Uint8Array): RawSheet {
  const text = decodeText(data);
  if (!isPlainText(text)) throw AppError.badRequest(FILE_MESSAGES.badText);
  const rows = readDelimited(text);
  if (rows.length > BATCH_MAX_LINES + HEAD_ROOM) throw AppError.badRequest(FILE_MESSAGES.tooMany);
  return { sheetName: '', rows };
}

/** The rows of an uploaded file; refuses what it cannot read with a Chinese message. */
export async function readUpload(file: UploadedFile): Promise<RawSheet> {
  const { data } = file;
  if (data.length === 0) throw AppError.badRequest(FILE_MESSAGES.empty);
  if (startsWith(data, OLE)) throw AppError.badRequest(FILE_MESSAGES.xls);
  const sheet = startsWith(data, ZIP) ? await readXlsx(data) : readText(data);
  if (sheet.rows.length === 0) throw AppError.badRequest(FILE_MESSAGES.empty);
  return sheet;
}

/**
 * A read file as the buyer's mapping step sees it: the header (when one of the first rows names the
 * columns), the data rows after it and the columns detected for each field.
 */
export function toBatchSheet(fileName: string, sheet: RawSheet): BatchSheet {
  // Lines of words separated by spaces read as goods text, quantity and unit (as the web reads a paste).
  const read = readSheetRows(sheet.rows.map((r) => r.cells));
  const { headerIndex, mapping } = read;
  const rows = sheet.rows.map((r, i) => ({ row: r.row, cells: read.rows[i]! }));
  const grid = rows.map((r) => r.cells);
  const width = Math.min(MAX_COLUMNS, Math.max(1, ...grid.map((c) => c.length)));
  const pad = (cells: string[]) => Array.from({ length: width }, (_, i) => cells[i] ?? '');
  const header = headerIndex === null ? null : rows[headerIndex]!;
  const data = rows.slice(headerIndex === null ? 0 : headerIndex + 1);
  if (data.length === 0) throw AppError.badRequest(FILE_MESSAGES.empty);
  if (data.length > BATCH_MAX_LINES) throw AppError.badRequest(FILE_MESSAGES.tooMany);
  const named = read.spaced
    ? [BATCH_FIELD_LABELS.name, BATCH_FIELD_LABELS.num, BATCH_FIELD_LABELS.unit]
    : null;
  const columns = pad(named ?? header?.cells ?? []).map((title, i) => title || `第${i + 1}列`);
  return {
    fileName: fileName.slice(0, 200),
    sheetName: sheet.sheetName,
    headerRow: header?.row ?? null,
    columns,
    rows: data.map((r) => ({ row: r.row, cells: pad(r.cells) })),
    mapping,
  };
}
