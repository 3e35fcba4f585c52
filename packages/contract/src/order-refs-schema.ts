import { z } from 'zod';
import { ORDER_REF_MAX, ORDER_REF_MESSAGES as M, type OrderRefField } from './order-refs';

/** One reference: text, trimmed, one line, at most ORDER_REF_MAX characters; '' when left out. */
const refText = (field: OrderRefField, example: string) =>
  z
    .string({ message: M.notText(field) })
    .trim()
    .max(ORDER_REF_MAX, { message: M.tooLong(field) })
    .regex(/^[^\r\n]*$/, { message: M.lineBreak(field) })
    .default('')
    .meta({ example });

/** The fields a submission takes (optional). */
export const orderRefInput = {
  /** 采购单号: the buyer's own PO number; the order list's keyword finds it. */
  poNumber: refText('poNumber', 'PO-2026-0815'),
  /** 成本中心. */
  costCenter: refText('costCenter', 'CC-生产一部'),
};

/** The fields an order answers ('' when not given). */
export const orderRefOutput = {
  poNumber: z.string(),
  costCenter: z.string(),
};
