import type { OrderRecordStatus } from '@pm/contract/order';
import {
  REFUND_REASON_LABELS,
  REFUND_STATUS_LABELS,
  REFUND_TYPE_LABELS,
  type RefundAction,
  type RefundDetail,
  type RefundLine,
  type RefundReason,
  type RefundStatus,
  type RefundSummary,
  type RefundType,
} from '@pm/contract/refund';
import { lineGoodsOf } from '../order/order-view';
import type { RefundLineRow, RefundRepo, RefundRow } from './refund.repo';

/** How refund rows become what the contract answers: summaries, lines, the detail and its actions. */

export function label(status: string): string {
  return REFUND_STATUS_LABELS[status as RefundStatus] ?? status;
}

function actionsOf(r: { status: string }, vendor: boolean): RefundAction[] {
  if (vendor) {
    if (r.status === 'REFUND_APPLICATION') return ['approve', 'reject'];
    if (r.status === 'RETURNING') return ['receive'];
    return [];
  }
  if (r.status === 'REFUND_APPLICATION') return ['cancel'];
  if (r.status === 'TO_RETURN') return ['returnShipping', 'cancel'];
  return [];
}

function lineOf(l: RefundLineRow): RefundLine {
  return {
    id: l.id,
    orderLineId: l.order_line_id,
    ...lineGoodsOf(l),
    skuCode: l.sku_code,
    num: l.num,
    amount: Number(l.amount),
  };
}

export function summaryOf(r: RefundRow, lines: RefundLineRow[], vendor: boolean): RefundSummary {
  return {
    id: r.id,
    refundNo: r.refund_no,
    orderId: r.order_id,
    orderNo: r.order_no,
    type: r.type as RefundType,
    typeText: REFUND_TYPE_LABELS[r.type as RefundType] ?? r.type,
    status: r.status as RefundStatus,
    statusText: label(r.status),
    reason: r.reason as RefundReason,
    reasonText: REFUND_REASON_LABELS[r.reason as RefundReason] ?? r.reason,
    supplierId: r.supplier_id,
    supplierName: r.supplier_name,
    buyerOrganizationName: r.buyer_organization_name,
    applicantName: r.applicant_name,
    amount: Number(r.amount),
    lineCount: r.line_count,
    quantity: r.quantity,
    lines: lines.map(lineOf),
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    actions: actionsOf(r, vendor),
  };
}

type PhotoRow = Awaited<ReturnType<RefundRepo['photosOf']>>[number];
type LogRow = Awaited<ReturnType<RefundRepo['logsOf']>>[number];

export function detailOf(
  r: RefundRow,
  parts: { lines: RefundLineRow[]; photos: PhotoRow[]; logs: LogRow[] },
  vendor: boolean,
): RefundDetail {
  return {
    ...summaryOf(r, parts.lines, vendor),
    description: r.description,
    photos: parts.photos.map((p) => ({ id: p.id, contentType: p.content_type, size: p.size })),
    returnAddress: r.return_address,
    vendorNote: r.vendor_note,
    returnLogistics:
      r.return_carrier !== null && r.return_shipped_at !== null
        ? {
            carrier: r.return_carrier,
            waybillNo: r.return_waybill_no ?? '',
            shippedAt: r.return_shipped_at.toISOString(),
          }
        : null,
    refundedAt: r.refunded_at?.toISOString() ?? null,
    orderStatus: r.order_status as OrderRecordStatus,
    orderAmount: Number(r.order_amount),
    log: parts.logs.map((l) => ({
      status: l.status as RefundStatus,
      statusText: label(l.status),
      action: l.action,
      actorName: l.actor_name,
      note: l.note,
      at: l.created_at.toISOString(),
    })),
  };
}

/** Refund lines grouped by their refund, in their order. */
export function byRefund(lines: readonly RefundLineRow[]): Map<string, RefundLineRow[]> {
  const out = new Map<string, RefundLineRow[]>();
  for (const l of lines) {
    const list = out.get(l.refund_id);
    if (list) list.push(l);
    else out.set(l.refund_id, [l]);
  }
  return out;
}
