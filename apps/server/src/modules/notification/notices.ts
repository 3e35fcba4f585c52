/**
 * The notices of orders, refunds and quotes: each reads what it announces and publishes it, in the
 * transaction of the change (the caller passes its transaction), so a refused or rolled-back change
 * announces nothing. One call per publisher in the services of order, refund and inquiry.
 */
import { formatFen } from '@pm/contract/format';
import { REFUND_TYPE_LABELS, type RefundType } from '@pm/contract/refund';
import type { Executor } from '../../db/database';
import { publishNotice } from './notification.repo';

/** The buyer who placed the order learns it was shipped (after the order row holds the shipment). */
export async function noticeOrderShipped(trx: Executor, orderId: string, at: Date): Promise<void> {
  const o = await trx
    .selectFrom('orders as o')
    .innerJoin('organizations as s', 's.id', 'o.supplier_id')
    .select([
      'o.organization_id',
      'o.user_id',
      'o.order_no',
      'o.carrier',
      'o.waybill_no',
      's.name as supplier',
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirstOrThrow();
  const waybill = [o.carrier, o.waybill_no].filter(Boolean).join(' ');
  await publishNotice(trx, {
    organizationId: o.organization_id,
    userId: o.user_id,
    kind: 'ORDER_SHIPPED',
    title: `订单 ${o.order_no} 已发货`,
    body: `${o.supplier}已发货${waybill ? `，物流：${waybill}` : ''}。请留意收货，收到后确认收货。`,
    subject: { type: 'order', id: orderId },
    at,
  });
}

type RefundNoticeKind = 'REFUND_APPLIED' | 'REFUND_APPROVED' | 'REFUND_REJECTED' | 'REFUND_PAID';

/** What a refund notice says, by kind. */
function refundText(
  kind: RefundNoticeKind,
  r: {
    refund_no: string;
    order_no: string;
    type: string;
    amount: string;
    vendor_note: string;
    buyer: string;
  },
): { title: string; body: string } {
  const amount = formatFen(Number(r.amount));
  switch (kind) {
    case 'REFUND_APPLIED':
      return {
        title: `新的售后申请 ${r.refund_no}`,
        body: `${r.buyer}对订单 ${r.order_no} 申请${REFUND_TYPE_LABELS[r.type as RefundType] ?? '售后'}，退款 ${amount}，请及时处理。`,
      };
    case 'REFUND_APPROVED':
      return {
        title: `售后单 ${r.refund_no} 已同意`,
        body:
          r.type === 'RETURN'
            ? `供应商已同意订单 ${r.order_no} 的退货退款，请按售后详情中的退货地址寄回商品并填写退货物流。`
            : `供应商已同意订单 ${r.order_no} 的退款 ${amount}，款项将退回企业月结额度。`,
      };
    case 'REFUND_REJECTED':
      return {
        title: `售后单 ${r.refund_no} 已驳回`,
        body: `供应商驳回了订单 ${r.order_no} 的售后申请${r.vendor_note ? `，理由：${r.vendor_note}` : ''}。`,
      };
    case 'REFUND_PAID':
      return {
        title: `售后单 ${r.refund_no} 退款已到账`,
        body: `订单 ${r.order_no} 的退款 ${amount} 已退回企业月结额度。`,
      };
  }
}

/**
 * A new application reaches every user of the order's supplier; the buyer who applied learns the
 * supplier's answer (approved, rejected with its reason) and that the money is back in the
 * organization's credit. What the notice says is read from the row: call it after the change.
 */
export async function noticeRefunds(
  trx: Executor,
  refundIds: readonly string[],
  kind: RefundNoticeKind,
  at: Date,
): Promise<void> {
  if (refundIds.length === 0) return;
  const rows = await trx
    .selectFrom('refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .innerJoin('organizations as b', 'b.id', 'r.organization_id')
    .select([
      'r.id',
      'r.organization_id',
      'r.user_id',
      'r.supplier_id',
      'r.refund_no',
      'r.type',
      'r.amount',
      'r.vendor_note',
      'o.order_no',
      'b.name as buyer',
    ])
    .where('r.id', 'in', refundIds)
    .orderBy('r.id')
    .execute();
  for (const r of rows) {
    const toSupplier = kind === 'REFUND_APPLIED';
    await publishNotice(trx, {
      organizationId: toSupplier ? r.supplier_id : r.organization_id,
      userId: toSupplier ? null : r.user_id,
      kind,
      ...refundText(kind, r),
      subject: { type: 'refund', id: r.id },
      at,
    });
  }
}

/** The buyer who asked learns that a supplier quoted (or revised its quotes of) the inquiry. */
export async function noticeQuoteReceived(
  trx: Executor,
  inquiryId: string,
  supplierId: string,
  lineCount: number,
  at: Date,
): Promise<void> {
  const i = await trx
    .selectFrom('inquiries as i')
    .select(['i.organization_id', 'i.user_id', 'i.code'])
    .select((eb) =>
      eb.selectFrom('organizations as s').select('s.name').where('s.id', '=', supplierId).as('supplier'),
    )
    .where('i.id', '=', inquiryId)
    .executeTakeFirstOrThrow();
  await publishNotice(trx, {
    organizationId: i.organization_id,
    userId: i.user_id,
    kind: 'QUOTE_RECEIVED',
    title: `询价单 ${i.code} 收到报价`,
    body: `${i.supplier ?? '供应商'}报价了 ${lineCount} 个商品，请在报价有效期内查看并采纳。`,
    subject: { type: 'inquiry', id: inquiryId },
    at,
  });
}
