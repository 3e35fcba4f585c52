/**
 * The goods list's filters live in the address (/shop/list?k=…&catalog=…&brand=…), so back/forward and
 * reload keep them. Prices are typed in yuan and sent in fen.
 */
import type { GoodsSearchRequest, GoodsSort } from '@pm/contract/goods';
import { fenToYuanText, yuanToFen } from '@pm/contract/money';
import { cleanKeyword } from './keyword';

export type ListView = 'grid' | 'list';

export interface ListFilter {
  /** k: the keyword, markup stripped, words kept apart by one space. */
  keyword: string;
  /** catalog: a category name. */
  catalog: string;
  /** brand: brand ids, comma separated in the address. */
  brandIds: string[];
  /** pmin / pmax: yuan as typed ('' when none). */
  priceMin: string;
  priceMax: string;
  /** stock=1: only goods in stock in the delivery area. */
  inStock: boolean;
  sort: GoodsSort;
  page: number;
  view: ListView;
}

/** Goods per page of the list. */
export const LIST_PAGE_SIZE = 60;
/** The list's sort orders (the contract's GoodsSort). */
export const LIST_SORTS: readonly GoodsSort[] = ['relevance', 'sales', 'priceAsc', 'priceDesc', 'newest'];
/** A price filter above this (1 亿元) is not a price. */
const MAX_YUAN = 100_000_000;
const MAX_BRANDS = 50;
const MAX_PAGE = 100_000;

export const EMPTY_FILTER: ListFilter = {
  keyword: '',
  catalog: '',
  brandIds: [],
  priceMin: '',
  priceMax: '',
  inStock: false,
  sort: 'relevance',
  page: 1,
  view: 'grid',
};

/**
 * A price bound as typed ('12', '12.5', '0.05') → fen through the contract's yuanToFen; undefined for blank,
 * negative, malformed (grouping, more than two decimals) or absurd input.
 */
export function priceTextToFen(text: string | null | undefined): number | undefined {
  const t = (text ?? '').trim();
  if (!/^\d+(\.\d{0,2})?$/.test(t)) return undefined;
  const fen = yuanToFen(t);
  return fen === null || Math.floor(fen / 100) > MAX_YUAN ? undefined : fen;
}

/** Fen → yuan for an input box: 1250 → '12.5', 1200 → '12', 5 → '0.05'. */
export function priceYuanText(fen: number): string {
  return Number.isFinite(fen) && fen >= 0 ? fenToYuanText(Math.round(fen), 'all') : '';
}

/** A price as the address keeps it: the normalized yuan text, or '' when it is not a price. */
function priceParam(raw: string | null): string {
  const fen = priceTextToFen(raw);
  return fen === undefined ? '' : priceYuanText(fen);
}

function isSort(value: string | null): value is GoodsSort {
  return value !== null && (LIST_SORTS as readonly string[]).includes(value);
}

/** Reads the filters of a list address's query ('?k=…' or its URLSearchParams). */
export function parseListFilter(search: string | URLSearchParams): ListFilter {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const brandIds = [
    ...new Set(
      (q.get('brand') ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter((s) => /^[1-9]\d{0,17}$/.test(s)),
    ),
  ].slice(0, MAX_BRANDS);
  const page = Number(q.get('page'));
  const sort = q.get('sort');
  return {
    keyword: cleanKeyword(q.get('k')).slice(0, 100),
    catalog: cleanKeyword(q.get('catalog')).slice(0, 50),
    brandIds,
    priceMin: priceParam(q.get('pmin')),
    priceMax: priceParam(q.get('pmax')),
    inStock: q.get('stock') === '1',
    sort: isSort(sort) ? sort : 'relevance',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    view: q.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** The query string of the filters ('' for none): defaults are left out, the order is fixed. */
export function listFilterToSearch(filter: ListFilter): string {
  const q = new URLSearchParams();
  const keyword = cleanKeyword(filter.keyword);
  const catalog = cleanKeyword(filter.catalog);
  if (keyword) q.set('k', keyword);
  if (catalog) q.set('catalog', catalog);
  if (filter.brandIds.length) q.set('brand', filter.brandIds.join(','));
  const pmin = priceParam(filter.priceMin);
  const pmax = priceParam(filter.priceMax);
  if (pmin) q.set('pmin', pmin);
  if (pmax) q.set('pmax', pmax);
  if (filter.inStock) q.set('stock', '1');
  if (filter.sort !== 'relevance') q.set('sort', filter.sort);
  if (filter.page > 1) q.set('page', String(filter.page));
  if (filter.view !== 'grid') q.set('view', filter.view);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** The list address of some filters. */
export function listPathOf(filter: ListFilter): string {
  return `/shop/list${listFilterToSearch(filter)}`;
}

/**
 * A change of filters: anything but the page and the view sends the buyer back to page 1.
 */
export function withFilter(filter: ListFilter, change: Partial<ListFilter>): ListFilter {
  const next = { ...filter, ...change };
  const onlyPaging = Object.keys(change).every((k) => k === 'page' || k === 'view');
  return onlyPaging ? next : { ...next, page: change.page ?? 1 };
}

/** The search request of the filters (prices in fen; a reversed price range is put the right way round). */
export function toSearchRequest(
  filter: ListFilter,
  divisionCode: string,
  limit: number = LIST_PAGE_SIZE,
): GoodsSearchRequest {
  let priceMin = priceTextToFen(filter.priceMin);
  let priceMax = priceTextToFen(filter.priceMax);
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) {
    [priceMin, priceMax] = [priceMax, priceMin];
  }
  const req: GoodsSearchRequest = { sort: filter.sort, page: filter.page, limit };
  if (filter.keyword) req.keyword = filter.keyword;
  if (filter.catalog) req.catalogName = filter.catalog;
  if (filter.brandIds.length) req.brandIds = [...filter.brandIds];
  if (priceMin !== undefined) req.priceMin = priceMin;
  if (priceMax !== undefined) req.priceMax = priceMax;
  if (filter.inStock) req.inStock = true;
  if (/^\d{6}$/.test(divisionCode)) req.divisionCode = divisionCode;
  return req;
}

/** A price band of the facets as a label: ¥0-50, ¥50-100, ¥1000以上 (bounds in fen). */
export function priceBandLabel(min: number, max: number | null): string {
  const lo = priceYuanText(min);
  if (max === null) return `¥${lo}以上`;
  return `¥${lo}-${priceYuanText(max)}`;
}
