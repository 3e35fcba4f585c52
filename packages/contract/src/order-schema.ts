import { z } from 'zod';
import { cartGroup, idList } from './cart-schema';
import { ORDER_STATUSES } from './constants';
import { routeOf } from './endpoint-schema';
import { calendarDate } from './inquiry-schema';
import { MAX_TOTAL_FEN, MONEY_MESSAGES } from './money';
import {
  creditEndpoint,
  MAX_SUBMIT_LINES,
  ORDER_ACTIONS,
  ORDER_APPROVING,
  ORDER_CANCELLED,
  orderBuyAgainEndpoint,
  orderCancelEndpoint,
  orderConfirmReceiptEndpoint,
  orderDetailEndpoint,
  orderExportEndpoint,
  orderPageEndpoint,
  orderPreviewEndpoint,
  orderSubmitEndpoint,
  SHIP_RULES,
  vendorOrderDetailEndpoint,
  vendorOrderPageEndpoint,
  vendorOrderShipEndpoint,
} from './order';
import { approvalRequestReason } from './approval-reason-schema';
import { orderRefInput, orderRefOutput } from './order-refs-schema';
import { idSchema, pageOf, pageQuery } from './page';

export const MAX_ORDER_REMARKS = 200;

const cartLineIds = idList.pipe(
  z.array(z.string()).max(MAX_SUBMIT_LINES, { message: `一次最多结算 ${MAX_SUBMIT_LINES} 种商品` }),
);

export const orderRecordStatus = z.enum([...ORDER_STATUSES, ORDER_CANCELLED, ORDER_APPROVING], {
  message: '订单状态不正确',
});

export const orderPreviewQuery = z.object({
  /** The cart lines to settle (ids of /cart/shop/list), comma-separated or repeated. */
  cartLineIds,
  /** The delivery address: its county drives stock, area limits, freight and delivery dates. */
  addressId: idSchema.optional(),
});

export const orderSubmitHeaders = z.looseObject({
  'idempotency-key': z.string({ message: '缺少 Idempotency-Key 请求头' }).regex(/^[A-Za-z0-9_.:-]{8,100}$/, {
    message: 'Idempotency-Key 应为 8 到 100 位字母、数字或 _ . : -',
  }),
});

export const orderSubmitRequest = z.object({
  cartLineIds,
  addressId: idSchema,
  /** The invoice title; null or absent: no invoice. */
  invoiceId: idSchema.nullish(),
  remarks: z
    .string({ message: '备注应为文字' })
    .trim()
    .max(MAX_ORDER_REMARKS, { message: `订单备注最多 ${MAX_ORDER_REMARKS} 字` })
    .default(''),
  /** The buyer's own references: 采购单号 and 成本中心 (order-refs.ts). */
  ...orderRefInput,
  /**
   * 申请说明: shown to the purchasing manager when the submission needs approval; with it, lines over a
   * purchasing plan's budget wait for approval instead of being refused (40920). Optional, ≤ 200 characters.
   */
  approvalReason: approvalRequestReason,
  /**
   * The total (goods + freight, fen) the buyer confirmed on the preview. When it differs from what the
   * server computes now, the submission is refused with code 40901 and the new preview. Without it,
   * any line whose price changed since it was added to the cart is refused the same way.
   */
  expectedAmount: z
    .number({ message: '应付金额必须是数字' })
    .int({ message: '应付金额必须是整数（单位：分）' })
    .min(0, { message: '应付金额不能为负数' })
    .max(MAX_TOTAL_FEN, { message: `应付金额过大：${MONEY_MESSAGES.orderTotal}` })
    .optional(),
});

export const credit = z.object({
  /** Monthly settlement credit limit, fen. */
  limit: z.number().int(),
  /** Taken by orders not yet settled, fen. */
  used: z.number().int(),
  remaining: z.number().int(),
});

