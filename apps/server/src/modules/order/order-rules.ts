import { ORDER_RECORD_STATUS_LABELS, type OrderRecordStatus } from '@pm/contract/order';
import { AFTER_SALE_DAYS } from '@pm/contract/refund';
import type { AuthContext } from '../auth/auth.service';

/**
 * The order rules other modules read (after-sales, what comes next): who sees an order and whether it
 * takes after-sales applications.
 */

export const DAY = 86_400_000;

/**
 * Who sees an order: the buyer organization's orders (with `userId`, only those that user placed), or
 * the orders addressed to a supplier.
 */
export type OrderScope =
  { kind: 'buyer'; organizationId: string; userId: string | null } | { kind: 'vendor'; supplierId: string };

/** Where a buyer looks: a manager (APPROVER) sees the organization's orders, a purchaser their own. */
export function buyerScope(auth: AuthContext): OrderScope {
  return {
    kind: 'buyer',
    organizationId: auth.organizationId,
    userId: auth.roleTypes.includes('APPROVER') ? null : auth.userId,
  };
}

export function vendorScope(auth: AuthContext): OrderScope {
  return { kind: 'vendor', supplierId: auth.organizationId };
}

export function statusText(status: string): string {
  return ORDER_RECORD_STATUS_LABELS[status as OrderRecordStatus] ?? status;
}

/**
 * Whether an order takes new after-sales applications now (delivered, or completed less than
 * AFTER_SALE_DAYS ago), why not, and until when (completed orders).
 */
export function afterSaleWindow(
  order: { status: string; finished_at: Date | null },
  now: Date,
): { open: boolean; reason: string; deadline: Date | null } {
  if (order.status === 'DELIVERED') return { open: true, reason: '', deadline: null };
  if (order.status === 'DONE') {
    const deadline = new Date((order.finished_at ?? now).getTime() + AFTER_SALE_DAYS * DAY);
    return now < deadline
      ? { open: true, reason: '', deadline }
      : { open: false, reason: `订单完成已超过 ${AFTER_SALE_DAYS} 天，已过售后期限`, deadline };
  }
  if (order.status === 'PACKAGING') {
    return { open: false, reason: '订单尚未发货，发货后才能申请售后', deadline: null };
  }
  if (order.status === 'CANCELLED')
    return { open: false, reason: '订单已取消，不能申请售后', deadline: null };
  return { open: false, reason: `订单${statusText(order.status)}，不能申请售后`, deadline: null };
}
