import { z } from 'zod';
import {
  cartAppendEndpoint,
  cartBatchAppendEndpoint,
  cartBatchDeleteEndpoint,
  cartDirectCountEndpoint,
  cartListEndpoint,
  cartSelectEndpoint,
  cartSumEndpoint,
  cartUpdateEndpoint,
  MAX_BATCH_APPEND,
} from './cart';
import { routeOf } from './endpoint-schema';
import { divisionCode, goodsCard } from './goods-schema';
import { decimalInt, idList, idSchema } from './page';
import { QUANTITY_MAX } from './quantity';

const num = decimalInt('数量', { min: 1, max: QUANTITY_MAX });

/** Form bodies carry booleans as text. */
const formBoolean = (label: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { message: `${label}应为 true 或 false` })
    .transform((v) => v === true || v === 'true' || v === '1');

/** A list of ids (the contract's one id list, page.ts): a JSON array, a repeated form field or `1,2,3`. */
export { idList };

export const cartListQuery = z.object({
  /** Delivery area (county, city or province code): stock, area limits and freight are for it. */
  divisionCode: divisionCode.optional(),
});

export const cartAppendRequest = z.object({
  id: idSchema,
  num,
  appendCartType: z
    .preprocess(
      (v) => (typeof v === 'string' && /^\d$/.test(v) ? Number(v) : v),
      z.union([z.literal(0), z.literal(1), z.literal(2)], {
        message: '加入方式应为 0（加入购物车）、1（立即购买）或 2（设置数量）',
      }),
    )
    .default(0),
});

export const cartUpdateRequest = z.object({ id: idSchema, num });

export const cartIdsRequest = z.object({ ids: idList });

export const cartSelectRequest = z.object({
  /** Lines to (de)select; omit with `all: true` for the whole cart. */
  ids: idList.optional(),
  all: formBoolean('是否全部').default(false),
  selected: formBoolean('是否勾选'),
});

export const cartBatchAppendRequest = z.object({
  lines: z
    .array(z.object({ id: idSchema, num }), { message: '明细应为商品列表' })
    .min(1, { message: '请至少选择一件商品' })
    .max(MAX_BATCH_APPEND, { message: `一次最多加入 ${MAX_BATCH_APPEND} 件商品` }),
});

/** overLimit: the unit price or price × num is over a money cap (money.ts); it cannot be settled. */
export const cartLineState = z.enum(['ok', 'delisted', 'areaLimited', 'understock', 'quantity', 'overLimit']);

export const cartQuote = z.object({
  /** The accepted quote line this price comes from. */
  quoteLineId: z.string(),
  /** Quoted unit price, fen; it applies until `expiresAt`. */
  price: z.number().int(),
  expiresAt: z.string(),
});

export const cartLine = z.object({
  id: z.string(),
  goodsId: z.string(),
  num: z.number().int(),
  selected: z.boolean(),
  goods: goodsCard,
  /** What one piece costs now, fen: a valid quote's price, else the agreement or list price. */
  price: z.number().int(),
  /** The price when the line was added (or last set), fen. */
  addedPrice: z.number().int(),
  /** price − addedPrice: negative when it became cheaper. */
  priceChange: z.number().int(),
  quote: cartQuote.nullable(),
  /** price × num, fen (0 for an overLimit line whose product is beyond the safe integers). */
  amount: z.number().int(),
  state: cartLineState,
  /** Why the line cannot be settled (Chinese), empty when it can. */
  stateText: z.string(),
  /** Delivery promise in days for the chosen area, null when unknown or not deliverable. */
  deliveryDays: z.number().int().nullable(),
  addedAt: z.string(),
  /**
   * The purchasing plan line the line was added from (`/purchasing-bills/item/add-to-cart`): its order
   * commits that plan's budget. Absent or null: an ordinary line.
   */
  plan: z
    .object({ planId: z.string(), planLineId: z.string(), code: z.string(), name: z.string() })
    .nullable()
    .optional(),
});

export const cartFreight = z.object({
  /** Estimated freight of the group's selected lines, fen. */
  fee: z.number().int(),
  /** How much more would make the dearest template free (0 when free or never free). */
  toFree: z.number().int(),
});

export const cartGroup = z.object({
  supplierId: z.string(),
  supplierName: z.string(),
  lines: z.array(cartLine),
  /** Every settleable line of the group is selected. */
  selected: z.boolean(),
  selectedCount: z.number().int(),
  /** Sum of the selected settleable lines, fen. */
  subtotal: z.number().int(),
  freight: cartFreight,
});

export const cartView = z.object({
  divisionCode: z.string().nullable(),
  groups: z.array(cartGroup),
  /** Lines in the cart. */
  count: z.number().int(),
  /** Pieces in the cart. */
  quantity: z.number().int(),
  selectedCount: z.number().int(),
  /** Goods total of the selected settleable lines, fen. */
  selectedAmount: z.number().int(),
  freight: z.number().int(),
  /** selectedAmount + freight, fen. */
  total: z.number().int(),
  /** Selected lines that cannot be settled (delisted, limited, short of stock, quantity rule). */
  blockedCount: z.number().int(),
});

export const cartCount = z.object({ count: z.number().int() });

export const cartSum = z.object({
  count: z.number().int(),
  quantity: z.number().int(),
  selectedCount: z.number().int(),
  selectedAmount: z.number().int(),
});

export const cartAppended = z.object({
  id: z.string(),
  goodsId: z.string(),
  num: z.number().int(),
  /** Lines in the cart after the add. */
  count: z.number().int(),
});

export const cartBatchAppended = z.object({
  /** Lines added or increased. */
  added: z.number().int(),
  count: z.number().int(),
});

/** The cart after a change: its line count (the page reloads the list). */
export const cartChanged = z.object({ count: z.number().int(), changed: z.number().int() });

export const cartListRoute = routeOf(cartListEndpoint, { querystring: cartListQuery, response: cartView });
export const cartUpdateRoute = routeOf(cartUpdateEndpoint, {
  body: cartUpdateRequest,
  response: cartChanged,
});
export const cartBatchDeleteRoute = routeOf(cartBatchDeleteEndpoint, {
  body: cartIdsRequest,
  response: cartChanged,
});
export const cartSelectRoute = routeOf(cartSelectEndpoint, {
  body: cartSelectRequest,
  response: cartChanged,
});
export const cartAppendRoute = routeOf(cartAppendEndpoint, {
  body: cartAppendRequest,
  response: cartAppended,
});
export const cartBatchAppendRoute = routeOf(cartBatchAppendEndpoint, {
  body: cartBatchAppendRequest,
  response: cartBatchAppended,
});
export const cartSumRoute = routeOf(cartSumEndpoint, { response: cartSum });
export const cartDirectCountRoute = routeOf(cartDirectCountEndpoint, { response: cartCount });
