/**
 * The phone goods lists (item/list, category/:id, goods-list): the same filters as the desktop list
 * (keyword, category name, brands, price in yuan, in stock, sort) plus a category id (cid, or the
 * category page's path). The address keeps them; the list itself pages by scrolling, so no page number.
 */
import type { GoodsSearchRequest, GoodsSort } from '@pm/contract/goods';
import {
  EMPTY_FILTER,
  listFilterToSearch,
  parseListFilter,
  toSearchRequest,
  type ListFilter,
} from './list-filter';

export interface MobileListFilter {
  keyword: string;
  /** catalog: a category name (banner links use names). */
  catalog: string;
  /** cid: a category id (suggestions, the category pages). */
  catalogId: string;
  brandIds: string[];
  /** pmin / pmax: yuan as typed ('' when none). */
  priceMin: string;
  priceMax: string;
  inStock: boolean;
  sort: GoodsSort;
}

/** Goods per loaded page of a phone list (two columns of ten rows). */
export const MOBILE_PAGE_SIZE = 20;

export const EMPTY_MOBILE_FILTER: MobileListFilter = {
  keyword: '',
  catalog: '',
  catalogId: '',
  brandIds: [],
  priceMin: '',
  priceMax: '',
  inStock: false,
  sort: 'relevance',
};

const ID = /^[1-9]\d{0,17}$/;

function toListFilter(f: MobileListFilter): ListFilter {
  return {
    ...EMPTY_FILTER,
    keyword: f.keyword,
    catalog: f.catalog,
    brandIds: f.brandIds,
    priceMin: f.priceMin,
    priceMax: f.priceMax,
    inStock: f.inStock,
    sort: f.sort,
  };
}

/**
 * Reads a phone list's address query. `catalogId` (the category page's path id) wins over cid;
 * invalid values are dropped.
 */
export function parseMobileFilter(search: string | URLSearchParams, catalogId?: string): MobileListFilter {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const f = parseListFilter(q);
  const cid = catalogId ?? q.get('cid') ?? '';
  return {
    keyword: f.keyword,
    catalog: f.catalog,
    catalogId: ID.test(cid) ? cid : '',
    brandIds: f.brandIds,
    priceMin: f.priceMin,
    priceMax: f.priceMax,
    inStock: f.inStock,
    sort: f.sort,
  };
}

/**
 * The query string of the filters ('' for none; defaults left out, markup stripped and prices checked as
 * on the desktop list). `withCatalogId: false` leaves cid out (the category page keeps it in its path).
 */
export function mobileFilterSearch(filter: MobileListFilter, withCatalogId = true): string {
  const q = new URLSearchParams(listFilterToSearch(toListFilter(filter)));
  if (withCatalogId && ID.test(filter.catalogId)) q.set('cid', filter.catalogId);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** The search request of the filters without the page (the infinite list adds it). */
export function mobileSearchRequest(
  filter: MobileListFilter,
  divisionCode: string,
  limit: number = MOBILE_PAGE_SIZE,
): Omit<GoodsSearchRequest, 'page'> {
  const { page: _page, ...req } = toSearchRequest(toListFilter(filter), divisionCode, limit);
  if (ID.test(filter.catalogId)) req.catalogId = filter.catalogId;
  return req;
}

/** The sort tabs of a phone list: 综合 · 销量 · 新品 · 价格 (price toggles low→high / high→low). */
export type SortTab = 'relevance' | 'sales' | 'newest' | 'price';
export const SORT_TABS: { key: SortTab; label: string }[] = [
  { key: 'relevance', label: '综合' },
  { key: 'sales', label: '销量' },
  { key: 'newest', label: '新品' },
  { key: 'price', label: '价格' },
];

export function sortTabOf(sort: GoodsSort): SortTab {
  return sort === 'priceAsc' || sort === 'priceDesc' ? 'price' : sort;
}

/** The sort after a tab is tapped: 价格 starts low→high and flips on each further tap. */
export function nextSort(current: GoodsSort, tab: SortTab): GoodsSort {
  if (tab !== 'price') return tab;
  return current === 'priceAsc' ? 'priceDesc' : 'priceAsc';
}

/** How many filters of the filter sheet are on (brands count one each). */
export function activeFilterCount(filter: MobileListFilter): number {
  return filter.brandIds.length + (filter.priceMin || filter.priceMax ? 1 : 0) + (filter.inStock ? 1 : 0);
}
