import { z } from 'zod';
import { routeOf } from './endpoint-schema';
import { orderRecordStatus, orderShipRequest } from './order-schema';
import { idSchema, pageOf, pageQuery } from './page';
import {
  MAX_REFUND_LINES,
  MAX_REFUND_PHOTOS,
  REFUND_ACTIONS,
  REFUND_REASONS,
  REFUND_STATUSES,
  REFUND_TYPES,
  refundableOrderEndpoint,
  refundApplyEndpoint,
  refundCancelEndpoint,
  refundDetailEndpoint,
  refundPageEndpoint,
  refundPhotoEndpoint,
  refundPhotoUploadEndpoint,
  refundReturnShippingEndpoint,
  vendorRefundApproveEndpoint,
  vendorRefundDetailEndpoint,
  vendorRefundPageEndpoint,
  vendorRefundReceiveEndpoint,
  vendorRefundRejectEndpoint,
} from './refund';

export const MAX_REFUND_DESCRIPTION = 500;

export const refundType = z.enum(REFUND_TYPES, { message: '请选择售后类型（仅退款或退货退款）' });
export const refundStatus = z.enum(REFUND_STATUSES, { message: '售后状态不正确' });
export const refundReason = z.enum(REFUND_REASONS, { message: '请选择售后原因' });

const fen = (label: string) =>
  z
    .number({ message: `${label}必须是数字` })
    .int({ message: `${label}必须是整数（单位：分）` })
    .min(1, { message: `${label}必须大于 0` })
    .max(Number.MAX_SAFE_INTEGER, { message: `${label}过大` });

export const refundApplyLine = z.object({
  /** A line of the order (id of the order detail's `lines`). */
  orderLineId: idSchema,
  /** Pieces to refund or return: at most what was bought less what other refunds hold. */
  num: z
    .number({ message: '售后数量必须是数字' })
    .int({ message: '售后数量必须是整数' })
    .min(1, { message: '售后数量至少为 1' })
    .max(1_000_000, { message: '售后数量过大' }),
  /** Money asked back for the line, fen: at most price × num and what the line has left to refund. */
  amount: fen('退款金额'),
});

export const refundApplyRequest = z.object({
  orderId: idSchema,
  type: refundType,
  reason: refundReason,
  description: z
    .string({ message: '问题描述应为文字' })
    .trim()
    .max(MAX_REFUND_DESCRIPTION, { message: `问题描述最多 ${MAX_REFUND_DESCRIPTION} 字` })
    .default(''),
  lines: z
    .array(refundApplyLine, { message: '请选择要售后的商品' })
    .min(1, { message: '请选择要售后的商品' })
    .max(MAX_REFUND_LINES, { message: `一次最多 ${MAX_REFUND_LINES} 种商品` })
    .refine((lines) => new Set(lines.map((l) => l.orderLineId)).size === lines.length, {
      message: '同一商品只能填写一次',
    }),
  /** Photos uploaded with POST /refund/photo by the same user and not yet used. */
  photoIds: z
    .array(idSchema, { message: '凭证图片应为图片 ID 列表' })
    .max(MAX_REFUND_PHOTOS, { message: `凭证图片最多 ${MAX_REFUND_PHOTOS} 张` })
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, { message: '凭证图片重复' }),
});

/**
 * An optional `Idempotency-Key` header: a retried application with the same key (same user) answers the
 * first one instead of applying twice; the same key with another body is refused (409).
 */
export const refundApplyHeaders = z.looseObject({
  'idempotency-key': z
    .string({ message: 'Idempotency-Key 应为文字' })
    .regex(/^[A-Za-z0-9_.:-]{8,100}$/, { message: 'Idempotency-Key 应为 8 到 100 位字母、数字或 _ . : -' })
    .optional(),
});

