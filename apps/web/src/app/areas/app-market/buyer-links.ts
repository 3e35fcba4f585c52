/** Where the app market's buying screens lead (cart, checkout, orders, after-sales, addresses). */
import { appMarketHref } from './paths';

export const APP_MARKET_CART_PATH = appMarketHref('cart');
export const APP_MARKET_ADD_ORDER_PATH = appMarketHref('addOrder');
export const APP_MARKET_ORDER_PATH = appMarketHref('order');
export const APP_MARKET_ADDRESS_PATH = appMarketHref('manageAddress');
export const APP_MARKET_INVOICE_PATH = appMarketHref('manageInvoice');
export const APP_MARKET_REFUND_LIST_PATH = appMarketHref('refundList');

export const goodsDetailHref = (goodsId: string) => appMarketHref('goodsDetail', { id: goodsId });
/** The order tab (a footer route): the status in the query, none for 全部. */
export const orderListHref = (state: string) =>
  state && state !== 'all'
    ? `${APP_MARKET_ORDER_PATH}?status=${encodeURIComponent(state)}`
    : APP_MARKET_ORDER_PATH;
export const orderDetailHref = (id: string) => appMarketHref('orderDetail', { id });
export const refundDetailHref = (id: string) => appMarketHref('refundDetail', { id });
export const refundApplyHref = (orderId: string) => appMarketHref('applyRefund', { orderId });
export const addressEditHref = (id = '') =>
  `${appMarketHref('updateAddress')}${id ? `?id=${encodeURIComponent(id)}` : ''}`;
export const invoiceEditHref = (id = '') =>
  `${appMarketHref('updateInvoice')}${id ? `?id=${encodeURIComponent(id)}` : ''}`;

/** The links of the order screens (features/order/mobile OrderLinks). */
export const APP_MARKET_ORDER_LINKS = {
  orderHref: orderDetailHref,
  afterSaleHref: refundApplyHref,
  refundHref: refundDetailHref,
  cartHref: APP_MARKET_CART_PATH,
};
