/** Where the mobile shop's buying screens lead (cart, checkout, orders, after-sales, addresses). */
import { M_SHOP_BASE } from './paths';

export const M_SHOP_CART_PATH = `${M_SHOP_BASE}/shopping-cart/list`;
export const M_SHOP_SETTLEMENT_PATH = `${M_SHOP_BASE}/shopping-cart/settlement`;
export const M_SHOP_REFUND_LIST_PATH = `${M_SHOP_BASE}/refund`;
export const M_SHOP_ADDRESS_PATH = `${M_SHOP_BASE}/address`;
export const M_SHOP_INVOICE_PATH = `${M_SHOP_BASE}/invoice`;

export const goodsDetailHref = (goodsId: string) => `${M_SHOP_BASE}/item/detail/${goodsId}`;
export const orderListHref = (state: string) => `${M_SHOP_BASE}/order/${state}`;
export const orderDetailHref = (id: string) => `${M_SHOP_BASE}/order/detail/${id}`;
export const refundDetailHref = (id: string) => `${M_SHOP_BASE}/refund/${id}`;
export const refundApplyHref = (orderId: string) => `${M_SHOP_BASE}/refund/apply/${orderId}`;
export const addressEditHref = (id = '') =>
  `${M_SHOP_BASE}/address/edit${id ? `?id=${encodeURIComponent(id)}` : ''}`;
export const invoiceEditHref = (id = '') =>
  `${M_SHOP_BASE}/invoice/edit${id ? `?id=${encodeURIComponent(id)}` : ''}`;

/** The links of the order screens (features/order/mobile OrderLinks). */
export const M_SHOP_ORDER_LINKS = {
  orderHref: orderDetailHref,
  afterSaleHref: refundApplyHref,
  refundHref: refundDetailHref,
  cartHref: M_SHOP_CART_PATH,
};
