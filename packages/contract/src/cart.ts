/**
 * The shopping cart: one cart per buyer (user), one line per goods, selection kept on the server.
 * Lines are grouped by supplier with subtotals and a freight estimate for the chosen delivery area.
 */
import type { z } from 'zod';
import type { Endpoint } from './endpoint';
import { MONEY_MESSAGES } from './money';
import { BUYER_ROLES } from './roles';
import type * as S from './cart-schema';

/**
 * What an append means (`appendCartType`):
 * - 0 加入购物车: adds `num` to the line (a new line is selected);
 * - 1 立即购买: sets the line to `num` and makes it the only selected line, so that settlement
 *   (/shop/confirm) takes exactly that goods;
 * - 2 设置数量: sets the line to `num` without touching the selection (re-adding from a list).
 */
export const APPEND_CART_TYPE = { normal: 0, directBuy: 1, set: 2 } as const;
export type AppendCartType = (typeof APPEND_CART_TYPE)[keyof typeof APPEND_CART_TYPE];

/** Most lines one cart holds; an add of new goods beyond it is refused. */
export const MAX_CART_LINES = 1000;
/** Most lines one batch append takes. */
export const MAX_BATCH_APPEND = 500;

export type CartAppendRequest = z.input<typeof S.cartAppendRequest>;
export type CartUpdateRequest = z.input<typeof S.cartUpdateRequest>;
export type CartIdsRequest = z.input<typeof S.cartIdsRequest>;
export type CartSelectRequest = z.input<typeof S.cartSelectRequest>;
export type CartBatchAppendRequest = z.input<typeof S.cartBatchAppendRequest>;
export type CartListQuery = z.input<typeof S.cartListQuery>;
export type CartLineState = z.infer<typeof S.cartLineState>;
export type CartLine = z.infer<typeof S.cartLine>;
export type CartGroup = z.infer<typeof S.cartGroup>;
export type CartView = z.infer<typeof S.cartView>;
export type CartCount = z.infer<typeof S.cartCount>;
export type CartSum = z.infer<typeof S.cartSum>;
export type CartAppended = z.infer<typeof S.cartAppended>;
export type CartBatchAppended = z.infer<typeof S.cartBatchAppended>;
export type CartChanged = z.infer<typeof S.cartChanged>;

/**
 * A line that settlement takes: chosen, and nothing stops it (on sale, sold in the delivery area, in
 * stock, a quantity that fits, within the money caps). The one home of this rule: the cart's 去结算,
 * the checkout (desktop and phone) and its order preview count and send exactly these lines.
 */
export function isSettleable(line: Pick<CartLine, 'selected' | 'state'>): boolean {
  return line.selected && line.state === 'ok';
}

/** Chinese words of the line states. */
export const CART_LINE_STATE_LABELS: Record<CartLineState, string> = {
  ok: '可购买',
  delisted: '已下架',
  areaLimited: '该地区不可售',
  understock: '库存不足',
  quantity: '数量不符合起订量或倍数',
  overLimit: MONEY_MESSAGES.overLimit,
};

const buyers = { roles: BUYER_ROLES } as const;

export const cartListEndpoint: Endpoint<CartListQuery, CartView> = {
  method: 'GET',
  path: '/cart/shop/list',
  access: buyers,
  tag: '购物车',
  summary: '购物车列表（按供应商分组，含价格变动、区域库存与运费估算）',
};

export const cartUpdateEndpoint: Endpoint<CartUpdateRequest, CartChanged> = {
  method: 'POST',
  path: '/cart/shop/update',
  idRefs: { id: 'owned' },
  access: buyers,
  form: true,
  tag: '购物车',
  summary: '修改购物车商品数量',
};

export const cartBatchDeleteEndpoint: Endpoint<CartIdsRequest, CartChanged> = {
  method: 'POST',
  path: '/cart/shop/batch/delete',
  idRefs: { ids: 'owned' },
  access: buyers,
  form: true,
  tag: '购物车',
  summary: '删除购物车商品（可多条）',
};

export const cartSelectEndpoint: Endpoint<CartSelectRequest, CartChanged> = {
  method: 'POST',
  path: '/cart/shop/select',
  idRefs: { ids: 'owned' },
  access: buyers,
  tag: '购物车',
  summary: '勾选或取消勾选购物车商品（行、供应商分组或全部）',
};

export const cartAppendEndpoint: Endpoint<CartAppendRequest, CartAppended> = {
  method: 'POST',
  path: '/cart/shop/append',
  idRefs: { id: 'goods' },
  access: buyers,
  form: true,
  tag: '购物车',
  summary: '加入购物车（appendCartType：0 加入购物车，1 立即购买，2 设置数量）',
};

export const cartBatchAppendEndpoint: Endpoint<CartBatchAppendRequest, CartBatchAppended> = {
  method: 'POST',
  path: '/cart/shop/batch-append',
  idRefs: { 'lines[].id': 'goods' },
  access: buyers,
  tag: '购物车',
  summary: '批量加入购物车（全部成功或全部不加）',
};

/** The header's cart badge: lines, pieces and the selected amount. Any signed-in user; 0 for non-buyers. */
export const cartSumEndpoint: Endpoint<void, CartSum> = {
  method: 'GET',
  path: '/cart/shop/sum',
  access: 'user',
  tag: '购物车',
  summary: '购物车商品数量与已选金额',
};

/** The mobile tab bars' badge: the number of lines. Any signed-in user; 0 for non-buyers. */
export const cartDirectCountEndpoint: Endpoint<void, CartCount> = {
  method: 'GET',
  path: '/cart/direct/count',
  access: 'user',
  tag: '购物车',
  summary: '购物车商品种数',
};
