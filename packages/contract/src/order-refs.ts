/**
 * The buyer's own references on an order (issue 27): 采购单号 (the buyer's purchase order number in their
 * own system) and 成本中心, both optional at checkout. The order keeps them; its detail, print, the
 * supplier's view, the list's keyword (the PO number) and the xlsx export show them. Plain values: the
 * pages' inputs check the same limits with the same words as the schema (order-refs-schema.ts).
 */
export const ORDER_REF_MAX = 40;

export const ORDER_REF_LABELS = {
  poNumber: '采购单号',
  costCenter: '成本中心',
} as const;

export type OrderRefField = keyof typeof ORDER_REF_LABELS;

/** The buyer's references as a submission sends them and an order shows them ('' when not given). */
export interface OrderRefs {
  poNumber: string;
  costCenter: string;
}

export const ORDER_REF_MESSAGES = {
  notText: (field: OrderRefField) => `${ORDER_REF_LABELS[field]}应为文字`,
  tooLong: (field: OrderRefField) => `${ORDER_REF_LABELS[field]}最多 ${ORDER_REF_MAX} 个字`,
  lineBreak: (field: OrderRefField) => `${ORDER_REF_LABELS[field]}不能换行`,
} as const;

/** Why a reference cannot be sent (the schema's words), or null; the value is trimmed first. */
export function orderRefProblem(field: OrderRefField, value: string): string | null {
  const v = value.trim();
  if (/[\r\n]/.test(v)) return ORDER_REF_MESSAGES.lineBreak(field);
  if (v.length > ORDER_REF_MAX) return ORDER_REF_MESSAGES.tooLong(field);
  return null;
}
