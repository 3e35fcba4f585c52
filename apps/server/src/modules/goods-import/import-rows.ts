/**
 * The rows of a price and stock file as values: the header found and its columns named (tolerant of
 * half-width brackets, spaces and the unit in brackets), then each data row read cell by cell, every
 * problem kept with its row and column. What the values change is the service's business (it knows the
 * goods).
 */
import { MAX_UNIT_PRICE_FEN, yuanToFen } from '@pm/contract/money';
import {
  WB_IMPORT_COLUMNS as C,
  WB_IMPORT_MESSAGES as M,
  WB_STOCK_COLUMN_PREFIX,
  WB_STOCK_MAX,
  type WbImportError,
} from '@pm/contract/workbench-import';
import { AppError } from '../../lib/app-error';
import { FORMULA, type FileRow } from './import-file';

/** Rows above the header a file may have (a title). */
const HEAD_ROOM = 5;

export interface Columns {
  id: number;
  version: number;
  listPrice: number | null;
  marketPrice: number | null;
  /** Stock columns: index → warehouse id, with the header's text. */
  stock: { index: number; warehouseId: string; title: string }[];
}

/** A data row's values (null: the cell is empty, nothing changes). */
export interface ParsedRow {
  row: number;
  goodsId: string | null;
  version: number | null;
  listPrice: number | null;
  marketPrice: number | null;
  stock: { warehouseId: string; quantity: number }[];
  errors: WbImportError[];
}

/** A header's text compared without spaces, with half-width brackets and colons. */
function norm(text: string): string {
  return text.replace(/\s+/g, '').replace(/（/g, '(').replace(/）/g, ')').replace(/：/g, ':').toLowerCase();
}

const bare = (title: string) => norm(title).replace(/\(.*\)$/, '');
const ID_TITLES = new Set([bare(C.id), 'id', 'goodsid']);
const VERSION_TITLES = new Set([bare(C.version), '版本', 'version']);
const LIST_TITLES = new Set([bare(C.listPrice), '价格', '单价']);
const MARKET_TITLES = new Set([bare(C.marketPrice)]);
const STOCK_PREFIX = norm(WB_STOCK_COLUMN_PREFIX);

/** Finds the header among the first rows and names its columns; a header it cannot use is a 400. */
export function columnsOf(
  rows: FileRow[],
  warehouses: readonly { id: string; name: string }[],
): { columns: Columns; headerAt: number } {
  const headerAt = rows.slice(0, HEAD_ROOM).findIndex((r) => r.cells.some((c) => ID_TITLES.has(bare(c))));
  if (headerAt < 0) throw AppError.badRequest(M.noHeader);
  const byName = new Map(warehouses.map((w) => [norm(w.name), w.id]));
  const found: Partial<Record<'id' | 'version' | 'listPrice' | 'marketPrice', number>> = {};
  const stock: Columns['stock'] = [];
  const once = (key: keyof typeof found, index: number, title: string) => {
    if (found[key] !== undefined) throw AppError.badRequest(M.duplicateColumn(title));
    found[key] = index;
  };
  rows[headerAt]!.cells.forEach((title, index) => {
    const t = norm(title);
    if (t.startsWith(STOCK_PREFIX)) {
      const name = title.replace(/^\s*库存\s*[:：]\s*/, '').trim();
      const warehouseId = byName.get(norm(name));
      if (!warehouseId) throw AppError.badRequest(M.unknownWarehouse(name));
      if (stock.some((s) => s.warehouseId === warehouseId))
        throw AppError.badRequest(M.duplicateColumn(title));
      stock.push({ index, warehouseId, title: `${WB_STOCK_COLUMN_PREFIX}${name}` });
      return;
    }
    const b = bare(title);
    if (ID_TITLES.has(b)) once('id', index, title);
    else if (VERSION_TITLES.has(b)) once('version', index, title);
    else if (LIST_TITLES.has(b)) once('listPrice', index, title);
    else if (MARKET_TITLES.has(b)) once('marketPrice', index, title);
  });
  if (found.id === undefined || found.version === undefined) throw AppError.badRequest(M.noHeader);
  if (found.listPrice === undefined && found.marketPrice === undefined && stock.length === 0)
    throw AppError.badRequest(M.nothingToChange);
  return {
    headerAt,
    columns: {
      id: found.id,
      version: found.version,
      listPrice: found.listPrice ?? null,
      marketPrice: found.marketPrice ?? null,
      stock,
    },
  };
}

function price(text: string, column: string, errors: WbImportError[], row: number): number | null {
  if (text === '') return null;
  if (text === FORMULA) {
    errors.push({ row, column, message: M.formula });
    return null;
  }
  const fen = yuanToFen(text);
  if (fen === null || fen <= 0) errors.push({ row, column, message: M.priceBad });
  else if (fen > MAX_UNIT_PRICE_FEN) errors.push({ row, column, message: M.priceTooHigh });
  else return fen;
  return null;
}

function integer(text: string): number | null {
  const t = text.replace(/,/g, '');
  if (!/^\d+(?:\.0*)?$/.test(t)) return null;
  const n = Number(t);
  return Number.isSafeInteger(n) ? n : null;
}

/** One data row's values and problems. */
export function parseRow(r: FileRow, columns: Columns): ParsedRow {
  const errors: WbImportError[] = [];
  const cell = (i: number | null) => (i === null ? '' : (r.cells[i] ?? ''));
  const idText = cell(columns.id);
  let goodsId: string | null = null;
  if (idText === '') errors.push({ row: r.row, column: C.id, message: M.idMissing });
  else if (!/^[1-9]\d{0,18}$/.test(idText.replace(/\.0*$/, '')))
    errors.push({ row: r.row, column: C.id, message: M.idBad });
  else goodsId = idText.replace(/\.0*$/, '');
  const versionText = cell(columns.version);
  const version = versionText === '' ? null : integer(versionText);
  if (versionText === '') errors.push({ row: r.row, column: C.version, message: M.versionMissing });
  else if (version === null) errors.push({ row: r.row, column: C.version, message: M.versionBad });
  const listPrice = price(cell(columns.listPrice), C.listPrice, errors, r.row);
  const marketPrice = price(cell(columns.marketPrice), C.marketPrice, errors, r.row);
  const stock: ParsedRow['stock'] = [];
  for (const s of columns.stock) {
    const text = cell(s.index);
    if (text === '') continue;
    const quantity = text === FORMULA ? null : integer(text);
    if (quantity === null || quantity > WB_STOCK_MAX)
      errors.push({ row: r.row, column: s.title, message: text === FORMULA ? M.formula : M.stockBad });
    else stock.push({ warehouseId: s.warehouseId, quantity });
  }
  return { row: r.row, goodsId, version, listPrice, marketPrice, stock, errors };
}
