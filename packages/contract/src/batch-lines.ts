/**
 * Lines of a batch purchase (批量采购) as a buyer writes them in a spreadsheet: which column holds
 * what (headers in any order and wording), quantities as typed, and the quantity a goods accepts.
 * Pure functions, shared by the server (uploaded files, matching) and the web (pasted text).
 */

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

/** The largest quantity of one line (the cart's cap). */
export const BATCH_MAX_NUM = 999_999;

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

/**
 * Columns of a sheet without a header, guessed from the values: the column of small whole numbers is
 * the quantity, short Chinese words (个, 盒) the unit, the longest Chinese texts the name, the first
 * column of letters and digits the code and the next one the model.
 */
export function guessColumns(rows: readonly (readonly string[])[]): BatchColumnMapping {
  const sample = rows.slice(0, 50);
  const width = Math.max(0, ...sample.map((r) => r.length));
  const stats = Array.from({ length: width }, (_, col) => {
    const values = sample.map((r) => (r[col] ?? '').trim()).filter(Boolean);
    const n = values.length || 1;
    return {
      col,
      filled: values.length,
      integers: values.filter((v) => INTEGER.test(v)).length / n,
      maxInt: Math.max(0, ...values.filter((v) => INTEGER.test(v)).map(Number)),
      han: values.filter((v) => HAN.test(v)).length / n,
      shortHan: values.filter((v) => HAN.test(v) && [...v].length <= 2).length / n,
      avgLength: values.reduce((s, v) => s + [...v].length, 0) / n,
      codeLike:
        values.filter((v) => !HAN.test(v) && /[0-9]/.test(v) && /^[\p{L}\p{N}\-_./ ]+$/u.test(v)).length / n,
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
  // Quantities: whole numbers, the column with the smallest values (codes are whole numbers too).
  const ints = filled.filter((s) => s.integers >= 0.8).sort((a, b) => a.maxInt - b.maxInt || b.col - a.col);
  take('num', ints[0]?.col);
  // Units: the shortest Chinese words (个, 把; a brand such as 得力 is longer), nearest the quantity.
  const near = (col: number) => (mapping.num === null ? 0 : Math.abs(col - mapping.num));
  const units = filled
    .filter((s) => !used.has(s.col) && s.shortHan >= 0.8 && s.avgLength <= 2)
    .sort((a, b) => a.avgLength - b.avgLength || near(a.col) - near(b.col));
  take('unit', units[0]?.col);
  const names = filled
    .filter((s) => !used.has(s.col) && s.han >= 0.5)
    .sort((a, b) => b.avgLength - a.avgLength);
  take('name', names[0]?.col);
  const codes = filled.filter((s) => !used.has(s.col) && s.codeLike >= 0.8);
  take('code', codes[0]?.col);
  take('model', codes[1]?.col);
  const brand = filled.find((s) => !used.has(s.col) && s.han >= 0.5 && s.avgLength <= 8);
  take('brand', brand?.col);
  return mapping;
}

export interface DetectedColumns {
  /** Index (0-based) of the header row among the rows, null when the rows have none. */
  headerIndex: number | null;
  mapping: BatchColumnMapping;
}

/**
 * The header row (one of the first rows naming at least two fields, or the quantity and one more) and
 * the columns it names; without one, columns guessed from the values.
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
  if (!Number.isSafeInteger(num)) return { ok: false, message: `数量不能超过 ${BATCH_MAX_NUM}` };
  if (num < 1) return { ok: false, message: '数量应大于 0' };
  if (num > BATCH_MAX_NUM) return { ok: false, message: `数量不能超过 ${BATCH_MAX_NUM}` };
  return { ok: true, num };
}

export interface QuantityRule {
  moq: number;
  orderMultiple: number;
  unit: string;
}

/** The smallest quantity a goods accepts: its MOQ rounded up to its order multiple. */
export function minQuantity(rule: Pick<QuantityRule, 'moq' | 'orderMultiple'>): number {
  const step = Math.max(1, rule.orderMultiple);
  return Math.ceil(Math.max(1, rule.moq) / step) * step;
}

/**
 * Whether `num` suits the goods; when not, the nearest quantity that does (at least the MOQ, rounded
 * up to the multiple) and a Chinese message suggesting it.
 */
export function checkQuantity(
  num: number,
  rule: QuantityRule,
): { suggested: number; message: string } | null {
  const step = Math.max(1, rule.orderMultiple);
  const unit = rule.unit || '件';
  const min = minQuantity(rule);
  if (num < rule.moq) {
    return { suggested: min, message: `数量 ${num} 低于起订量 ${rule.moq}${unit}，建议改为 ${min}` };
  }
  if (num % step !== 0) {
    const up = Math.min(Math.ceil(num / step) * step, Math.floor(BATCH_MAX_NUM / step) * step);
    return { suggested: up, message: `数量 ${num} 须为 ${step}${unit}的整数倍，建议改为 ${up}` };
  }
  return null;
}
