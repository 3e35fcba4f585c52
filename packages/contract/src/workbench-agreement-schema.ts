import { z } from 'zod';
import { routeOf } from './endpoint-schema';
import { idSchema, pageOf, pageQuery } from './page';
import {
  WB_AGREEMENT_LIMITS as L,
  WB_AGREEMENT_MESSAGES as M,
  wbAgreementBuyersEndpoint,
  wbAgreementPageEndpoint,
  wbAgreementRemoveEndpoint,
  wbAgreementSetEndpoint,
} from './workbench-agreement';
import { fenOf } from './workbench-goods-schema';

const keyword = z
  .string({ message: '关键词应为文字' })
  .trim()
  .max(L.keywordMax, { message: `关键词最多 ${L.keywordMax} 字` });

export const wbAgreementPageQuery = pageQuery.extend({
  /** One buyer organization's prices; all of them when absent. */
  organizationId: z.preprocess((v) => (v === '' ? undefined : v), idSchema.optional()),
  /** Goods name, SKU code or model. */
  keyword: keyword.optional(),
});

export const wbAgreementRecord = z.object({
  goodsId: z.string(),
  skuCode: z.string(),
  name: z.string(),
  model: z.string(),
  unit: z.string(),
  /** 销售价, fen. */
  listPrice: z.number().int(),
  /** 协议价, fen. */
  price: z.number().int(),
  /** The price in 折 of the list price (9.2 for 92 %), two decimals. */
  discount: z.number(),
  /** discountText of the contract: 9.2折, 无折扣, 高于销售价. */
  discountText: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
  /** When the price was last set (ISO time). */
  updatedAt: z.string(),
  /** Who set it last (the supplier's user), empty for prices of the initial data. */
  updatedBy: z.string(),
});

export const wbAgreementBuyerQuery = pageQuery.extend({ keyword: keyword.optional() });
export const wbAgreementBuyer = z.object({
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
  /** How many agreement prices this supplier has set for the organization. */
  priceCount: z.number().int(),
});

/** 1 to itemsMax rows, each (goods, organization) once. */
const items = <T extends z.ZodType<{ goodsId: string; organizationId: string }, unknown>>(item: T) =>
  z
    .array(item, { message: '请提交协议价列表 items' })
    .min(1, { message: M.itemsRequired })
    .max(L.itemsMax, { message: M.itemsTooMany })
    .refine((rows) => new Set(rows.map((r) => `${r.goodsId}:${r.organizationId}`)).size === rows.length, {
      message: M.duplicate,
    });

export const wbAgreementKey = z.object({ goodsId: idSchema, organizationId: idSchema });
export const wbAgreementSetItem = wbAgreementKey.extend({ price: fenOf('协议价') });
export const wbAgreementSetRequest = z.object({ items: items(wbAgreementSetItem) });
export const wbAgreementRemoveRequest = z.object({ items: items(wbAgreementKey) });

export const wbAgreementSaved = z.object({ records: z.array(wbAgreementRecord) });
export const wbAgreementRemoved = z.object({ removed: z.number().int() });

export const wbAgreementPageRoute = routeOf(wbAgreementPageEndpoint, {
  querystring: wbAgreementPageQuery,
  response: pageOf(wbAgreementRecord),
});
export const wbAgreementBuyersRoute = routeOf(wbAgreementBuyersEndpoint, {
  querystring: wbAgreementBuyerQuery,
  response: pageOf(wbAgreementBuyer),
});
export const wbAgreementSetRoute = routeOf(wbAgreementSetEndpoint, {
  body: wbAgreementSetRequest,
  response: wbAgreementSaved,
});
export const wbAgreementRemoveRoute = routeOf(wbAgreementRemoveEndpoint, {
  body: wbAgreementRemoveRequest,
  response: wbAgreementRemoved,
});
