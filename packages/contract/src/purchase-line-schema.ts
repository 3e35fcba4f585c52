/**
 * The line a purchasing plan and a collaborative purchase list both take (purchasing-plan-schema.ts,
 * purchasing-synergy-schema.ts): catalog goods, whose name, specification and unit come from the goods, or
 * free text with its own name and unit; and the fields of a line a buyer may change afterwards.
 */
import { z } from 'zod';
import { MAX_UNIT_PRICE_FEN, MONEY_MESSAGES } from './money';
import { idSchema } from './page';
import { QUANTITY_MAX } from './quantity';

/** Longest name or specification of a line. */
export const MAX_LINE_TEXT = 100;
export const MAX_LINE_UNIT = 20;
export const MAX_LINE_REMARK = 200;

/** Trimmed text of at most `max` characters, its messages naming the field. */
export function boundedText(label: string, max: number) {
  return z
    .string({ message: `${label}应为文字` })
    .trim()
    .max(max, { message: `${label}最多 ${max} 字` });
}

export const lineQuantity = z
  .number({ message: '数量应为整数' })
  .int({ message: '数量应为整数' })
  .min(1, { message: '数量最小为 1' })
  .max(QUANTITY_MAX, { message: `数量最大为 ${QUANTITY_MAX}` });

export const lineEstimatedPrice = z
  .number({ message: '预估单价应为整数（分）' })
  .int({ message: '预估单价应为整数（分）' })
  .min(0, { message: '预估单价不能为负数' })
  .max(MAX_UNIT_PRICE_FEN, { message: MONEY_MESSAGES.unitPrice })
  .meta({ description: '预估单价，分' });

const lineSpec = boundedText('规格型号', MAX_LINE_TEXT);
const lineUnit = boundedText('单位', MAX_LINE_UNIT);
const lineRemark = boundedText('明细备注', MAX_LINE_REMARK);

/** A line to add: `goodsId`, or free text (`name` and `unit` required). */
export const purchaseLineInput = z
  .object({
    goodsId: idSchema.optional(),
    name: boundedText('品名', MAX_LINE_TEXT).optional(),
    spec: lineSpec.optional(),
    unit: lineUnit.optional(),
    quantity: lineQuantity,
    estimatedPrice: lineEstimatedPrice.optional(),
    remark: lineRemark.default(''),
  })
  .refine((l) => l.goodsId !== undefined || (l.name ?? '') !== '', {
    message: '请选择商品，或填写品名',
    path: ['name'],
  })
  .refine((l) => l.goodsId !== undefined || (l.unit ?? '') !== '', {
    message: '自由填写的明细请填写单位',
    path: ['unit'],
  });

/** What a buyer may change on a line (each optional; an empty unit is refused). */
export const lineEdits = {
  spec: lineSpec.optional(),
  unit: lineUnit.min(1, { message: '单位不能为空' }).optional(),
  quantity: lineQuantity.optional(),
  estimatedPrice: lineEstimatedPrice.optional(),
  remark: lineRemark.optional(),
};
