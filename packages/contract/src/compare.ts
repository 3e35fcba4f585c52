/**
 * The price-comparison list (核价单) of a buyer: the goods collected for comparison (added with
 * POST /cart/compare-price/append of add-to-lists.ts), grouped into comparable sets, moved to the cart, and
 * exported as an xlsx approval file. Every line belongs to one user of one organization; another user's
 * line ids answer 404 核价单商品不存在.
 *
 * Comparable sets: lines whose goods share the third-level category, or the product line (`series`,
 * i.e. other specifications of one product), are one set. Per set the line with the lowest total for
 * its quantity (goods amount + freight to the chosen area) among the lines that can be bought there is
 * the chosen one (最低总价); ties go to the faster delivery, then to the earlier line.
 */
import type { z } from 'zod';
import type { Endpoint } from './endpoint';
import { MONEY_MESSAGES } from './money';
import { BUYER_ROLES } from './roles';
import type * as S from './compare-schema';

/**
 * What `appendCart` of POST /cart/compare-price/cart/append does with the chosen lines:
 * - 0 移入购物车 (default): each line's quantity is added to the cart and the line leaves the 核价单;
 * - 1 加入购物车并保留: the quantity is added to the cart and the line stays in the 核价单.
 */
export const COMPARE_APPEND_CART = { move: 0, keep: 1 } as const;
export type CompareAppendCart = (typeof COMPARE_APPEND_CART)[keyof typeof COMPARE_APPEND_CART];

/** The xlsx media type of the report. */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type ComparePageQuery = z.input<typeof S.comparePageQuery>;
export type CompareIdsRequest = z.input<typeof S.compareIdsRequest>;
export type CompareCartAppendRequest = z.input<typeof S.compareCartAppendRequest>;
export type CompareReportQuery = z.input<typeof S.compareReportQuery>;
export type CompareLineState = z.infer<typeof S.compareLineState>;
export type CompareLine = z.infer<typeof S.compareLine>;
export type CompareSet = z.infer<typeof S.compareSet>;
export type ComparePage = z.infer<typeof S.comparePage>;
export type CompareRemoved = z.infer<typeof S.compareRemoved>;
export type CompareCartAppended = z.infer<typeof S.compareCartAppended>;

/** Chinese words of the line states. */
export const COMPARE_LINE_STATE_LABELS: Record<CompareLineState, string> = {
  ok: '可购买',
  delisted: '已下架',
  areaLimited: '该地区不可售',
  understock: '库存不足',
  overLimit: MONEY_MESSAGES.overLimit,
};

const buyers = { roles: BUYER_ROLES } as const;
const TAG = '核价单';

/** The caller's 核价单, a page of comparable sets (newest set first), priced for the delivery area. */
export const comparePageEndpoint: Endpoint<ComparePageQuery, ComparePage> = {
  method: 'GET',
  path: '/cart/compare-price/page',
  access: buyers,
  tag: TAG,
  summary: '核价单（按同类商品分组比价，标出含运费的最低总价；分页单位为比价组）',
};

export const compareRemoveEndpoint: Endpoint<CompareIdsRequest, CompareRemoved> = {
  method: 'POST',
  path: '/cart/compare-price/remove',
  idRefs: { ids: 'owned' },
  access: buyers,
  form: true,
  tag: TAG,
  summary: '从核价单移除商品（ids：核价单行 ID，可多条；任何一条不属于本人则全部不删）',
};

export const compareCartAppendEndpoint: Endpoint<CompareCartAppendRequest, CompareCartAppended> = {
  method: 'POST',
  path: '/cart/compare-price/cart/append',
  idRefs: { comparePriceIds: 'owned' },
  access: buyers,
  form: true,
  tag: TAG,
  summary:
    '核价单商品加入购物车（comparePriceIds：核价单行 ID；appendCart：0 移入购物车并从核价单移除（默认），1 加入购物车并保留在核价单；全部成功或全部不加）',
};

/**
 * The 核价单 as an xlsx file (the answer is the file itself, not an envelope; failures answer the
 * error envelope): goods, suppliers, prices, totals, the chosen line of each set, the date and the
 * buyer organization. `ids` restricts it to some lines.
 */
export const compareReportEndpoint: Endpoint<CompareReportQuery, ArrayBuffer> = {
  method: 'GET',
  path: '/cart/compare-price/report',
  idRefs: { ids: 'owned' },
  access: buyers,
  tag: TAG,
  summary: '导出核价单（xlsx 文件；ids 可只导出部分商品）',
};