export const refundPageQuery = pageQuery.extend({
  /** One status; absent, empty or `all`: all. */
  status: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), refundStatus.optional()),
  /** Refund number, order number or goods name (part of). */
  keyword: z
    .string({ message: '关键字应为文字' })
    .trim()
    .max(50, { message: '关键字最长 50 个字' })
    .optional(),
});

export const refundIdRequest = z.object({ id: idSchema });
export const refundOrderRequest = z.object({ orderId: idSchema });

/** The buyer's return shipment: the same fields and rules as the supplier's shipment of an order. */
export const refundShippingRequest = orderShipRequest;

export const refundApproveRequest = z.object({
  /**
   * Where the buyer sends the goods back (consignee, phone, address): required when approving a 退货退款,
   * ignored for 仅退款.
   */
  returnAddress: z
    .string({ message: '退货地址应为文字' })
    .trim()
    .max(200, { message: '退货地址最多 200 字' })
    .optional(),
  note: z.string({ message: '备注应为文字' }).trim().max(200, { message: '备注最多 200 字' }).default(''),
});

export const refundRejectRequest = z.object({
  reason: z
    .string({ message: '请填写驳回理由' })
    .trim()
    .min(1, { message: '请填写驳回理由' })
    .max(200, { message: '驳回理由最多 200 字' }),
});

export const refundPhoto = z.object({
  id: z.string(),
  /** What the file is (read from its content). */
  contentType: z.string(),
  size: z.number().int(),
});

export const refundLine = z.object({
  id: z.string(),
  orderLineId: z.string(),
  goodsId: z.string(),
  skuCode: z.string(),
  name: z.string(),
  brandName: z.string(),
  model: z.string(),
  spec: z.string(),
  unit: z.string(),
  image: z.string(),
  /** Unit price paid, fen. */
  price: z.number().int(),
  num: z.number().int(),
  amount: z.number().int(),
});

export const refundLogEntry = z.object({
  /** The status after the step. */
  status: refundStatus,
  statusText: z.string(),
  /** What happened, in Chinese (申请售后, 供应商同意, 填写退货物流, 供应商确认收货, 退款到账 …). */
  action: z.string(),
  actorName: z.string(),
  note: z.string(),
  at: z.string(),
});

export const refundSummary = z.object({
  id: z.string(),
  refundNo: z.string(),
  orderId: z.string(),
  orderNo: z.string(),
  type: refundType,
  typeText: z.string(),
  status: refundStatus,
  statusText: z.string(),
  reason: refundReason,
  reasonText: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  buyerOrganizationName: z.string(),
  applicantName: z.string(),
  /** Money asked back, fen. */
  amount: z.number().int(),
  /** Kinds of goods and pieces. */
  lineCount: z.number().int(),
  quantity: z.number().int(),
  /** The first lines (at most 3), for the list. */
  lines: z.array(refundLine),
  createdAt: z.string(),
  updatedAt: z.string(),
  actions: z.array(z.enum(REFUND_ACTIONS)),
});

export const refundDetail = refundSummary.extend({
  lines: z.array(refundLine),
  description: z.string(),
  photos: z.array(refundPhoto),
  /** The supplier's return address (退货退款, once approved), else ''. */
  returnAddress: z.string(),
  /** The supplier's note on approval, or the reason of a rejection. */
  vendorNote: z.string(),
  returnLogistics: z.object({ carrier: z.string(), waybillNo: z.string(), shippedAt: z.string() }).nullable(),
  /** When the money was given back (RETURNED), else null. */
  refundedAt: z.string().nullable(),
  orderStatus: orderRecordStatus,
  orderAmount: z.number().int(),
  log: z.array(refundLogEntry),
});

export const refundPage = pageOf(refundSummary).extend({
  /** Refunds per status for the same keyword, and `all`. */
  statusCounts: z.record(z.string(), z.number().int()),
});

