export { ORDER_TABS as M_SHOP_ORDER_TABS, isOrderTab } from '@/features/order/mobile/order-tabs';

export const orderListHref = (state: string) => `/m-shop/order/${state}`;
