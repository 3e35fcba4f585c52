/** The award, 流标, the published results and the challenges of bidding events. */
import { z } from 'zod';
import { L, required, status, text } from './bidding-fields-schema';
import { idSchema, pageQuery } from './page';

/** Exactly one of `supplierId` and `lines` (the server answers 400 otherwise, after checking the event). */
export const bidAwardRequest = z.object({
  id: idSchema,
  /** The whole event to one supplier (its bid on every item it bid on). */
  supplierId: idSchema.optional(),
  /** Per item: the winning bid. */
  lines: z
    .array(z.object({ itemId: idSchema, bidId: idSchema }), { message: '定标明细应为列表' })
    .max(L.maxItems)
    .optional(),
  /** Required when an item does not go to its lowest valid bid. */
  reason: text('定标理由', L.maxText).default(''),
});

export const bidFailRequest = z.object({ id: idSchema, reason: required('流标理由', L.maxText) });

export const bidResultQuery = pageQuery.extend({ keyword: text('关键词', 50).optional() });

export const bidResult = z.object({
  eventId: z.string(),
  code: z.string(),
  title: z.string(),
  buyerName: z.string(),
  status,
  statusText: z.string(),
  awardedAt: z.string(),
  publicityEndsAt: z.string().nullable(),
  /** Suppliers who bid (the others are not named). */
  bidderCount: z.number().int(),
  totalAmount: z.number().int(),
  items: z.array(
    z.object({
      itemId: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      unit: z.string(),
      winnerName: z.string().nullable(),
      price: z.number().int().nullable(),
      amount: z.number().int().nullable(),
    }),
  ),
});

export const bidChallengeRequest = z.object({ eventId: idSchema, reason: required('质疑理由', L.maxText) });

export const bidChallengeAnswerRequest = z.object({
  id: idSchema,
  /** True: the award stands; false: the event returns to 定标中. */
  upheld: z.boolean({ message: '质疑结论应为 true 或 false' }),
  answer: required('答复内容', L.maxText),
});
