/**
 * Lines of a batch purchase (批量采购) as a buyer writes them in a spreadsheet: which column holds
 * what (headers in any order and wording), quantities as typed, and the quantity a goods accepts.
 * Pure functions, shared by the server (uploaded files, matching) and the web (pasted text).
 */
import { QUANTITY_MAX, quantityProblem, type QuantityRule } from './quantity';

/** The fields of one line, in the template's column order. */
export const BATCH_FIELDS = ['code', 'name', 'brand', 'model', 'num', 'unit'] as const;
export type BatchField = (typeof BATCH_FIELDS)[number];

export const BATCH_FIELD_LABELS: Record<BatchField, string> = {
  code: '商品编码',
  name: '商品名称',
  brand: '品牌',
  model: '型号',
  num: '数量',
  unit: '单位',
};

/** Which column (0-based) holds each field; null when the sheet has no such column. */
export type BatchColumnMapping = Record<BatchField, number | null>;

/**
 * Header wordings per field, most specific first. Compared after normalizeHeader (lower case, no
 * spaces, no marks such as * or a trailing "(必填)").
 */
const HEADER_ALIASES: Record<BatchField, readonly string[]> = {
  code: [
    '商品编码',
    'sku编码',
    'sku',
    'skucode',
    '商品sku',
    '物料编码',
    '物料编号',
    '物料代码',
    '商品编号',
    '商品代码',
    '产品编码',
    '产品编号',
    '货号',
    '编码',
    '编号',
    'code',
    'itemcode',
    'productcode',
    'partno',
    'partnumber',
  ],
  name: [
    '商品名称',
    '物料名称',
    '产品名称',
    '名称',
    '品名',
    '物料描述',
    '商品描述',
    '商品',
    '物料',
    'name',
    'productname',
    'itemname',
    'description',
  ],
  brand: ['品牌', '品牌名称', '品牌名', '生产厂家', '制造商', 'brand', 'brandname', 'manufacturer'],
  model: ['型号', '规格型号', '型号规格', '产品型号', '商品型号', '规格', 'model', 'spec', 'specification'],
  num: ['数量', '采购数量', '需求数量', '购买数量', '订购数量', '订货数量', '数目', 'qty', 'quantity', 'num'],
  unit: ['单位', '计量单位', '采购单位', 'unit', 'uom'],
};

