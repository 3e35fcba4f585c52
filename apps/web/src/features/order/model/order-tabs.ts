/**
 * The tabs of 我的订单 and of the supplier's order list: 全部 and the contract's ORDER_TABS with their
 * counts. The everyday tabs always show; the after-sales ones only when they hold orders (or are open),
 * so the row stays short for a buyer who never needed after-sales.
 */
import { ORDER_RECORD_STATUS_LABELS, ORDER_TABS, type OrderRecordStatus } from '@pm/contract/order';

export const ORDER_TAB_ALL = 'all';
export type OrderTabKey = OrderRecordStatus | typeof ORDER_TAB_ALL;

/** Tabs shown whatever their count. */
export const ALWAYS_SHOWN_TABS: readonly OrderRecordStatus[] = [
  'PACKAGING',
  'DELIVERED',
  'DONE',
  'CANCELLED',
];

export interface OrderTab {
  key: OrderTabKey;
  label: string;
  /** Orders in that tab; null while the counts are not known. */
  count: number | null;
}

export function isOrderTabKey(key: string | null | undefined): key is OrderTabKey {
  return key === ORDER_TAB_ALL || (ORDER_TABS as readonly string[]).includes(key ?? '');
}

/** The tabs to show for the counts of the server (`all` and per status) and the open tab. */
export function visibleOrderTabs(
  counts: Record<string, number> | null | undefined,
  active: OrderTabKey = ORDER_TAB_ALL,
): OrderTab[] {
  const countOf = (key: string): number | null => (counts ? (counts[key] ?? 0) : null);
  const tabs: OrderTab[] = [{ key: ORDER_TAB_ALL, label: '全部', count: countOf(ORDER_TAB_ALL) }];
  for (const status of ORDER_TABS) {
    const count = countOf(status);
    const shown = ALWAYS_SHOWN_TABS.includes(status) || status === active || (count ?? 0) > 0;
    if (shown) tabs.push({ key: status, label: ORDER_RECORD_STATUS_LABELS[status], count });
  }
  return tabs;
}

/** A tab's text: 待发货 (3); no number while unknown. */
export function tabText(tab: OrderTab): string {
  return tab.count === null ? tab.label : `${tab.label} (${tab.count})`;
}

/** The empty-state text of a tab. */
export function noOrdersText(key: OrderTabKey, filtered: boolean): string {
  if (filtered) return '没有符合条件的订单';
  if (key === ORDER_TAB_ALL) return '暂无订单';
  return `暂无${ORDER_RECORD_STATUS_LABELS[key]}的订单`;
}
