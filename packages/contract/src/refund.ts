/**
 * After-sales (退款/售后). A buyer applies on lines of a delivered or completed order for 仅退款 (refund
 * only) or 退货退款 (return and refund), with a reason, quantity and amount per line and up to five photos.
 * The supplier of the order answers.
 *
 * Refund only: 退款申请中 REFUND_APPLICATION → (supplier approves) 退款中 REFUNDING → 已退款 RETURNED.
 * Return:      退款申请中 REFUND_APPLICATION → (supplier approves, gives the return address) 待退货 TO_RETURN
 *              → (buyer enters carrier and waybill) 退货中 RETURNING → (supplier confirms the goods arrived)
 *              已退货 RETIRED → 退款中 REFUNDING → 已退款 RETURNED.
 * The supplier may reject an application with a reason (已驳回 REJECTED); the buyer may withdraw it before
 * approval, or before sending a return back (已撤销 CANCELLED). A refund in REFUNDING is paid back by a job:
 * the amount is given back to the organization's monthly-settlement credit (企业月结) and the refund becomes
 * RETURNED. Every step is checked on the server and logged with who and when.
 *
 * The amounts of the open and finished refunds of an order line never add up to more than was paid for it,
 * nor their quantities to more than was bought (also under concurrent applications).
 */
import type { z } from 'zod';
import { ORDER_STATUS_LABELS } from './constants';
import type { Endpoint } from './endpoint';
import { BUYER_ROLES, VENDOR_ROLES } from './roles';
import type * as S from './refund-schema';

export const REFUND_TYPES = ['REFUND_ONLY', 'RETURN'] as const;
export type RefundType = (typeof REFUND_TYPES)[number];
export const REFUND_TYPE_LABELS: Record<RefundType, string> = {
  REFUND_ONLY: '仅退款',
  RETURN: '退货退款',
};

/**
 * The statuses of a refund: the after-sales order statuses (退款申请中 to 已退款), and the two ways it ends without
 * money back.
 */
export const REFUND_STATUSES = [
  'REFUND_APPLICATION',
  'TO_RETURN',
  'RETURNING',
  'RETIRED',
  'REFUNDING',
  'RETURNED',
  'REJECTED',
  'CANCELLED',
] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  REFUND_APPLICATION: ORDER_STATUS_LABELS.REFUND_APPLICATION,
  TO_RETURN: ORDER_STATUS_LABELS.TO_RETURN,
  RETURNING: ORDER_STATUS_LABELS.RETURNING,
  RETIRED: ORDER_STATUS_LABELS.RETIRED,
  REFUNDING: ORDER_STATUS_LABELS.REFUNDING,
  RETURNED: ORDER_STATUS_LABELS.RETURNED,
  REJECTED: '已驳回',
  CANCELLED: '已撤销',
};
/**
 * The tabs of 退款/售后 (buyer and supplier), in order. RETIRED is passed through on the way to REFUNDING
 * (the goods arrived, the money is due) and stays visible in the refund's log.
 */
export const REFUND_TABS: readonly RefundStatus[] = [
  'REFUND_APPLICATION',
  'TO_RETURN',
  'RETURNING',
  'REFUNDING',
  'RETURNED',
  'REJECTED',
  'CANCELLED',
];

export const REFUND_REASONS = [
  'QUALITY',
  'DAMAGED',
  'WRONG_GOODS',
  'MISSING',
  'NOT_AS_DESCRIBED',
  'NOT_NEEDED',
  'OTHER',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
export const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  QUALITY: '质量问题',
  DAMAGED: '商品破损',
  WRONG_GOODS: '发错商品',
  MISSING: '少件/漏发',
  NOT_AS_DESCRIBED: '与描述不符',
  NOT_NEEDED: '采购需求变更',
  OTHER: '其他',
};

/** What a buyer or supplier may do with a refund in its status. */
export const REFUND_ACTIONS = ['cancel', 'returnShipping', 'approve', 'reject', 'receive'] as const;
export type RefundAction = (typeof REFUND_ACTIONS)[number];
export const REFUND_ACTION_LABELS: Record<RefundAction, string> = {
  cancel: '撤销申请',
  returnShipping: '填写退货物流',
  approve: '同意',
  reject: '驳回',
  receive: '确认收到退货',
};

