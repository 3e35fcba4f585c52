import { ORDER_RECORD_STATUS_LABELS, ORDER_TABS as STATUS_TABS } from '@pm/contract/order';

/** The "all orders" tab key. */
export const ORDER_TAB_ALL = 'all';

/**
 * Order tabs of the mobile order lists: 全部, then every order status in the contract's tab order (the
 * order statuses the product spec lists, from 待发货 to 已退款, and 已取消), with its Chinese label.
 */
export const ORDER_TABS: { key: string; title: string }[] = [
  { key: ORDER_TAB_ALL, title: '全部' },
  ...STATUS_TABS.map((s) => ({ key: s, title: ORDER_RECORD_STATUS_LABELS[s] })),
];

export function isOrderTab(key: string | null | undefined): key is string {
  return typeof key === 'string' && ORDER_TABS.some((t) => t.key === key);
}

/** The number a tab shows: its count from the list's statusCounts; null while unknown or none. */
export function tabCount(counts: Record<string, number> | null | undefined, key: string): number | null {
  const n = counts?.[key];
  return typeof n === 'number' && n > 0 ? n : null;
}

/** The empty-state text of a tab. */
export function noOrdersText(key: string): string {
  if (key === ORDER_TAB_ALL) return '您还没有下过订单';
  return `没有“${ORDER_TABS.find((t) => t.key === key)?.title ?? ''}”的订单`;
}
