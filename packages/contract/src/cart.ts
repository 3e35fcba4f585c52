/** The shopping cart. The server side of these endpoints comes with the cart work; the web calls them already. */
import type { Endpoint } from './endpoint';

/**
 * What an append means: 0 a normal add to the cart.
 * (Further kinds, such as a direct buy, are defined with the cart endpoints.)
 */
export const APPEND_CART_TYPE = { normal: 0 } as const;

export interface CartAppendRequest {
  id: string;
  num: number;
  appendCartType: number;
}

export interface CartCount {
  count: number;
}

export const cartAppendEndpoint: Endpoint<CartAppendRequest, null> = {
  method: 'POST',
  path: '/cart/shop/append',
  access: 'user',
  form: true,
  tag: '购物车',
  summary: '加入购物车',
};

/** The number in the header and the mobile tab bars. */
export const cartSumEndpoint: Endpoint<void, CartCount> = {
  method: 'GET',
  path: '/cart/shop/sum',
  access: 'user',
  tag: '购物车',
  summary: '购物车商品数量',
};