/** A header cell as compared: NFKC, lower case, without spaces, marks and a parenthesized remark. */
export function normalizeHeader(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\([^)]*\)|\[[^\]]*\]/g, '')
    .replace(/[\s*:_\-#./\\]+/g, '');
}

/** How well a header names a field: 0 none, 1–2 contains an alias, 3+ is an alias (earlier ones score more). */
function headerScore(header: string, field: BatchField): number {
  const h = normalizeHeader(header);
  if (!h) return 0;
  const aliases = HEADER_ALIASES[field];
  const exact = aliases.indexOf(h);
  if (exact >= 0) return 4 - exact / aliases.length;
  let best = 0;
  for (const a of aliases) {
    // Latin aliases only as whole words would be safer; a header of a few letters rarely holds one.
    if (a.length >= 2 && h.includes(a)) best = Math.max(best, 1 + a.length / Math.max(h.length, a.length));
  }
  return best;
}

export const EMPTY_MAPPING: BatchColumnMapping = {
  code: null,
  name: null,
  brand: null,
  model: null,
  num: null,
  unit: null,
};

/**
 * The columns of a header row: every pair (column, field) scored, the best pairs taken first, each
 * column and field used once.
 */
export function mapHeaders(headers: readonly string[]): { mapping: BatchColumnMapping; found: number } {
  const pairs: { col: number; field: BatchField; score: number }[] = [];
  headers.forEach((header, col) => {
    for (const field of BATCH_FIELDS) {
      const score = headerScore(header ?? '', field);
      if (score > 0) pairs.push({ col, field, score });
    }
  });
  pairs.sort((a, b) => b.score - a.score || a.col - b.col);
  const mapping: BatchColumnMapping = { ...EMPTY_MAPPING };
  const used = new Set<number>();
  let found = 0;
  for (const p of pairs) {
    if (mapping[p.field] !== null || used.has(p.col)) continue;
    mapping[p.field] = p.col;
    used.add(p.col);
    found++;
  }
  return { mapping, found };
}

const HAN = /\p{Script=Han}/u;
const INTEGER = /^\d{1,7}$/;

/** Units a buyer writes after a quantity or in a unit column (个, 盒 …): never a brand such as 得力. */
export const UNIT_WORDS: ReadonlySet<string> = new Set([
  ...'个 件 只 支 把 套 盒 箱 包 袋 卷 米 桶 瓶 罐 张 本 令 顶 双 副 付 对 条 根 块 片 台 组 捆 扎 筒 桶 升 吨 片 串 粒 枚 头 樘 面 排 盘 管 节'.split(
    ' ',
  ),
  '千克',
  '公斤',
  '公升',
  '平方',
  '立方',
  'kg',
  'g',
  'l',
  'm',
  'pcs',
  'pc',
  'set',
  'box',
]);

/** A unit word as typed (full-width, any case). */
export function isUnitWord(text: string): boolean {
  return UNIT_WORDS.has(text.normalize('NFKC').trim().toLowerCase());
}

/** A goods code of this mall (GM000000123) or one like it: a few letters, then six or more digits. */
export function looksLikeSkuCode(text: string): boolean {
  return /^[A-Za-z]{1,4}-?\d{6,}$/.test(text.normalize('NFKC').trim());
}

/** Letters and digits with a digit, no Chinese, at least three characters: a code or a model (not 3M). */
function codeLike(v: string): boolean {
  return !HAN.test(v) && /[0-9]/.test(v) && [...v].length >= 3 && /^[\p{L}\p{N}\-_./ ]+$/u.test(v);
}

/**
 * Columns of a sheet without a header, guessed from the values: the column of small whole numbers is
 * the quantity, unit words (个, 盒) the unit, the longest Chinese texts without digits the name, goods
 * codes the code and other letters-and-digits the model, and a short text left of the name the brand
 * (得力, 3M, SKF).
 */
export function guessColumns(rows: readonly (readonly string[])[]): BatchColumnMapping {
  const sample = rows.slice(0, 50);
  const width = Math.max(0, ...sample.map((r) => r.length));
  const stats = Array.from({ length: width }, (_, col) => {
    const values = sample.map((r) => (r[col] ?? '').trim()).filter(Boolean);
    const n = values.length || 1;
    const share = (test: (v: string) => boolean) => values.filter(test).length / n;
    return {
      col,
      filled: values.length,
      integers: share((v) => INTEGER.test(v)),
      maxInt: Math.max(0, ...values.filter((v) => INTEGER.test(v)).map(Number)),
      han: share((v) => HAN.test(v)),
      digits: share((v) => /\d/.test(v)),
      units: share(isUnitWord),
      avgLength: values.reduce((s, v) => s + [...v].length, 0) / n,
      codeLike: share(codeLike),
      skuLike: share((v) => looksLikeSkuCode(v) || /^\d{6,}$/.test(v)),
      /** Chinese characters per value. */
      hanChars: values.reduce((n, v) => n + (v.match(/\p{Script=Han}/gu)?.length ?? 0), 0) / n,
    };
  });
  const mapping: BatchColumnMapping = { ...EMPTY_MAPPING };
  const used = new Set<number>();
  const take = (field: BatchField, col: number | undefined) => {
    if (col === undefined || used.has(col)) return;
    mapping[field] = col;
    used.add(col);
  };
  const filled = stats.filter((s) => s.filled > 0);
  // Goods codes first: they are whole numbers at times, and never the quantity.
  take('code', filled.find((s) => s.skuLike >= 0.8)?.col);
  // Quantities: whole numbers, the column with the smallest values (codes are whole numbers too).
  const ints = filled
    .filter((s) => !used.has(s.col) && s.integers >= 0.8)
    .sort((a, b) => a.maxInt - b.maxInt || b.col - a.col);
  take('num', ints[0]?.col);
  // Units: unit words only, nearest the quantity.
  const near = (col: number) => (mapping.num === null ? 0 : Math.abs(col - mapping.num));
  const units = filled
    .filter((s) => !used.has(s.col) && s.units >= 0.8)
    .sort((a, b) => near(a.col) - near(b.col));
  take('unit', units[0]?.col);
  // The name: the most Chinese characters; between equals, the one without digits (a specification has them).
  const names = filled
    .filter((s) => !used.has(s.col) && s.han >= 0.5)
    .sort((a, b) => b.hanChars - a.hanChars || a.digits - b.digits || a.col - b.col);
  take('name', names[0]?.col);
  const codes = filled.filter((s) => !used.has(s.col) && s.codeLike >= 0.8);
  // Two more columns of codes: the goods code and the model; one: the model.
  if (codes.length >= 2 && mapping.code === null) take('code', codes[0]?.col);
  take('model', codes.find((s) => !used.has(s.col))?.col);
  // The brand: a short text, left of the name when there is one (得力 订书机 …).
  const brands = filled.filter(
    (s) => !used.has(s.col) && s.avgLength <= 10 && s.integers < 0.5 && s.units < 0.5,
  );
  const left = brands.filter((s) => mapping.name === null || s.col < mapping.name);
  take('brand', (left[0] ?? brands.find((s) => s.han >= 0.5))?.col);
  // A Chinese column with digits left over (重型 50页): the specification, read with the model.
  if (mapping.model === null) take('model', filled.find((s) => !used.has(s.col) && s.han >= 0.5)?.col);
  return mapping;
}

/**
 * One pasted line of words separated by spaces (得力 订书机 10, GM000000123 5, 螺丝刀 3 把): the words
 * before the quantity are the goods text, then the quantity and an optional unit ("10个" too).
 */
export function spacedCells(line: string): { text: string; num: string; unit: string } {
  const words = line.normalize('NFKC').trim().split(/\s+/).filter(Boolean);
  const last = words[words.length - 1] ?? '';
  const qty = /^[x×*]?(\d[\d,]*)(?:\.0+)?(\p{Script=Han}{1,2}|[a-z]{1,3})?$/iu;
  let num = '';
  let unit = '';
  let end = words.length;
  const m = qty.exec(last);
  if (m && words.length > 1 && (!m[2] || isUnitWord(m[2]))) {
    num = m[1]!;
    unit = m[2] ?? '';
    end--;
  } else if (words.length > 2 && isUnitWord(last)) {
    const q = qty.exec(words[words.length - 2]!);
    if (q && !q[2]) {
      num = q[1]!;
      unit = last;
      end -= 2;
    }
  }
  return { text: words.slice(0, end).join(' '), num, unit };
}

/**
 * Rows of text whose cells are words separated by spaces (each row one cell, no tab or comma): each
 * row as its goods text, quantity and unit, a header row of field names dropped. Null when the rows
 * have columns of their own. Such rows are three columns: 商品名称, 数量, 单位.
 */
export function readSpacedRows(rows: readonly (readonly string[])[]):
  | (DetectedColumns & {
      rows: string[][];
    })
  | null {
  const filled = rows.filter((r) => r.some((c) => c?.trim()));
  if (filled.length === 0) return null;
  if (!filled.every((r) => r.filter((c) => c?.trim()).length === 1)) return null;
  const texts = rows.map((r) => r.find((c) => c?.trim())?.trim() ?? '');
  if (!texts.some((t) => /\s/.test(t))) return null;
  let headerIndex: number | null = null;
  const first = texts.findIndex(Boolean);
  if (first >= 0 && mapHeaders(texts[first]!.split(/\s+/)).found >= 2) headerIndex = first;
  const out = texts.map((t, i) => {
    if (!t || i === headerIndex) return [t, '', ''];
    const c = spacedCells(t);
    return [c.text, c.num, c.unit];
  });
  const hasUnit = out.some((r, i) => i !== headerIndex && r[2]);
  return {
    headerIndex,
    rows: out,
    mapping: { ...EMPTY_MAPPING, name: 0, num: 1, unit: hasUnit ? 2 : null },
  };
}

export interface DetectedColumns {
  /** Index (0-based) of the header row among the rows, null when the rows have none. */
  headerIndex: number | null;
  mapping: BatchColumnMapping;
}

/**
 * The header row (one of the first rows naming at least two fields, or the quantity and one more) and
 * the columns it names; without one, columns guessed from the values. Rows of words separated by
 * spaces: see readSheetRows.
 */
export function detectColumns(rows: readonly (readonly string[])[]): DetectedColumns {
  const limit = Math.min(rows.length, 10);
  for (let i = 0; i < limit; i++) {
    const row = rows[i]!;
    if (row.every((c) => !c?.trim())) continue;
    const { mapping, found } = mapHeaders(row);
    if (found >= 2) return { headerIndex: i, mapping };
  }
  return { headerIndex: null, mapping: guessColumns(rows) };
}

/** A mapping is usable when it names the quantity and something to find the goods by. */
export function mappingProblem(mapping: BatchColumnMapping): string | null {
  if (mapping.code === null && mapping.name === null && mapping.model === null) {
    return '请至少指定商品编码、商品名称或型号中的一列';
  }
  if (mapping.num === null) return '请指定数量所在的列';
  const cols = BATCH_FIELDS.map((f) => mapping[f]).filter((c): c is number => c !== null);
  if (new Set(cols).size !== cols.length) return '同一列不能对应多个字段';
  return null;
}

/** One line as the fields of the mapping read it from a row. */
export function lineOf(row: readonly string[], mapping: BatchColumnMapping): Record<BatchField, string> {
  const out = {} as Record<BatchField, string>;
  for (const field of BATCH_FIELDS) {
    const col = mapping[field];
    out[field] = col === null ? '' : String(row[col] ?? '').trim();
  }
  return out;
}

export type QuantityReading = { ok: true; num: number } | { ok: false; message: string };

/**
 * A quantity as typed: a whole number, with thousands separators, full-width digits, a trailing
 * ".0" or a unit word (10个) allowed.
 */
export function parseQuantity(raw: string): QuantityReading {
  const text = raw.normalize('NFKC').trim();
  if (!text) return { ok: false, message: '未填写数量' };
  const m = /^(\d[\d,]*)(?:\.0+)?\s*\p{Script=Han}{0,2}$/u.exec(text);
  if (!m) return { ok: false, message: `数量「${text.slice(0, 20)}」不是正整数` };
  const num = Number(m[1]!.replace(/,/g, ''));
  if (!Number.isSafeInteger(num)) return { ok: false, message: `数量不能超过 ${QUANTITY_MAX}` };
  if (num < 1) return { ok: false, message: '数量应大于 0' };
  if (num > QUANTITY_MAX) return { ok: false, message: `数量不能超过 ${QUANTITY_MAX}` };
  return { ok: true, num };
}

/**
 * The smallest quantity a goods accepts (its MOQ rounded up to its order multiple): the quantity
 * module's, named here for callers that read batch lines.
 */

/**
 * Whether `num` suits the goods (./quantity's rule); when not, the nearest quantity that does and the
 * rule's one wording with the suggestion: 数量 3 起订量为 5盒，建议改为 6.
 */
export function checkQuantity(
  num: number,
  rule: QuantityRule,
): { suggested: number; message: string } | null {
  const problem = quantityProblem(num, rule);
  if (!problem) return null;
  return {
    suggested: problem.suggested,
    message: `数量 ${num} ${problem.message}，建议改为 ${problem.suggested}`,
  };
}

/**
 * The rows of a pasted text or a read file as the mapping step takes them: rows of words separated by
 * spaces become goods text, quantity and unit (readSpacedRows); other rows keep their cells, with the
 * header and columns detected (detectColumns). Web and server read lists through this one function.
 */
export function readSheetRows(
  rows: readonly (readonly string[])[],
): DetectedColumns & { rows: string[][]; spaced: boolean } {
  const spaced = readSpacedRows(rows);
  if (spaced) return { ...spaced, spaced: true };
  return { ...detectColumns(rows), rows: rows.map((r) => r.map((c) => String(c ?? ''))), spaced: false };
}

/**
 * Whether the stock for the buyer's delivery area covers a quantity: null when it does, else why not
 * (no stock at all, or less than the quantity). Goods that cannot be bought there are neither proposed
 * first nor added by 勾选全部可加入的行.
 */
export function stockProblem(num: number, goods: { stock: number; unit: string }): string | null {
  if (goods.stock >= Math.max(1, num)) return null;
  if (goods.stock <= 0) return '该商品在当前配送地区无货';
  return `当前配送地区库存不足，可售 ${goods.stock}${goods.unit || '件'}`;
}
