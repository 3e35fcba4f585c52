export { ORDER_TABS as M_SHOP_ORDER_TABS, isOrderTab } from '@/features/order/mobile/order-tabs';
export { orderListHref } from './buyer-links';
