/**
 * Checkout and orders. One submission of chosen cart lines creates one order per supplier, paid by the
 * buyer organization's monthly settlement (企业月结) against its credit limit. Prices are re-read on the
 * server, stock is reserved and credit taken in the same transaction, and an `Idempotency-Key` makes a
 * retried submission answer the first result instead of ordering twice.
 *
 * Life of an order: 待发货 PACKAGING → (the supplier ships: carrier + waybill) 待收货 DELIVERED →
 * (the buyer confirms receipt, or a job after AUTO_CONFIRM_DAYS) 已完成 DONE. Before shipping the buyer may
 * cancel: 已取消 CANCELLED, stock and credit released. Every transition is logged with who and when.
 */
import type { z } from 'zod';
import { ORDER_STATUS_LABELS, type OrderStatus } from './constants';
import type { Endpoint } from './endpoint';
import { BUYER_ROLES, VENDOR_ROLES } from './roles';
import type * as S from './order-schema';

/**
 * A cancelled order: not one of the order statuses the product spec lists (those describe live orders and
 * after-sales).
 */
export const ORDER_CANCELLED = 'CANCELLED';
/**
 * An order waiting for the purchasing manager's approval (审批, approval.ts): its stock and credit are held,
 * its supplier does not see it yet; approval makes it 待发货, rejection or expiry 已取消.
 */
export const ORDER_APPROVING = 'APPROVING';
export type OrderRecordStatus = OrderStatus | typeof ORDER_CANCELLED | typeof ORDER_APPROVING;
export const ORDER_RECORD_STATUS_LABELS: Record<OrderRecordStatus, string> = {
  ...ORDER_STATUS_LABELS,
  CANCELLED: '已取消',
  APPROVING: '待审批',
};
/** The tabs of 我的订单 and the supplier's order list, in order. */
export const ORDER_TABS: readonly OrderRecordStatus[] = [
  'APPROVING',
  'PACKAGING',
  'DELIVERED',
  'DONE',
  'CANCELLED',
  'REFUND_APPLICATION',
  'REFUNDING',
  'RETURNED',
  'TO_RETURN',
  'RETURNING',
  'RETIRED',
];

/** What a buyer or supplier may do with an order in its status. */
export const ORDER_ACTIONS = ['cancel', 'confirmReceipt', 'buyAgain', 'ship', 'afterSale'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];
export const ORDER_ACTION_LABELS: Record<OrderAction, string> = {
  cancel: '取消订单',
  confirmReceipt: '确认收货',
  buyAgain: '再次购买',
  ship: '发货',
  afterSale: '申请售后',
};

/** The request header that makes a submission idempotent. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Most cart lines one submission takes. */
export const MAX_SUBMIT_LINES = 200;
/** Days after shipping when receipt is confirmed automatically (the server's default; configurable). */
export const AUTO_CONFIRM_DAYS = 10;
/** Most orders one xlsx export holds. */
export const MAX_ORDER_EXPORT = 5000;

/** Answer codes of a submission that the confirm page handles itself (in the error envelope). */
export const ORDER_ERROR_CODES = {
  /** Prices or freight changed since the buyer saw them: `data` is the new preview; confirm and resend. */
  priceChanged: 40901,
  /** The same Idempotency-Key was used for a different submission. */
  idempotencyMismatch: 40902,
  /** The organization's remaining credit does not cover the submission. */
  creditExceeded: 40903,
  /** Stock of some line does not cover it any more. */
  understock: 40904,
  /** The account is an individual one, not attached to a buyer organization yet (register.ts). */
  notAttached: 40905,
} as const;

export type OrderPreviewQuery = z.input<typeof S.orderPreviewQuery>;
export type OrderPreview = z.infer<typeof S.orderPreview>;
export type OrderPreviewGroup = z.infer<typeof S.orderPreviewGroup>;
export type OrderSubmitRequest = z.input<typeof S.orderSubmitRequest>;
export type OrderSubmitHeaders = z.input<typeof S.orderSubmitHeaders>;
export type OrderSubmitted = z.infer<typeof S.orderSubmitted>;
export type OrderPageQuery = z.input<typeof S.orderPageQuery>;
export type OrderExportQuery = z.input<typeof S.orderExportQuery>;
export type OrderPage = z.infer<typeof S.orderPage>;
export type OrderSummary = z.infer<typeof S.orderSummary>;
export type OrderDetail = z.infer<typeof S.orderDetail>;
export type OrderLine = z.infer<typeof S.orderLine>;
export type OrderAddress = z.infer<typeof S.orderAddress>;
export type OrderInvoice = z.infer<typeof S.orderInvoice>;
export type OrderLogEntry = z.infer<typeof S.orderLogEntry>;
export type OrderRefundRef = z.infer<typeof S.orderRefundRef>;
export type OrderIdRequest = z.input<typeof S.orderIdRequest>;
export type OrderShipRequest = z.input<typeof S.orderShipRequest>;
export type OrderBoughtAgain = z.infer<typeof S.orderBoughtAgain>;
export type Credit = z.infer<typeof S.credit>;

