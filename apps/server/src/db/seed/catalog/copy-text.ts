/**
 * The COPY text of the generated catalog (text format: tab-separated, backslash escapes), in chunks of
 * a couple of thousand goods for the four tables. Used by load.ts in its own thread or in workers
 * (load-worker.ts) that each make a range of ids.
 */
import { generateGoods, type GoodsRow } from './generate';

const ESC = /[\\\n\r\t]/g;
const ESC_MAP: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
function esc(s: string): string {
  return ESC.test(s) ? ((ESC.lastIndex = 0), s.replace(ESC, (c) => ESC_MAP[c]!)) : s;
}
const ARRAY_ITEM = /[\\"]/g;
/** A text[] literal with every item quoted (so NULL, commas and braces are plain text). */
function arrayLiteral(items: readonly string[]): string {
  const joined = items.join('","');
  // Fast path: nothing to escape inside the items (the usual case).
  if (!joined.includes('\\') && items.every((i) => !i.includes('"'))) return `{"${joined}"}`;
  return `{${items.map((i) => `"${i.replace(ARRAY_ITEM, '\\$&')}"`).join(',')}}`;
}

/** The offers of one product share their search terms array: its COPY text is made once. */
let lastTerms: readonly string[] | null = null;
let lastTermsText = '';
function termsText(terms: readonly string[]): string {
  if (terms !== lastTerms) {
    lastTerms = terms;
    lastTermsText = esc(arrayLiteral(terms));
  }
  return lastTermsText;
}

export const GOODS_COLUMNS = [
  'id',
  'sku_code',
  'name',
  'brand_id',
  'catalog_id',
  'catalog1_id',
  'catalog2_id',
  'supplier_id',
  'series',
  'model',
  'spec',
  'unit',
  'moq',
  'order_multiple',
  'list_price',
  'market_price',
  'stock_total',
  'sales',
  'status',
  'attrs',
  'images',
  'description',
  'freight_template_id',
  'model_norm',
  'search_terms',
  'created_at',
  'updated_at',
] as const;

export function goodsLine(g: GoodsRow): string {
  return (
    [
      g.id,
      esc(g.sku_code),
      esc(g.name),
      g.brand_id,
      g.catalog_id,
      g.catalog1_id,
      g.catalog2_id,
      g.supplier_id,
      esc(g.series),
      esc(g.model),
      esc(g.spec),
      esc(g.unit),
      g.moq,
      g.order_multiple,
      g.list_price,
      g.market_price,
      g.stock_total,
      g.sales,
      g.status,
      esc(JSON.stringify(g.attrs)),
      esc(arrayLiteral(g.images)),
      esc(g.description),
      g.freight_template_id,
      esc(g.model_norm),
      termsText(g.search_terms),
      g.created_at,
      g.created_at,
    ].join('\t') + '\n'
  );
}

export interface CopyChunk {
  goods: string;
  stock: string;
  prices: string;
  limits: string;
  counts: [goods: number, stock: number, prices: number, limits: number];
}

/** The goods with ids startId … endId as COPY text, `size` goods per chunk. */
export function* copyChunks(startId: number, endId: number, size = 2000): Generator<CopyChunk> {
  let chunk: CopyChunk = { goods: '', stock: '', prices: '', limits: '', counts: [0, 0, 0, 0] };
  for (const { goods, stock, prices, limits } of generateGoods(endId, { startId })) {
    chunk.goods += goodsLine(goods);
    for (const [w, q] of stock) chunk.stock += `${goods.id}\t${w}\t${q}\n`;
    for (const [o, p] of prices) chunk.prices += `${goods.id}\t${o}\t${p}\n`;
    for (const d of limits) chunk.limits += `${goods.id}\t${d}\n`;
    const c = chunk.counts;
    c[0]++;
    c[1] += stock.length;
    c[2] += prices.length;
    c[3] += limits.length;
    if (c[0] >= size) {
      yield chunk;
      chunk = { goods: '', stock: '', prices: '', limits: '', counts: [0, 0, 0, 0] };
    }
  }
  if (chunk.counts[0]) yield chunk;
}
