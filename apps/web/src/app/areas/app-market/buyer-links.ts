/** Where the app market's buying screens lead (cart, checkout, orders, after-sales, addresses). */
import { APP_MARKET_BASE } from './paths';

export const APP_MARKET_CART_PATH = `${APP_MARKET_BASE}/cart`;
export const APP_MARKET_ADD_ORDER_PATH = `${APP_MARKET_BASE}/add-order`;
export const APP_MARKET_ORDER_PATH = `${APP_MARKET_BASE}/order`;
export const APP_MARKET_ADDRESS_PATH = `${APP_MARKET_BASE}/manage-address`;
export const APP_MARKET_INVOICE_PATH = `${APP_MARKET_BASE}/manage-invoice`;
export const APP_MARKET_REFUND_LIST_PATH = `${APP_MARKET_BASE}/refund-list`;

export const goodsDetailHref = (goodsId: string) => `${APP_MARKET_BASE}/goods-detail/${goodsId}`;
/** The order tab (a footer route): the status in the query, none for 全部. */
export const orderListHref = (state: string) =>
  state && state !== 'all'
    ? `${APP_MARKET_ORDER_PATH}?status=${encodeURIComponent(state)}`
    : APP_MARKET_ORDER_PATH;
export const orderDetailHref = (id: string) => `${APP_MARKET_BASE}/order-detail/${id}`;
export const refundDetailHref = (id: string) => `${APP_MARKET_BASE}/refund-detail/${id}`;
export const refundApplyHref = (orderId: string) => `${APP_MARKET_BASE}/apply-refund/${orderId}`;
export const addressEditHref = (id = '') =>
  `${APP_MARKET_BASE}/update-address${id ? `?id=${encodeURIComponent(id)}` : ''}`;
export const invoiceEditHref = (id = '') =>
  `${APP_MARKET_BASE}/update-invoice${id ? `?id=${encodeURIComponent(id)}` : ''}`;

/** The links of the order screens (features/order/mobile OrderLinks). */
export const APP_MARKET_ORDER_LINKS = {
  orderHref: orderDetailHref,
  afterSaleHref: refundApplyHref,
  refundHref: refundDetailHref,
  cartHref: APP_MARKET_CART_PATH,
};