const buyers = { roles: BUYER_ROLES } as const;
const vendors = { roles: VENDOR_ROLES } as const;

export const orderPreviewEndpoint: Endpoint<OrderPreviewQuery, OrderPreview> = {
  method: 'GET',
  path: '/order/preview',
  idRefs: { cartLineIds: 'owned', addressId: 'owned' },
  access: buyers,
  tag: '订单',
  summary: '结算预览：所选购物车商品按供应商分组，含当前价格、运费、预计送达日期与信用额度',
};

export const orderSubmitEndpoint: Endpoint<OrderSubmitRequest, OrderSubmitted> = {
  method: 'POST',
  path: '/order/submit',
  idRefs: { cartLineIds: 'owned', addressId: 'owned', invoiceId: 'owned' },
  access: buyers,
  codes: [409, ...Object.values(ORDER_ERROR_CODES)],
  tag: '订单',
  summary: '提交订单（按供应商拆单；需 Idempotency-Key 请求头，重试返回首次结果）',
};

export const orderPageEndpoint: Endpoint<OrderPageQuery, OrderPage> = {
  method: 'GET',
  path: '/order/page',
  access: buyers,
  tag: '订单',
  summary: '我的订单（按状态、订单号或商品名、下单日期筛选，含各状态数量）',
};

export const orderExportEndpoint: Endpoint<OrderExportQuery, Blob> = {
  method: 'GET',
  path: '/order/export',
  access: buyers,
  tag: '订单',
  summary: '导出订单列表（xlsx，筛选条件同订单分页）',
};

export const orderDetailEndpoint: Endpoint<OrderIdRequest, OrderDetail> = {
  method: 'GET',
  path: '/order/detail/:id',
  idRefs: { id: 'owned' },
  access: buyers,
  tag: '订单',
  summary: '订单详情（商品、金额、地址、发票、物流与状态记录）',
};

export const orderCancelEndpoint: Endpoint<OrderIdRequest, OrderDetail> = {
  method: 'POST',
  path: '/order/cancel/:id',
  idRefs: { id: 'owned' },
  access: buyers,
  codes: [409],
  tag: '订单',
  summary: '取消订单（发货前；释放库存与信用额度）',
};

export const orderConfirmReceiptEndpoint: Endpoint<OrderIdRequest, OrderDetail> = {
  method: 'POST',
  path: '/order/confirm-receipt/:id',
  idRefs: { id: 'owned' },
  access: buyers,
  codes: [409],
  tag: '订单',
  summary: '确认收货',
};

export const orderBuyAgainEndpoint: Endpoint<OrderIdRequest, OrderBoughtAgain> = {
  method: 'POST',
  path: '/order/buy-again/:id',
  idRefs: { id: 'owned' },
  access: buyers,
  tag: '订单',
  summary: '再次购买（订单商品加入购物车）',
};

export const vendorOrderPageEndpoint: Endpoint<OrderPageQuery, OrderPage> = {
  method: 'GET',
  path: '/vendor/order/page',
  access: vendors,
  tag: '订单（供应商）',
  summary: '供应商订单列表（发给本供应商的订单）',
};

export const vendorOrderDetailEndpoint: Endpoint<OrderIdRequest, OrderDetail> = {
  method: 'GET',
  path: '/vendor/order/detail/:id',
  idRefs: { id: 'owned' },
  access: vendors,
  tag: '订单（供应商）',
  summary: '供应商订单详情',
};

export const vendorOrderShipEndpoint: Endpoint<OrderIdRequest & OrderShipRequest, OrderDetail> = {
  method: 'POST',
  path: '/vendor/order/ship/:id',
  idRefs: { id: 'owned' },
  access: vendors,
  codes: [409],
  tag: '订单（供应商）',
  summary: '发货（填写物流公司与运单号）',
};

export const creditEndpoint: Endpoint<void, Credit> = {
  method: 'GET',
  path: '/organization/credit',
  access: buyers,
  tag: '组织',
  summary: '本组织企业月结信用额度（额度、已用、剩余，单位分）',
};

/**
 * A shipment's fields, the supplier's 发货 and the buyer's 退货物流 alike: the server's schemas and the
 * pages' forms check the same limits with the same words (plain values: pages do not load the schemas).
 */
export const SHIP_RULES = {
  carrierMax: 30,
  waybillMax: 40,
  waybill: /^[A-Za-z0-9-]{6,40}$/,
  waybillMessage: '运单号应为 6 到 40 位字母、数字或 -',
} as const;

/** Why a waybill number cannot be used, or null. */
export function waybillProblem(value: string): string | null {
  const v = value.trim();
  if (!v) return '请填写运单号';
  if (v.length > SHIP_RULES.waybillMax) return `运单号最长 ${SHIP_RULES.waybillMax} 个字`;
  if (!SHIP_RULES.waybill.test(v)) return SHIP_RULES.waybillMessage;
  return null;
}