/** Days after an order is completed (已完成) during which after-sales may be applied for. */
export const AFTER_SALE_DAYS = 15;
/** Most photos of one application. */
export const MAX_REFUND_PHOTOS = 5;
/** Largest photo, bytes. */
export const REFUND_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The photo types accepted (read from the file's content, not its name). */
export const REFUND_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Most lines of one application. */
export const MAX_REFUND_LINES = 100;

export type RefundApplyRequest = z.input<typeof S.refundApplyRequest>;
export type RefundApplyLine = z.input<typeof S.refundApplyLine>;
export type RefundPageQuery = z.input<typeof S.refundPageQuery>;
export type RefundPage = z.infer<typeof S.refundPage>;
export type RefundSummary = z.infer<typeof S.refundSummary>;
export type RefundDetail = z.infer<typeof S.refundDetail>;
export type RefundLine = z.infer<typeof S.refundLine>;
export type RefundLogEntry = z.infer<typeof S.refundLogEntry>;
export type RefundIdRequest = z.input<typeof S.refundIdRequest>;
export type RefundOrderRequest = z.input<typeof S.refundOrderRequest>;
export type RefundableOrder = z.infer<typeof S.refundableOrder>;
export type RefundableLine = z.infer<typeof S.refundableLine>;
export type RefundShippingRequest = z.input<typeof S.refundShippingRequest>;
export type RefundApproveRequest = z.input<typeof S.refundApproveRequest>;
export type RefundRejectRequest = z.input<typeof S.refundRejectRequest>;
export type RefundPhoto = z.infer<typeof S.refundPhoto>;

/** A photo as the client sends it: a multipart/form-data part named `file`. */
export interface RefundPhotoUploadRequest {
  file: Blob;
}

const buyers = { roles: BUYER_ROLES } as const;
const vendors = { roles: VENDOR_ROLES } as const;
const TAG = '退款/售后';
const VENDOR_TAG = '退款/售后（供应商）';

export const refundableOrderEndpoint: Endpoint<RefundOrderRequest, RefundableOrder> = {
  method: 'GET',
  path: '/refund/order/:orderId',
  idRefs: { orderId: 'owned' },
  access: buyers,
  tag: TAG,
  summary: '订单可申请售后的商品（每行已付、已退与可退的数量和金额，申请期限）',
};

export const refundPhotoUploadEndpoint: Endpoint<RefundPhotoUploadRequest, RefundPhoto> = {
  method: 'POST',
  path: '/refund/photo',
  access: buyers,
  multipart: true,
  tag: TAG,
  summary: '上传售后凭证图片（JPEG/PNG/WebP，按内容识别，最大 5 MB）',
};

export const refundPhotoEndpoint: Endpoint<RefundIdRequest, Blob> = {
  method: 'GET',
  path: '/refund/photo/:id',
  idRefs: { id: 'owned' },
  access: 'user',
  tag: TAG,
  summary: '售后凭证图片（仅申请方与订单的供应商可见）',
};

export const refundApplyEndpoint: Endpoint<RefundApplyRequest, RefundDetail> = {
  method: 'POST',
  path: '/refund/apply',
  idRefs: { orderId: 'owned', 'lines[].orderLineId': 'owned', photoIds: 'owned' },
  access: buyers,
  codes: [409],
  tag: TAG,
  summary: '申请售后（仅退款或退货退款；已发货或已完成订单的商品）',
};

export const refundPageEndpoint: Endpoint<RefundPageQuery, RefundPage> = {
  method: 'GET',
  path: '/refund/page',
  access: buyers,
  tag: TAG,
  summary: '退款/售后列表（按状态、售后单号、订单号或商品名筛选，含各状态数量）',
};

export const refundDetailEndpoint: Endpoint<RefundIdRequest, RefundDetail> = {
  method: 'GET',
  path: '/refund/detail/:id',
  idRefs: { id: 'owned' },
  access: buyers,
  tag: TAG,
  summary: '售后详情（商品、金额、凭证、供应商答复、退货物流与处理记录）',
};

export const refundCancelEndpoint: Endpoint<RefundIdRequest, RefundDetail> = {
  method: 'POST',
  path: '/refund/cancel/:id',
  idRefs: { id: 'owned' },
  access: buyers,
  codes: [409],
  tag: TAG,
  summary: '撤销售后申请（供应商同意前，或退货寄回前）',
};

export const refundReturnShippingEndpoint: Endpoint<RefundIdRequest & RefundShippingRequest, RefundDetail> = {
  method: 'POST',
  path: '/refund/return-shipping/:id',
  idRefs: { id: 'owned' },
  access: buyers,
  codes: [409],
  tag: TAG,
  summary: '填写退货物流（物流公司与运单号）',
};

export const vendorRefundPageEndpoint: Endpoint<RefundPageQuery, RefundPage> = {
  method: 'GET',
  path: '/vendor/refund/page',
  access: vendors,
  tag: VENDOR_TAG,
  summary: '供应商售后列表（本供应商订单的售后申请）',
};

export const vendorRefundDetailEndpoint: Endpoint<RefundIdRequest, RefundDetail> = {
  method: 'GET',
  path: '/vendor/refund/detail/:id',
  idRefs: { id: 'owned' },
  access: vendors,
  tag: VENDOR_TAG,
  summary: '供应商售后详情',
};

export const vendorRefundApproveEndpoint: Endpoint<RefundIdRequest & RefundApproveRequest, RefundDetail> = {
  method: 'POST',
  path: '/vendor/refund/approve/:id',
  idRefs: { id: 'owned' },
  access: vendors,
  codes: [409],
  tag: VENDOR_TAG,
  summary: '同意售后申请（退货退款须填写退货地址）',
};

export const vendorRefundRejectEndpoint: Endpoint<RefundIdRequest & RefundRejectRequest, RefundDetail> = {
  method: 'POST',
  path: '/vendor/refund/reject/:id',
  idRefs: { id: 'owned' },
  access: vendors,
  codes: [409],
  tag: VENDOR_TAG,
  summary: '驳回售后申请（须填写理由）',
};

export const vendorRefundReceiveEndpoint: Endpoint<RefundIdRequest, RefundDetail> = {
  method: 'POST',
  path: '/vendor/refund/receive/:id',
  idRefs: { id: 'owned' },
  access: vendors,
  codes: [409],
  tag: VENDOR_TAG,
  summary: '确认收到退货（随后退款至企业月结额度）',
};
