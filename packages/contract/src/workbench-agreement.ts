/**
 * 运营工作台 (/workbench): a supplier's 协议价 (agreement prices) per buyer organization (issue 29).
 *
 * An agreement price is one row per (goods, buyer organization): what that organization pays for the goods
 * instead of its list price, in search, goods details, cart, 核价单 and checkout; no other organization ever
 * sees it. A supplier prices its own goods for verified buyer organizations only: another supplier's goods,
 * or an organization that is not a buyer, answers 404 exactly as one that does not exist. A price is integer
 * fen, more than 0 and not above the goods' list price (销售价). Writes take effect at once for buyers.
 */
import type { z } from 'zod';
import type { Endpoint } from './endpoint';
import { formatFen } from './format';
import type { Page } from './page';
import type * as S from './workbench-agreement-schema';

/** Limits of the agreement price requests (the page checks the same). */
export const WB_AGREEMENT_LIMITS = {
  /** Rows one set or remove may name. */
  itemsMax: 200,
  keywordMax: 50,
} as const;

export const WB_AGREEMENT_MESSAGES = {
  goodsNotFound: '商品不存在',
  buyerNotFound: '采购单位不存在',
  priceNotFound: '协议价不存在',
  itemsRequired: '请至少选择一条',
  itemsTooMany: `一次最多 ${WB_AGREEMENT_LIMITS.itemsMax} 条`,
  duplicate: '同一商品与采购单位只能出现一次',
} as const;

/** The message of a price above the goods' list price (named by the goods, for a batch). */
export function aboveListMessage(goodsName: string, listPrice: number): string {
  return `「${goodsName}」的协议价不能高于销售价 ${formatFen(listPrice)}`;
}

/**
 * The discount of a price against the list price in 折, one decimal, trailing zero dropped: 9200 of
 * 10000 → "9.2折", 9000 → "9折"; the list price itself → "无折扣"; above it (the list price was lowered
 * after the agreement) → "高于销售价".
 */
export function discountText(price: number, listPrice: number): string {
  if (listPrice <= 0 || price > listPrice) return '高于销售价';
  if (price === listPrice) return '无折扣';
  // percent of the list, rounded half up; never 10折 while below the list price
  const percent = Math.min(99, Math.max(1, Math.round((price * 100) / listPrice)));
  return `${(percent / 10).toFixed(1).replace(/\.0$/, '')}折`;
}

export type WbAgreementPageQuery = z.input<typeof S.wbAgreementPageQuery>;
export type WbAgreementRecord = z.infer<typeof S.wbAgreementRecord>;
export type WbAgreementPage = Page<WbAgreementRecord>;
export type WbAgreementBuyerQuery = z.input<typeof S.wbAgreementBuyerQuery>;
export type WbAgreementBuyer = z.infer<typeof S.wbAgreementBuyer>;
export type WbAgreementBuyerPage = Page<WbAgreementBuyer>;
export type WbAgreementSetRequest = z.input<typeof S.wbAgreementSetRequest>;
export type WbAgreementSetItem = z.input<typeof S.wbAgreementSetItem>;
export type WbAgreementSaved = z.infer<typeof S.wbAgreementSaved>;
export type WbAgreementRemoveRequest = z.input<typeof S.wbAgreementRemoveRequest>;
export type WbAgreementRemoved = z.infer<typeof S.wbAgreementRemoved>;

const VENDOR = { roles: ['VENDOR'] } as const;
const TAG = '运营工作台';

export const wbAgreementPageEndpoint: Endpoint<WbAgreementPageQuery, WbAgreementPage> = {
  method: 'GET',
  path: '/workbench/agreement/page',
  idRefs: { organizationId: 'buyer' },
  access: VENDOR,
  tag: TAG,
  summary: '协议价管理：本供应商商品的协议价（按采购单位、商品关键词或 SKU 筛选）',
};

export const wbAgreementBuyersEndpoint: Endpoint<WbAgreementBuyerQuery, WbAgreementBuyerPage> = {
  method: 'GET',
  path: '/workbench/agreement/buyers',
  access: VENDOR,
  tag: TAG,
  summary: '协议价管理：可设置协议价的采购单位（已认证的采购单位，按名称搜索）',
};

export const wbAgreementSetEndpoint: Endpoint<WbAgreementSetRequest, WbAgreementSaved> = {
  method: 'POST',
  path: '/workbench/agreement/set',
  idRefs: { 'items[].goodsId': 'owned', 'items[].organizationId': 'buyer' },
  access: VENDOR,
  tag: TAG,
  summary: `设置协议价（一次 1–${WB_AGREEMENT_LIMITS.itemsMax} 条，已有则修改；即时生效，不得高于销售价）`,
};

export const wbAgreementRemoveEndpoint: Endpoint<WbAgreementRemoveRequest, WbAgreementRemoved> = {
  method: 'POST',
  path: '/workbench/agreement/remove',
  idRefs: { 'items[].goodsId': 'owned', 'items[].organizationId': 'buyer' },
  access: VENDOR,
  tag: TAG,
  summary: `删除协议价（一次 1–${WB_AGREEMENT_LIMITS.itemsMax} 条；即时生效，该采购单位恢复按销售价购买）`,
};
