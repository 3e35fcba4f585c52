import { z } from 'zod';
import { routeOf } from './endpoint-schema';
import * as E from './goods';
import { decimalInt, idOf, idSchema, pageOf, pageQuery } from './page';
import { QUANTITY_MAX } from './quantity';

/** Largest price accepted in a filter: 1 亿元 in fen. */
export const MAX_PRICE_FEN = 10_000_000_000;
export const GOODS_SORTS = ['relevance', 'sales', 'priceAsc', 'priceDesc', 'newest'] as const;

const keyword = z.string().max(100, { message: '搜索关键字最长 100 个字' });
export const divisionCode = z.string().regex(/^\d{6}$/, { message: '地区编码应为 6 位数字' });
const fen = (label: string) =>
  z
    .number({ message: `${label}必须是数字` })
    .int({ message: `${label}必须是整数（单位：分）` })
    .min(0, { message: `${label}不能为负数` })
    .max(MAX_PRICE_FEN, { message: `${label}过大` });
const smallLimit = (max: number, dflt: number) =>
  decimalInt('条数', { min: 1, max, maxMessage: `条数最大为 ${max}` }).default(dflt);

/** One goods item as lists show it. Prices in fen; `price` is the caller's price (agreement or list). */
export const goodsCard = z.object({
  id: z.string(),
  skuCode: z.string(),
  name: z.string(),
  brandId: z.string(),
  brandName: z.string(),
  model: z.string(),
  spec: z.string(),
  unit: z.string(),
  /** What the caller pays: the organization's agreement price when it has one, else the list price. */
  price: z.number().int(),
  listPrice: z.number().int(),
  marketPrice: z.number().int(),
  /** `price` is an agreement price of the caller's organization. */
  agreement: z.boolean(),
  /** Stock for the requested division (all warehouses when none given). */
  stock: z.number().int(),
  image: z.string(),
  moq: z.number().int(),
  orderMultiple: z.number().int(),
  sales: z.number().int(),
  catalogId: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
});

export const catalogNode: z.ZodType<E.CatalogNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    level: z.number().int(),
    icon: z.string(),
    goodsCount: z.number().int(),
    children: z.array(catalogNode),
  }),
);
// Recursive: the OpenAPI document needs it as a named component (#/components/schemas/CatalogNode).
z.globalRegistry.add(catalogNode, { id: 'CatalogNode' });

export const facet = z.object({ id: z.string(), name: z.string(), count: z.number().int() });
export const priceBand = z.object({
  min: z.number().int(),
  /** Exclusive upper bound; null for the last band. */
  max: z.number().int().nullable(),
  count: z.number().int(),
});

export const goodsSearchRequest = z.object({
  keyword: keyword.optional(),
  catalogId: idSchema.optional(),
  catalogName: z.string().max(50, { message: '分类名称过长' }).optional(),
  brandIds: z.array(idSchema).max(50, { message: '最多选择 50 个品牌' }).optional(),
  priceMin: fen('最低价').optional(),
  priceMax: fen('最高价').optional(),
  inStock: z.boolean({ message: '仅看有货必须是布尔值' }).optional(),
  sort: z
    .enum(GOODS_SORTS, { message: '排序方式应为 relevance、sales、priceAsc、priceDesc 或 newest' })
    .default('relevance'),
  /** Stock and area limits for this division (county, city or province code). */
  divisionCode: divisionCode.optional(),
  page: pageQuery.shape.page,
  limit: pageQuery.shape.limit,
});

export const goodsSearchResult = pageOf(goodsCard).extend({
  /** The keyword as searched (markup and spaces stripped). */
  keyword: z.string(),
  facets: z.object({
    brands: z.array(facet),
    catalogs: z.array(facet),
    priceBands: z.array(priceBand),
  }),
  /** When nothing matched: other words to try. */
  suggestions: z.array(z.string()),
  /**
   * false when `total` and the facet counts are estimates: a huge match set is counted from a sample
   * (show 约 12,000 件); pages still come in exact order.
   */
  totalExact: z.boolean(),
});

export const goodsTypePageRequest = z.object({
  catalogId: idSchema.optional(),
  type: z.enum(['hot', 'new', 'recommend'], { message: '类型应为 hot、new 或 recommend' }).default('hot'),
  divisionCode: divisionCode.optional(),
  page: pageQuery.shape.page,
  limit: pageQuery.shape.limit,
});

export const keywordSuggestion = z.object({
  text: z.string(),
  kind: z.enum(['goods', 'brand', 'catalog', 'hot']),
  /** The brand or catalog it names, when it names one. */
  refId: z.string().nullable(),
});

export const hotSearch = z.object({ keyword: z.string(), count: z.number().int() });

export const brand = z.object({
  id: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  logo: z.string(),
  initial: z.string(),
});

export const catalogLevelItem = z.object({
  id: z.string(),
  name: z.string(),
  level: z.number().int(),
  parentId: z.string().nullable(),
  hasChildren: z.boolean(),
});

export const goodsAttr = z.object({ name: z.string(), value: z.string() });
export const idName = z.object({ id: z.string(), name: z.string() });

