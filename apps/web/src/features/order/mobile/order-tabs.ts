import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '@pm/contract/constants';

/** The "all orders" tab key. */
export const ORDER_TAB_ALL = 'all';

/** Order tabs of the mobile order lists: 全部 plus every order status of the contract, with its Chinese label. */
export const ORDER_TABS: { key: string; title: string }[] = [
  { key: ORDER_TAB_ALL, title: '全部' },
  ...ORDER_STATUSES.map((s) => ({ key: s, title: ORDER_STATUS_LABELS[s] })),
];

export function isOrderTab(key: string | undefined): key is string {
  return key !== undefined && ORDER_TABS.some((t) => t.key === key);
}

/** The empty-state text of a tab. */
export function noOrdersText(key: string): string {
  if (key === ORDER_TAB_ALL) return '您还没有下过订单';
  return `没有“${ORDER_TABS.find((t) => t.key === key)?.title ?? ''}”的订单`;
}
