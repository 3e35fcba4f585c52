import { z } from 'zod';
import { routeOf } from './endpoint-schema';
import { goodsSearchRequest, goodsSearchResult } from './goods-schema';
import { MAX_UNIT_PRICE_FEN, MONEY_MESSAGES } from './money';
import {
  OAUTH_ERRORS,
  openEventFeedAliasEndpoint,
  openEventFeedEndpoint,
  openGoodsEndpoint,
  openGoodsSearchEndpoint,
  openOrderDetailEndpoint,
  openOrderPageEndpoint,
  openOrderShipEndpoint,
  openOrderSubmitEndpoint,
  openPriceUpdateEndpoint,
  openRefundDetailEndpoint,
  openRefundPageEndpoint,
  openStockUpdateEndpoint,
  openTokenEndpoint,
} from './open-platform-api';
import { openEventFeed, openEventFeedQuery } from './open-platform-schema';
import { MAX_SUBMIT_LINES } from './order';
import { orderRefInput } from './order-refs-schema';
import {
  MAX_ORDER_REMARKS,
  orderDetail,
  orderIdRequest,
  orderPage,
  orderPageQuery,
  orderShipRequest,
  orderSubmitHeaders,
  orderSubmitted,
} from './order-schema';
import { idListOf, idSchema } from './page';
import { QUANTITY_MAX } from './quantity';
import { refundDetail, refundIdRequest, refundPage, refundPageQuery } from './refund-schema';

/**
 * The token request (RFC 6749 §4.4.2). Fields are loose here: the server answers every problem in the RFC's
 * error form (invalid_request, unsupported_grant_type …) rather than the envelope's 400.
 */
export const openTokenRequest = z.looseObject({
  grant_type: z.string().optional().meta({ example: 'client_credentials' }),
  client_id: z.string().optional(),
  client_secret: z.string().optional(),
  /** Space-separated scopes, a subset of the app's; absent: all of the app's. */
  scope: z.string().optional().meta({ example: 'goods:read order:read' }),
});

/** RFC 6749 §5.1. */
export const openToken = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Seconds. */
  expires_in: z.number().int(),
  /** Space-separated scopes the token carries. */
  scope: z.string(),
});

/** RFC 6749 §5.2 (error_description in Chinese). */
export const oauthError = z.object({
  error: z.enum(OAUTH_ERRORS),
  error_description: z.string(),
});

export const openGoodsQuery = z.object({
  ids: idListOf({ max: 100, maxMessage: '一次最多查询 100 个商品' }),
});

export const openGoods = z.object({
  goodsId: z.string(),
  skuCode: z.string(),
  name: z.string(),
  model: z.string(),
  supplierId: z.string(),
  /** On sale (上架) now. */
  onSale: z.boolean(),
  /** The caller's price (its agreement price, else the list price), fen. */
  price: z.number().int(),
  listPrice: z.number().int(),
  /** Pieces in stock over all warehouses. */
  stock: z.number().int(),
});

const pieces = z
  .number({ message: '数量应为整数' })
  .int({ message: '数量应为整数' })
  .min(1, { message: '数量至少为 1' })
  .max(QUANTITY_MAX, { message: `数量最多 ${QUANTITY_MAX}` });

export const openOrderLine = z.object({
  goodsId: idSchema,
  num: pieces,
});

export const openOrderRequest = z.object({
  lines: z
    .array(openOrderLine, { message: '明细应为商品列表' })
    .min(1, { message: '请选择要下单的商品' })
    .max(MAX_SUBMIT_LINES, { message: `一次最多提交 ${MAX_SUBMIT_LINES} 种商品` }),
  addressId: idSchema,
  invoiceId: idSchema.nullish(),
  remarks: z
    .string({ message: '备注应为文字' })
    .trim()
    .max(MAX_ORDER_REMARKS, { message: `订单备注最多 ${MAX_ORDER_REMARKS} 字` })
    .default(''),
  ...orderRefInput,
  /**
   * The total (fen) the app expects to pay; when given and the prices moved, 40901 answers the new
   * amount instead of ordering.
   */
  expectedAmount: z
    .number({ message: '预期金额应为整数（分）' })
    .int({ message: '预期金额应为整数（分）' })
    .min(0)
    .optional(),
});

const stockQuantity = z
  .number({ message: '库存应为整数' })
  .int({ message: '库存应为整数' })
  .min(0, { message: '库存不能为负数' })
  .max(QUANTITY_MAX * 100, { message: '库存过大' });

export const openStockUpdate = z.object({
  items: z
    .array(z.object({ goodsId: idSchema, warehouseId: idSchema, stock: stockQuantity }), {
      message: '商品应为列表',
    })
    .min(1, { message: '请至少提交一项' })
    .max(500, { message: '一次最多 500 项' }),
});

const unitPrice = z
  .number({ message: '价格应为整数（分）' })
  .int({ message: '价格应为整数（分）' })
  .min(1, { message: '价格应大于 0' })
  .max(MAX_UNIT_PRICE_FEN, { message: MONEY_MESSAGES.unitPrice });

export const openPriceUpdate = z.object({
  items: z
    .array(z.object({ goodsId: idSchema, price: unitPrice }), { message: '商品应为列表' })
    .min(1, { message: '请至少提交一项' })
    .max(500, { message: '一次最多 500 项' }),
});

export const openUpdated = z.object({ updated: z.number().int() });

export const openTokenRoute = routeOf(openTokenEndpoint, { body: openTokenRequest, response: openToken });
export const openGoodsSearchRoute = routeOf(openGoodsSearchEndpoint, {
  body: goodsSearchRequest,
  response: goodsSearchResult,
});
export const openGoodsRoute = routeOf(openGoodsEndpoint, {
  querystring: openGoodsQuery,
  response: z.array(openGoods),
});
export const openOrderSubmitRoute = routeOf(openOrderSubmitEndpoint, {
  headers: orderSubmitHeaders,
  body: openOrderRequest,
  response: orderSubmitted,
});
export const openOrderPageRoute = routeOf(openOrderPageEndpoint, {
  querystring: orderPageQuery,
  response: orderPage,
});
export const openOrderDetailRoute = routeOf(openOrderDetailEndpoint, {
  params: orderIdRequest,
  response: orderDetail,
});
export const openOrderShipRoute = routeOf(openOrderShipEndpoint, {
  params: orderIdRequest,
  body: orderShipRequest,
  response: orderDetail,
});
export const openRefundPageRoute = routeOf(openRefundPageEndpoint, {
  querystring: refundPageQuery,
  response: refundPage,
});
export const openRefundDetailRoute = routeOf(openRefundDetailEndpoint, {
  params: refundIdRequest,
  response: refundDetail,
});
export const openStockUpdateRoute = routeOf(openStockUpdateEndpoint, {
  body: openStockUpdate,
  response: openUpdated,
});
export const openPriceUpdateRoute = routeOf(openPriceUpdateEndpoint, {
  body: openPriceUpdate,
  response: openUpdated,
});
export const openEventFeedRoute = routeOf(openEventFeedEndpoint, {
  querystring: openEventFeedQuery,
  response: openEventFeed,
});
export const openEventFeedAliasRoute = routeOf(openEventFeedAliasEndpoint, {
  querystring: openEventFeedQuery,
  response: openEventFeed,
});
