/** Where the mobile shop's buying screens lead (cart, checkout, orders, after-sales, addresses). */
import { mShopHref } from './paths';

export const M_SHOP_CART_PATH = mShopHref('cart');
export const M_SHOP_SETTLEMENT_PATH = mShopHref('settlement');
export const M_SHOP_REFUND_LIST_PATH = mShopHref('refunds');
export const M_SHOP_ADDRESS_PATH = mShopHref('address');
export const M_SHOP_INVOICE_PATH = mShopHref('invoice');
export const M_SHOP_INQUIRY_PATH = mShopHref('inquiry');

export const goodsDetailHref = (goodsId: string) => mShopHref('itemDetail', { id: goodsId });
export const orderListHref = (state: string) => mShopHref('orderList', { state });
export const orderDetailHref = (id: string) => mShopHref('orderDetail', { id });
export const refundDetailHref = (id: string) => mShopHref('refundDetail', { id });
export const refundApplyHref = (orderId: string) => mShopHref('refundApply', { orderId });
export const addressEditHref = (id = '') =>
  `${mShopHref('addressEdit')}${id ? `?id=${encodeURIComponent(id)}` : ''}`;
export const invoiceEditHref = (id = '') =>
  `${mShopHref('invoiceEdit')}${id ? `?id=${encodeURIComponent(id)}` : ''}`;

/** The links of the order screens (features/order/mobile OrderLinks). */
export const M_SHOP_ORDER_LINKS = {
  orderHref: orderDetailHref,
  afterSaleHref: refundApplyHref,
  refundHref: refundDetailHref,
  cartHref: M_SHOP_CART_PATH,
};
