import type {
  OrderAction,
  OrderDetail,
  OrderLine,
  OrderRecordStatus,
  OrderSummary,
} from '@pm/contract/order';
import {
  REFUND_STATUS_LABELS,
  REFUND_TYPE_LABELS,
  type RefundStatus,
  type RefundType,
} from '@pm/contract/refund';
import type { OrderLineRow, OrderRepo, OrderRow } from './order.repo';
import { afterSaleWindow, statusText } from './order-rules';

/** How order rows become what the contract answers: summaries, lines, the detail and its actions. */

/**
 * The status an order shows: a completed order with an after-sales application still open shows that
 * application's status (退款申请中, 待退货, 退货中, 退款中), not 已完成; its row keeps DONE (actions, the
 * after-sales window and the status filter read the row).
 */
function shownStatus(r: { status: string; open_refund_status: string | null }): OrderRecordStatus {
  const open = r.status === 'DONE' ? r.open_refund_status : null;
  return (open ?? r.status) as OrderRecordStatus;
}

/** Order lines grouped by their order, in their order. */
export function byOrder(lines: readonly OrderLineRow[]): Map<string, OrderLineRow[]> {
  const out = new Map<string, OrderLineRow[]>();
  for (const l of lines) {
    const list = out.get(l.order_id);
    if (list) list.push(l);
    else out.set(l.order_id, [l]);
  }
  return out;
}

function actionsOf(r: OrderRow, vendor: boolean, now: Date): OrderAction[] {
  if (vendor) return r.status === 'PACKAGING' ? ['ship'] : [];
  if (r.status === 'PACKAGING') return ['cancel', 'buyAgain'];
  // 申请售后: delivered or completed within the after-sales window, with something left to refund.
  const afterSale = r.refundable && afterSaleWindow(r, now).open ? (['afterSale'] as const) : [];
  if (r.status === 'DELIVERED') return ['confirmReceipt', 'buyAgain', ...afterSale];
  return ['buyAgain', ...afterSale];
}

/** The goods of an order line, as orders, refunds and what may be refunded show them. */
export type LineGoods = Pick<
  OrderLine,
  'goodsId' | 'name' | 'brandName' | 'model' | 'spec' | 'unit' | 'image' | 'price'
>;

/** The columns of an order line's goods (as ordered: the line keeps them when the goods change). */
export interface LineGoodsRow {
  goods_id: string;
  name: string;
  brand_name: string;
  model: string;
  spec: string;
  unit: string;
  image: string;
  /** Unit price paid, fen (bigint read as a string). */
  price: string;
}

/** An order line's goods as answers show them: the one mapping orders and refunds share. */
export function lineGoodsOf(l: LineGoodsRow): LineGoods {
  return {
    goodsId: l.goods_id,
    name: l.name,
    brandName: l.brand_name,
    model: l.model,
    spec: l.spec,
    unit: l.unit,
    image: l.image,
    price: Number(l.price),
  };
}

function lineOf(l: OrderLineRow): OrderLine {
  return {
    id: l.id,
    ...lineGoodsOf(l),
    skuCode: l.sku_code,
    num: l.num,
    amount: Number(l.amount),
    deliveryDays: l.delivery_days,
  };
}

export function summaryOf(r: OrderRow, lines: OrderLineRow[], vendor: boolean, now: Date): OrderSummary {
  const status = shownStatus(r);
  return {
    id: r.id,
    orderNo: r.order_no,
    submissionId: r.submission_id,
    status,
    statusText: statusText(status),
    supplierId: r.supplier_id,
    supplierName: r.supplier_name,
    buyerOrganizationName: r.buyer_organization_name,
    buyerName: r.buyer_name,
    createdAt: r.created_at.toISOString(),
    goodsAmount: Number(r.goods_amount),
    freight: Number(r.freight),
    amount: Number(r.amount),
    lineCount: r.line_count,
    quantity: r.quantity,
    poNumber: r.po_number,
    costCenter: r.cost_center,
    lines: lines.map(lineOf),
    actions: actionsOf(r, vendor, now),
  };
}

/** The shipment of an order, once shipped. */
export function logisticsOf(r: OrderRow): OrderDetail['logistics'] {
  return r.carrier !== null && r.shipped_at !== null
    ? { carrier: r.carrier, waybillNo: r.waybill_no ?? '', shippedAt: r.shipped_at.toISOString() }
    : null;
}

type LogRow = Awaited<ReturnType<OrderRepo['logsOf']>>[number];
type RefundRow = Awaited<ReturnType<OrderRepo['refundsOf']>>[number];

export function detailOf(
  r: OrderRow,
  parts: { lines: OrderLineRow[]; logs: LogRow[]; refunds: RefundRow[] },
  vendor: boolean,
  now: Date,
): OrderDetail {
  return {
    ...summaryOf(r, parts.lines, vendor, now),
    address: r.address as OrderDetail['address'],
    invoice: (r.invoice ?? null) as OrderDetail['invoice'],
    remarks: r.remarks,
    logistics: logisticsOf(r),
    autoConfirmAt: r.status === 'DELIVERED' && r.auto_confirm_at ? r.auto_confirm_at.toISOString() : null,
    expectedDate: r.expected_date,
    log: parts.logs.map((l) => ({
      status: l.status as OrderRecordStatus,
      statusText: statusText(l.status),
      action: l.action,
      actorName: l.actor_name,
      note: l.note,
      at: l.created_at.toISOString(),
    })),
    refunds: parts.refunds.map((f) => ({
      id: f.id,
      refundNo: f.refund_no,
      status: f.status,
      statusText: REFUND_STATUS_LABELS[f.status as RefundStatus] ?? f.status,
      typeText: REFUND_TYPE_LABELS[f.type as RefundType] ?? f.type,
      amount: Number(f.amount),
      createdAt: f.created_at.toISOString(),
    })),
  };
}
