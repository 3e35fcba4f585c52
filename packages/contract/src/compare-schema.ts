import { z } from 'zod';
import { idList } from './cart-schema';
import {
  compareCartAppendEndpoint,
  comparePageEndpoint,
  compareRemoveEndpoint,
  compareReportEndpoint,
} from './compare';
import { routeOf } from './endpoint-schema';
import { divisionCode, goodsCard } from './goods-schema';
import { pageOf, pageQuery } from './page';

export const comparePageQuery = z.object({
  page: pageQuery.shape.page,
  /** Comparable sets per page. */
  limit: pageQuery.shape.limit,
  /** Delivery area (county, city or province code): stock, area limits, delivery and freight are for it. */
  divisionCode: divisionCode.optional(),
});

/** Line ids of the 核价单 (not goods ids). */
export const compareIdsRequest = z.object({ ids: idList });

export const compareCartAppendRequest = z.object({
  comparePriceIds: idList,
  appendCart: z
    .preprocess(
      (v) => {
        if (v === true || v === 'true') return 1;
        if (v === false || v === 'false') return 0;
        return typeof v === 'string' && /^\d$/.test(v) ? Number(v) : v;
      },
      z.union([z.literal(0), z.literal(1)], {
        message: '移入方式应为 0（移入购物车）或 1（加入购物车并保留在核价单）',
      }),
    )
    .default(0),
});

export const compareReportQuery = z.object({
  /** Only these lines (line ids, "1,2,3" or repeated); the whole 核价单 when absent. */
  ids: idList.optional(),
  divisionCode: divisionCode.optional(),
});

/** overLimit: the unit price or price × num is over a money cap (money.ts); it cannot go to the cart. */
export const compareLineState = z.enum(['ok', 'delisted', 'areaLimited', 'understock', 'overLimit']);

export const compareLine = z.object({
  /** The 核价单 line id (what remove and cart/append take). */
  id: z.string(),
  goodsId: z.string(),
  num: z.number().int(),
  /** The goods with the caller's price (agreement or list) and the area's stock. */
  goods: goodsCard,
  state: compareLineState,
  /** Why the line cannot be bought in the area (Chinese), empty when it can. */
  stateText: z.string(),
  /** Delivery promise in days for the area (fastest stocked warehouse), null when unknown or not deliverable. */
  deliveryDays: z.number().int().nullable(),
  /** goods.price × num, fen (0 for an overLimit line whose product is beyond the safe integers). */
  amount: z.number().int(),
  /** goods.listPrice × num, fen: what the quantity costs without the agreement price (0 as amount). */
  listAmount: z.number().int(),
  /** Freight of this line alone to the area, fen (0 when free or above the free threshold). */
  freight: z.number().int(),
  /** Amount above which the freight is free, fen; 0 when never free. */
  freeThreshold: z.number().int(),
  /** amount + freight, fen. */
  total: z.number().int(),
  /** The lowest total of its set among the lines that can be bought (最低总价). */
  cheapest: z.boolean(),
  addedAt: z.string(),
});

export const compareSet = z.object({
  /** Stable key of the set (its third-level category ids). */
  key: z.string(),
  /** What the lines have in common (the category names). */
  title: z.string(),
  lines: z.array(compareLine),
  /** Distinct suppliers of the set. */
  supplierCount: z.number().int(),
  /** The chosen (cheapest total) line, null when none can be bought. */
  cheapestLineId: z.string().nullable(),
  /** Dearest minus cheapest total among the lines that can be bought, fen. */
  spread: z.number().int(),
});

export const comparePage = pageOf(compareSet).extend({
  divisionCode: z.string().nullable(),
  /** Lines in the whole 核价单. */
  lineCount: z.number().int(),
});

export const compareRemoved = z.object({
  removed: z.number().int(),
  /** Lines left in the 核价单. */
  count: z.number().int(),
});

export const compareCartAppended = z.object({
  /** Cart lines added or increased. */
  added: z.number().int(),
  /** Lines in the cart afterwards. */
  cartCount: z.number().int(),
  /** 核价单 lines removed (0 with appendCart=1). */
  removed: z.number().int(),
  /** Lines left in the 核价单. */
  count: z.number().int(),
});

/** The report's success answer for the OpenAPI document: the xlsx file itself. */
export const compareReportFile = z
  .string()
  .meta({ format: 'binary', description: '核价单 xlsx 文件（Content-Disposition: attachment）' });

export const comparePageRoute = routeOf(comparePageEndpoint, {
  querystring: comparePageQuery,
  response: comparePage,
});
export const compareRemoveRoute = routeOf(compareRemoveEndpoint, {
  body: compareIdsRequest,
  response: compareRemoved,
});
export const compareCartAppendRoute = routeOf(compareCartAppendEndpoint, {
  body: compareCartAppendRequest,
  response: compareCartAppended,
});
/** The report is a file download: registered as a plain route with these schemas (not routeOf). */
export const compareReportRoute = {
  endpoint: compareReportEndpoint,
  querystring: compareReportQuery,
  response: compareReportFile,
} as const;
