/**
 * The tabs and filters of 退款/售后 (buyer and supplier): 全部 and the contract's REFUND_TABS with the
 * counts of the server, and the filters as they travel in the address (?status=&keyword=&page=), so
 * that 返回 from a detail, a reload or a shared link find the list as it was. Bad values fall back.
 */
import {
  REFUND_STATUS_LABELS,
  REFUND_TABS,
  type RefundPageQuery,
  type RefundStatus,
} from '@pm/contract/refund';

export const REFUND_TAB_ALL = 'all';
export type RefundTabKey = RefundStatus | typeof REFUND_TAB_ALL;
export const REFUND_PAGE_SIZE = 10;
/** The server's keyword limit. */
export const REFUND_KEYWORD_MAX = 50;

export interface RefundTab {
  key: RefundTabKey;
  label: string;
  /** Refunds in that tab; null while the counts are not known. */
  count: number | null;
}

export function isRefundTabKey(key: string | null | undefined): key is RefundTabKey {
  return key === REFUND_TAB_ALL || (REFUND_TABS as readonly string[]).includes(key ?? '');
}

/** 全部 and every tab of the contract, with the counts of the server (`all` and per status). */
export function refundTabs(counts: Record<string, number> | null | undefined): RefundTab[] {
  const countOf = (key: string): number | null => (counts ? (counts[key] ?? 0) : null);
  return [
    { key: REFUND_TAB_ALL, label: '全部', count: countOf(REFUND_TAB_ALL) },
    ...REFUND_TABS.map((s) => ({ key: s, label: REFUND_STATUS_LABELS[s], count: countOf(s) })),
  ];
}

/** The statuses of an application still waiting for someone (the supplier, the buyer or the payment). */
export const OPEN_REFUND_STATUSES: readonly RefundStatus[] = [
  'REFUND_APPLICATION',
  'TO_RETURN',
  'RETURNING',
  'REFUNDING',
];

/** Applications still open, from the list's counts; null while they are not known. */
export function openRefundCount(counts: Record<string, number> | null | undefined): number | null {
  if (!counts) return null;
  return OPEN_REFUND_STATUSES.reduce((n, s) => n + (counts[s] ?? 0), 0);
}

/** A tab's text: 待退货 (3); no number while unknown or for an empty tab other than 全部. */
export function refundTabText(tab: RefundTab): string {
  if (tab.count === null || (tab.count === 0 && tab.key !== REFUND_TAB_ALL)) return tab.label;
  return `${tab.label} (${tab.count})`;
}

/** The empty-state text of a tab. */
export function noRefundsText(key: RefundTabKey, filtered: boolean): string {
  if (filtered) return '没有符合条件的售后单';
  if (key === REFUND_TAB_ALL) return '暂无退款/售后记录';
  return `暂无${REFUND_STATUS_LABELS[key]}的售后单`;
}

export interface RefundFilters {
  status: RefundTabKey;
  keyword: string;
  page: number;
}

export function readRefundFilters(params: URLSearchParams): RefundFilters {
  const status = params.get('status');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    status: isRefundTabKey(status) ? status : REFUND_TAB_ALL,
    keyword: (params.get('keyword') ?? '').trim().slice(0, REFUND_KEYWORD_MAX),
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 100000) : 1,
  };
}

/** The address's search for the filters (defaults left out). */
export function writeRefundFilters(f: RefundFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (f.status !== REFUND_TAB_ALL) out.set('status', f.status);
  if (f.keyword) out.set('keyword', f.keyword);
  if (f.page > 1) out.set('page', String(f.page));
  return out;
}

/** The page query of the list. */
export function refundPageQueryOf(f: RefundFilters): RefundPageQuery {
  return {
    ...(f.status !== REFUND_TAB_ALL ? { status: f.status } : {}),
    ...(f.keyword ? { keyword: f.keyword } : {}),
    page: f.page,
    limit: REFUND_PAGE_SIZE,
  };
}