export const orderPreviewGroup = cartGroup.extend({
  /** Goods + freight of the group, fen. */
  amount: z.number().int(),
  /** The latest expected delivery date of the group's lines (YYYY-MM-DD), null when unknown. */
  expectedDate: z.string().nullable(),
});

export const orderPreview = z.object({
  addressId: z.string().nullable(),
  divisionCode: z.string().nullable(),
  groups: z.array(orderPreviewGroup),
  goodsAmount: z.number().int(),
  freight: z.number().int(),
  /** goodsAmount + freight: what `expectedAmount` of the submission must repeat. */
  total: z.number().int(),
  credit,
  /** Why the submission would be refused now (Chinese), empty when it can go. */
  problems: z.array(z.string()),
});

export const orderSubmitted = z.object({
  submissionId: z.string(),
  orderIds: z.array(z.string()),
  orderNos: z.array(z.string()),
  /** Charged to the organization's credit, fen. */
  amount: z.number().int(),
});

export const orderPageQuery = pageQuery.extend({
  /** One status; absent or empty: all. */
  status: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), orderRecordStatus.optional()),
  /** Order number, the buyer's 采购单号 or goods name (part of). */
  keyword: z
    .string({ message: '关键字应为文字' })
    .trim()
    .max(50, { message: '关键字最长 50 个字' })
    .optional(),
  /** Orders placed on or after this day (China time). */
  dateFrom: calendarDate('开始日期').optional(),
  /** Orders placed on or before this day (China time). */
  dateTo: calendarDate('结束日期').optional(),
});

/** The export takes the list's filters, without paging. */
export const orderExportQuery = orderPageQuery.omit({ page: true, limit: true });

export const orderLine = z.object({
  id: z.string(),
  goodsId: z.string(),
  skuCode: z.string(),
  name: z.string(),
  brandName: z.string(),
  model: z.string(),
  spec: z.string(),
  unit: z.string(),
  image: z.string(),
  num: z.number().int(),
  /** Unit price paid, fen. */
  price: z.number().int(),
  amount: z.number().int(),
  deliveryDays: z.number().int().nullable(),
});

export const orderSummary = z.object({
  id: z.string(),
  orderNo: z.string(),
  submissionId: z.string(),
  status: orderRecordStatus,
  statusText: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  buyerOrganizationName: z.string(),
  buyerName: z.string(),
  createdAt: z.string(),
  goodsAmount: z.number().int(),
  freight: z.number().int(),
  amount: z.number().int(),
  /** Kinds of goods and pieces. */
  lineCount: z.number().int(),
  quantity: z.number().int(),
  /** The buyer's own references: 采购单号 and 成本中心 ('' when not given). */
  ...orderRefOutput,
  /** The first lines (at most 3), for the list. */
  lines: z.array(orderLine),
  actions: z.array(z.enum(ORDER_ACTIONS)),
});

export const orderAddress = z.object({
  consignee: z.string(),
  mobile: z.string(),
  provinceCode: z.string(),
  cityCode: z.string(),
  countyCode: z.string(),
  provinceName: z.string(),
  cityName: z.string(),
  countyName: z.string(),
  detail: z.string(),
});

export const orderInvoice = z.object({
  type: z.enum(['NORMAL', 'SPECIAL']),
  titleType: z.enum(['COMPANY', 'PERSONAL']),
  title: z.string(),
  taxNo: z.string(),
  address: z.string(),
  phone: z.string(),
  bank: z.string(),
  account: z.string(),
});

export const orderLogEntry = z.object({
  /** The status after the step. */
  status: orderRecordStatus,
  statusText: z.string(),
  /** What happened, in Chinese (提交订单, 供应商发货, 确认收货, 系统自动确认收货, 取消订单). */
  action: z.string(),
  actorName: z.string(),
  note: z.string(),
  at: z.string(),
});

/** An after-sales application of the order, as its detail lists them (newest first). */
export const orderRefundRef = z.object({
  id: z.string(),
  refundNo: z.string(),
  status: z.string(),
  statusText: z.string(),
  typeText: z.string(),
  amount: z.number().int(),
  createdAt: z.string(),
});

