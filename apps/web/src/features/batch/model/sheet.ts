/**
 * A purchase list before matching: rows from pasted text (cells copied from Excel are tab separated;
 * comma separated text works too) or from an uploaded file (read by the server), the columns detected
 * for each field, and the lines the chosen mapping reads from the rows.
 */
import Papa from 'papaparse';
import type { BatchLineInput, BatchSheet } from '@pm/contract/batch';
import { BATCH_FIELD_LABELS, lineOf, readSheetRows, type BatchColumnMapping } from '@pm/contract/batch-lines';
import { BATCH_MAX_LINES } from '@pm/contract/batch';

export type Sheet = Omit<BatchSheet, 'fileName' | 'sheetName'> & { source: string };

/** Longest cell kept (the server refuses longer ones). */
const CELL_MAX = 200;
const MAX_COLUMNS = 30;

/** Cells of pasted text: tabs when the text has them (Excel), otherwise the delimiter found. */
export function parsePasted(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const delimiter = body.includes('\t') ? '\t' : '';
  const parsed = Papa.parse<string[]>(body, { delimiter, skipEmptyLines: false });
  return parsed.data.map((row) =>
    row.slice(0, MAX_COLUMNS).map((c) =>
      String(c ?? '')
        .trim()
        .slice(0, CELL_MAX),
    ),
  );
}

export type SheetReading = { ok: true; sheet: Sheet } | { ok: false; message: string };

/**
 * Pasted text as a sheet: blank rows dropped, the header (if any) and the columns detected; lines of
 * words separated by spaces read as goods text, quantity and unit (readSheetRows).
 */
export function sheetFromText(text: string): SheetReading {
  const pasted = parsePasted(text)
    .map((cells, i) => ({ row: i + 1, cells }))
    .filter((r) => r.cells.some(Boolean));
  if (pasted.length === 0) return { ok: false, message: '请粘贴采购清单（可从 Excel 中复制多行）' };
  const read = readSheetRows(pasted.map((r) => r.cells));
  const { headerIndex, mapping } = read;
  const all = pasted.map((r, i) => ({ row: r.row, cells: read.rows[i]! }));
  const data = all.slice(headerIndex === null ? 0 : headerIndex + 1);
  if (data.length === 0) return { ok: false, message: '只有表头，没有商品行' };
  if (data.length > BATCH_MAX_LINES) {
    return { ok: false, message: `一次最多 ${BATCH_MAX_LINES} 行，请分批粘贴` };
  }
  const width = Math.max(...all.map((r) => r.cells.length));
  const pad = (cells: string[]) => Array.from({ length: width }, (_, i) => cells[i] ?? '');
  // Spaced lines have no header of their own: their columns are named by their fields.
  const named = read.spaced
    ? [BATCH_FIELD_LABELS.name, BATCH_FIELD_LABELS.num, BATCH_FIELD_LABELS.unit].slice(0, width)
    : null;
  const header = headerIndex === null ? null : all[headerIndex]!;
  return {
    ok: true,
    sheet: {
      source: '粘贴的内容',
      headerRow: header?.row ?? null,
      columns: pad(named ?? header?.cells ?? []).map((t, i) => t || `第${i + 1}列`),
      rows: data.map((r) => ({ row: r.row, cells: pad(r.cells) })),
      mapping,
    },
  };
}

/** A sheet the server read from a file. */
export function sheetFromFile(file: BatchSheet): Sheet {
  const { fileName, sheetName, ...rest } = file;
  return { ...rest, source: sheetName ? `${fileName}（${sheetName}）` : fileName };
}

/** The lines the mapping reads, each with its row in the source. */
export function linesOf(sheet: Pick<Sheet, 'rows'>, mapping: BatchColumnMapping): BatchLineInput[] {
  return sheet.rows.map((r) => {
    const line = lineOf(r.cells, mapping);
    const out: BatchLineInput = { row: r.row };
    for (const [k, v] of Object.entries(line) as [keyof typeof line, string][]) if (v) out[k] = v;
    return out;
  });
}
