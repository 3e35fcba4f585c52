/**
 * The filters of an order list as they travel in the address (?status=&keyword=&from=&to=&page=), so
 * that 返回 from a detail, a reload or a shared link find the list as it was. Bad values fall back.
 */
import type { OrderPageQuery } from '@pm/contract/order';
import { isOrderTabKey, ORDER_TAB_ALL, type OrderTabKey } from './order-tabs';

export const ORDER_PAGE_SIZE = 10;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface OrderFilters {
  status: OrderTabKey;
  keyword: string;
  dateFrom: string;
  dateTo: string;
  page: number;
}

export function readOrderFilters(params: URLSearchParams): OrderFilters {
  const status = params.get('status');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    status: isOrderTabKey(status) ? status : ORDER_TAB_ALL,
    keyword: (params.get('keyword') ?? '').trim().slice(0, 50),
    dateFrom: DAY.test(from) ? from : '',
    dateTo: DAY.test(to) ? to : '',
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 100000) : 1,
  };
}

/** The address's search for the filters (defaults left out); a change of filter goes back to page 1. */
export function writeOrderFilters(f: OrderFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (f.status !== ORDER_TAB_ALL) out.set('status', f.status);
  if (f.keyword) out.set('keyword', f.keyword);
  if (f.dateFrom) out.set('from', f.dateFrom);
  if (f.dateTo) out.set('to', f.dateTo);
  if (f.page > 1) out.set('page', String(f.page));
  return out;
}

/** The filters without paging: what the list, its counts and the export share. */
export function filterQuery(f: OrderFilters): Omit<OrderPageQuery, 'page' | 'limit'> {
  return {
    ...(f.status !== ORDER_TAB_ALL ? { status: f.status } : {}),
    ...(f.keyword ? { keyword: f.keyword } : {}),
    ...(f.dateFrom ? { dateFrom: f.dateFrom } : {}),
    ...(f.dateTo ? { dateTo: f.dateTo } : {}),
  };
}

/** The page query of the list. */
export function pageQueryOf(f: OrderFilters): OrderPageQuery {
  return { ...filterQuery(f), page: f.page, limit: ORDER_PAGE_SIZE };
}