export const refundableLine = z.object({
  orderLineId: z.string(),
  goodsId: z.string(),
  name: z.string(),
  brandName: z.string(),
  model: z.string(),
  spec: z.string(),
  unit: z.string(),
  image: z.string(),
  price: z.number().int(),
  /** Bought and paid. */
  num: z.number().int(),
  amount: z.number().int(),
  /** Still open to a new application: bought/paid less what open and finished refunds hold. */
  refundableNum: z.number().int(),
  refundableAmount: z.number().int(),
});

export const refundableOrder = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  orderStatus: orderRecordStatus,
  supplierName: z.string(),
  /** Whether a new application is possible now. */
  open: z.boolean(),
  /** Why not, in Chinese (未发货, 已超过售后期限 …), '' when open. */
  closedReason: z.string(),
  /** The last moment to apply (completed orders: AFTER_SALE_DAYS after completion), null: no limit yet. */
  deadline: z.string().nullable(),
  lines: z.array(refundableLine),
});

/** An uploaded photo as the server reads it (multipart part `file`). */
export interface UploadedPhoto {
  filename: string;
  mimetype: string;
  data: Uint8Array;
}

const uploadedPhoto = z
  .custom<UploadedPhoto>(
    (v) =>
      v !== null &&
      typeof v === 'object' &&
      (v as { data?: unknown }).data instanceof Uint8Array &&
      typeof (v as { filename?: unknown }).filename === 'string',
    { message: '请选择要上传的图片（表单字段 file）' },
  )
  .meta({ type: 'string', format: 'binary', description: 'JPEG、PNG 或 WebP 图片，最大 5 MB' });

export const refundPhotoUploadRequest = z.object({ file: uploadedPhoto });

export const refundableOrderRoute = routeOf(refundableOrderEndpoint, {
  params: refundOrderRequest,
  response: refundableOrder,
});
export const refundPhotoUploadRoute = routeOf(refundPhotoUploadEndpoint, {
  body: refundPhotoUploadRequest,
  response: refundPhoto,
});
export const refundApplyRoute = routeOf(refundApplyEndpoint, {
  body: refundApplyRequest,
  headers: refundApplyHeaders,
  response: refundDetail,
});
export const refundPageRoute = routeOf(refundPageEndpoint, {
  querystring: refundPageQuery,
  response: refundPage,
});
export const refundDetailRoute = routeOf(refundDetailEndpoint, {
  params: refundIdRequest,
  response: refundDetail,
});
export const refundCancelRoute = routeOf(refundCancelEndpoint, {
  params: refundIdRequest,
  response: refundDetail,
});
export const refundReturnShippingRoute = routeOf(refundReturnShippingEndpoint, {
  params: refundIdRequest,
  body: refundShippingRequest,
  response: refundDetail,
});
export const vendorRefundPageRoute = routeOf(vendorRefundPageEndpoint, {
  querystring: refundPageQuery,
  response: refundPage,
});
export const vendorRefundDetailRoute = routeOf(vendorRefundDetailEndpoint, {
  params: refundIdRequest,
  response: refundDetail,
});
export const vendorRefundApproveRoute = routeOf(vendorRefundApproveEndpoint, {
  params: refundIdRequest,
  body: refundApproveRequest,
  response: refundDetail,
});
export const vendorRefundRejectRoute = routeOf(vendorRefundRejectEndpoint, {
  params: refundIdRequest,
  body: refundRejectRequest,
  response: refundDetail,
});
export const vendorRefundReceiveRoute = routeOf(vendorRefundReceiveEndpoint, {
  params: refundIdRequest,
  response: refundDetail,
});

/** The photo's success answer for the OpenAPI document: the image itself. */
export const refundPhotoFile = z
  .string()
  .meta({ format: 'binary', description: '图片（image/jpeg、image/png 或 image/webp）' });

/** A file answer: registered with its media types rather than the envelope. */
export const refundPhotoRoute = {
  endpoint: refundPhotoEndpoint,
  params: refundIdRequest,
  response: refundPhotoFile,
} as const;
