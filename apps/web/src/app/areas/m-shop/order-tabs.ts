import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '@pm/contract/constants';
import { ORDER_STATE_ALL } from './area';

/** Tabs of /m-shop/order/:state: 全部 (all) plus every order status of the contract, with its Chinese label. */
export const M_SHOP_ORDER_TABS: { key: string; title: string }[] = [
  { key: ORDER_STATE_ALL, title: '全部' },
  ...ORDER_STATUSES.map((s) => ({ key: s, title: ORDER_STATUS_LABELS[s] })),
];

export function isOrderTab(state: string | undefined): state is string {
  return state !== undefined && M_SHOP_ORDER_TABS.some((t) => t.key === state);
}

export const orderListHref = (state: string) => `/m-shop/order/${state}`;