export const orderDetail = orderSummary.extend({
  lines: z.array(orderLine),
  address: orderAddress,
  invoice: orderInvoice.nullable(),
  remarks: z.string(),
  logistics: z.object({ carrier: z.string(), waybillNo: z.string(), shippedAt: z.string() }).nullable(),
  /** When receipt is confirmed automatically (shipped orders), else null. */
  autoConfirmAt: z.string().nullable(),
  expectedDate: z.string().nullable(),
  log: z.array(orderLogEntry),
  /** Its after-sales applications (退款/售后), newest first. */
  refunds: z.array(orderRefundRef),
});

export const orderPage = pageOf(orderSummary).extend({
  /** Orders per status for the same filters (keyword, dates), and `all`. */
  statusCounts: z.record(z.string(), z.number().int()),
});

export const orderIdRequest = z.object({ id: idSchema });

const shipText = (label: string, max: number) =>
  z
    .string({ message: `请填写${label}` })
    .trim()
    .min(1, { message: `请填写${label}` })
    .max(max, { message: `${label}最长 ${max} 个字` });

export const orderShipRequest = z.object({
  carrier: shipText('物流公司', SHIP_RULES.carrierMax).meta({ example: '顺丰速运' }),
  waybillNo: shipText('运单号', SHIP_RULES.waybillMax)
    .pipe(z.string().regex(SHIP_RULES.waybill, { message: SHIP_RULES.waybillMessage }))
    .meta({ example: 'SF1234567890' }),
});

export const orderBoughtAgain = z.object({
  /** Lines added or increased in the cart. */
  added: z.number().int(),
  /** Lines of the order that could not be added (delisted …), with the reason. */
  skipped: z.array(z.object({ name: z.string(), reason: z.string() })),
  count: z.number().int(),
});

export const orderPreviewRoute = routeOf(orderPreviewEndpoint, {
  querystring: orderPreviewQuery,
  response: orderPreview,
});
export const orderSubmitRoute = routeOf(orderSubmitEndpoint, {
  headers: orderSubmitHeaders,
  body: orderSubmitRequest,
  response: orderSubmitted,
});
export const orderPageRoute = routeOf(orderPageEndpoint, {
  querystring: orderPageQuery,
  response: orderPage,
});
export const orderDetailRoute = routeOf(orderDetailEndpoint, {
  params: orderIdRequest,
  response: orderDetail,
});
export const orderCancelRoute = routeOf(orderCancelEndpoint, {
  params: orderIdRequest,
  response: orderDetail,
});
export const orderConfirmReceiptRoute = routeOf(orderConfirmReceiptEndpoint, {
  params: orderIdRequest,
  response: orderDetail,
});
export const orderBuyAgainRoute = routeOf(orderBuyAgainEndpoint, {
  params: orderIdRequest,
  response: orderBoughtAgain,
});
export const vendorOrderPageRoute = routeOf(vendorOrderPageEndpoint, {
  querystring: orderPageQuery,
  response: orderPage,
});
export const vendorOrderDetailRoute = routeOf(vendorOrderDetailEndpoint, {
  params: orderIdRequest,
  response: orderDetail,
});
export const vendorOrderShipRoute = routeOf(vendorOrderShipEndpoint, {
  params: orderIdRequest,
  body: orderShipRequest,
  response: orderDetail,
});
export const creditRoute = routeOf(creditEndpoint, { response: credit });

/** The export's success answer for the OpenAPI document: the xlsx file itself. */
export const orderExportFile = z
  .string()
  .meta({ format: 'binary', description: '订单列表 xlsx 文件（Content-Disposition: attachment）' });

/** A download: registered with its media type rather than the envelope. */
export const orderExportRoute = {
  endpoint: orderExportEndpoint,
  querystring: orderExportQuery,
  response: orderExportFile,
} as const;