export const goodsDetail = goodsCard.extend({
  brand: brand,
  images: z.array(z.string()),
  attrs: z.array(goodsAttr),
  /** 商品介绍 as HTML the server kept to its allow-list (a plain-text one escaped, a paragraph per line). */
  description: z.string(),
  /** First, second and third level. */
  catalogPath: z.array(idName),
  supplier: idName,
  /** The division stock, delivery and limits were computed for ('' when none given). */
  divisionCode: z.string(),
  areaLimited: z.boolean(),
  deliveryDays: z.number().int().nullable(),
  /** Chinese delivery promise for the division, e.g. 现货，预计 2 天内送达. */
  deliveryText: z.string(),
  freight: z.object({
    templateId: z.string().nullable(),
    fee: z.number().int(),
    freeThreshold: z.number().int(),
  }),
  /** Other specifications of the same product line. */
  variants: z.array(z.object({ id: z.string(), spec: z.string(), model: z.string() })),
  onSale: z.boolean(),
});

export const goodsExists = z.object({ exists: z.boolean(), onSale: z.boolean() });
export const inventoryCheckQuery = z.object({
  id: idSchema,
  divisionCode: divisionCode,
  num: decimalInt('数量', { min: 1, max: QUANTITY_MAX }).default(1),
});
export const inventoryCheck = z.object({
  id: z.string(),
  divisionCode: z.string(),
  stock: z.number().int(),
  enough: z.boolean(),
  deliveryDays: z.number().int().nullable(),
});
export const areaLimitQuery = z.object({ id: idSchema, divisionCode: divisionCode });
export const areaLimit = z.object({
  id: z.string(),
  divisionCode: z.string(),
  limited: z.boolean(),
  /** Chinese explanation when limited, '' otherwise. */
  message: z.string(),
});
export const freightQuery = z.object({ id: idSchema, divisionCode: divisionCode });
export const freightTemplate = z.object({
  templateId: z.string(),
  name: z.string(),
  divisionCode: z.string(),
  fee: z.number().int(),
  freeThreshold: z.number().int(),
  deliveryDays: z.number().int(),
});
export const recommendRequest = z.object({
  id: idSchema,
  limit: z
    .number({ message: '条数必须是数字' })
    .int({ message: '条数必须是整数' })
    .min(1, { message: '条数最小为 1' })
    .max(50, { message: '条数最大为 50' })
    .default(12),
  divisionCode: divisionCode.optional(),
});
export const hotSellingQuery = z.object({
  catalogId: idSchema.optional(),
  limit: smallLimit(50, 12),
  divisionCode: divisionCode.optional(),
});

export const goodsSearchRoute = routeOf(E.goodsSearchEndpoint, {
  body: goodsSearchRequest,
  response: goodsSearchResult,
});
export const goodsTypePageRoute = routeOf(E.goodsTypePageEndpoint, {
  body: goodsTypePageRequest,
  response: pageOf(goodsCard),
});
export const suggestKeywordRoute = routeOf(E.suggestKeywordEndpoint, {
  querystring: z.object({ keyword: keyword.default(''), limit: smallLimit(20, 10) }),
  response: z.array(keywordSuggestion),
});
export const searchHistoryRoute = routeOf(E.searchHistoryEndpoint, {
  querystring: z.object({ limit: smallLimit(50, 10) }),
  response: z.array(z.string()),
});
export const clearSearchHistoryRoute = routeOf(E.clearSearchHistoryEndpoint, { response: z.null() });
export const hotSearchRoute = routeOf(E.hotSearchEndpoint, {
  querystring: z.object({ limit: smallLimit(50, 10) }),
  response: z.array(hotSearch),
});
export const brandPageRoute = routeOf(E.brandPageEndpoint, {
  querystring: pageQuery.extend({
    nameCn: z.string().trim().max(50, { message: '品牌名称过长' }).optional(),
  }),
  response: pageOf(brand),
});
export const catalogTreeForShopRoute = routeOf(E.catalogTreeForShopEndpoint, {
  response: z.array(catalogNode),
});
export const catalogTreeRoute = routeOf(E.catalogTreeEndpoint, { response: z.array(catalogNode) });
export const catalogMultistageRoute = routeOf(E.catalogMultistageEndpoint, {
  querystring: z.object({
    /** 0 (top level) or a catalog's id. */
    parentId: z
      .union([z.literal('0'), idOf('上级分类 ID 格式不正确')], { message: '上级分类 ID 格式不正确' })
      .default('0'),
  }),
  response: z.array(catalogLevelItem),
});
export const goodsDetailRoute = routeOf(E.goodsDetailEndpoint, {
  params: z.object({ id: idSchema }),
  querystring: z.object({ divisionCode: divisionCode.optional() }),
  response: goodsDetail,
});
export const goodsExistsRoute = routeOf(E.goodsExistsEndpoint, {
  params: z.object({ id: idSchema }),
  response: goodsExists,
});
export const inventoryCheckRoute = routeOf(E.inventoryCheckEndpoint, {
  querystring: inventoryCheckQuery,
  response: inventoryCheck,
});
export const areaLimitRoute = routeOf(E.areaLimitEndpoint, {
  querystring: areaLimitQuery,
  response: areaLimit,
});
export const freightTemplateRoute = routeOf(E.freightTemplateEndpoint, {
  querystring: freightQuery,
  response: freightTemplate,
});
export const recommendRoute = routeOf(E.recommendEndpoint, {
  body: recommendRequest,
  response: z.array(goodsCard),
});
export const hotSellingRoute = routeOf(E.hotSellingEndpoint, {
  querystring: hotSellingQuery,
  response: z.array(goodsCard),
});
