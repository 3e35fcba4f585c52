/**
 * Catalog, brands, goods search and goods detail. Prices are integer fen. A signed-in buyer sees the
 * agreement prices of their organization; visitors and other organizations see list prices.
 */
import type { z } from 'zod';
import type { Endpoint } from './endpoint';
import type { Page } from './page';
import type * as S from './goods-schema';

export type GoodsSort = (typeof S.GOODS_SORTS)[number];
export type GoodsCard = z.infer<typeof S.goodsCard>;
/** A node of the front catalog tree (three levels). */
export interface CatalogNode {
  id: string;
  name: string;
  level: number;
  icon: string;
  goodsCount: number;
  children: CatalogNode[];
}
export type Facet = z.infer<typeof S.facet>;
export type PriceBand = z.infer<typeof S.priceBand>;
export type GoodsSearchRequest = z.input<typeof S.goodsSearchRequest>;
export type GoodsSearchResult = z.infer<typeof S.goodsSearchResult>;
export type GoodsTypePageRequest = z.input<typeof S.goodsTypePageRequest>;
export type KeywordSuggestion = z.infer<typeof S.keywordSuggestion>;
export type HotSearch = z.infer<typeof S.hotSearch>;
export type Brand = z.infer<typeof S.brand>;
export type CatalogLevelItem = z.infer<typeof S.catalogLevelItem>;
export type GoodsAttr = z.infer<typeof S.goodsAttr>;
export type GoodsDetail = z.infer<typeof S.goodsDetail>;
export type GoodsExists = z.infer<typeof S.goodsExists>;
export type InventoryCheck = z.infer<typeof S.inventoryCheck>;
export type AreaLimit = z.infer<typeof S.areaLimit>;
export type FreightTemplate = z.infer<typeof S.freightTemplate>;

const TAG_SEARCH = '商品搜索';
const TAG_CATALOG = '商品分类与品牌';
const TAG_ITEM = '商品详情';

/** Search with facets. A keyword that matches nothing answers an empty page with suggestions. */
export const goodsSearchEndpoint: Endpoint<GoodsSearchRequest, GoodsSearchResult> = {
  method: 'POST',
  path: '/mall/goods/mall-goods/page',
  idRefs: { catalogId: 'catalog', brandIds: 'brand' },
  access: 'public',
  visitor: true,
  tag: TAG_SEARCH,
  summary: '商品搜索（关键字、分类、品牌、价格、有货筛选，排序与分面）',
};

/** Goods of a kind (hot, new, recommended), optionally within a category: the home floors and lists. */
export const goodsTypePageEndpoint: Endpoint<GoodsTypePageRequest, Page<GoodsCard>> = {
  method: 'POST',
  path: '/mall/goods/mall-goods-type/page',
  idRefs: { catalogId: 'catalog' },
  access: 'public',
  visitor: true,
  tag: TAG_SEARCH,
  summary: '按类型分页商品（热销、新品、推荐）',
};

export const suggestKeywordEndpoint: Endpoint<{ keyword?: string; limit?: number }, KeywordSuggestion[]> = {
  method: 'GET',
  path: '/item/suggest-keyword',
  access: 'public',
  visitor: true,
  tag: TAG_SEARCH,
  summary: '搜索联想（商品、品牌、分类、热搜；支持拼音）',
};

/** The caller's recent keywords, newest first. */
export const searchHistoryEndpoint: Endpoint<{ limit?: number }, string[]> = {
  method: 'GET',
  path: '/mall/goods/shop/search/history',
  access: 'user',
  tag: TAG_SEARCH,
  summary: '我的搜索历史',
};

export const clearSearchHistoryEndpoint: Endpoint<void, null> = {
  method: 'DELETE',
  path: '/workbench/statistics/clear/market/search-history',
  access: 'user',
  tag: TAG_SEARCH,
  summary: '清空我的搜索历史',
};

/** Hot searches, counted from real searches. */
export const hotSearchEndpoint: Endpoint<{ limit?: number }, HotSearch[]> = {
  method: 'GET',
  path: '/workbench/statistics/mall-search/list',
  access: 'public',
  tag: TAG_SEARCH,
  summary: '热门搜索',
};

export const brandPageEndpoint: Endpoint<{ nameCn?: string; page?: number; limit?: number }, Page<Brand>> = {
  method: 'GET',
  path: '/goods/brand/paged',
  access: 'public',
  visitor: true,
  tag: TAG_CATALOG,
  summary: '品牌分页（按中文名筛选）',
};

/** The three-level tree of the category menu. */
export const catalogTreeForShopEndpoint: Endpoint<void, CatalogNode[]> = {
  method: 'GET',
  path: '/catalog-front/tree-for-shop',
  access: 'public',
  visitor: true,
  tag: TAG_CATALOG,
  summary: '商城前台分类树（三级）',
};

/** The whole tree, with goods counts on sale. */
export const catalogTreeEndpoint: Endpoint<void, CatalogNode[]> = {
  method: 'GET',
  path: '/catalog-front/tree',
  access: 'public',
  visitor: true,
  tag: TAG_CATALOG,
  summary: '前台分类树（含在售商品数）',
};

/** One level of the tree: the children of `parentId` (0 or absent: the first level). */
export const catalogMultistageEndpoint: Endpoint<{ parentId?: string }, CatalogLevelItem[]> = {
  method: 'GET',
  path: '/goods/catalog/multistage',
  idRefs: { parentId: 'catalog' },
  access: 'public',
  visitor: true,
  tag: TAG_CATALOG,
  summary: '逐级加载分类',
};

/** A goods item that does not exist, or is delisted, answers a failure with a Chinese message. */
export const goodsDetailEndpoint: Endpoint<{ id: string; divisionCode?: string }, GoodsDetail> = {
  method: 'GET',
  path: '/item/detail/get/:id',
  idRefs: { id: 'goods' },
  access: 'public',
  visitor: true,
  tag: TAG_ITEM,
  summary: '商品详情（含本组织价格、库存与配送）',
};

export const goodsExistsEndpoint: Endpoint<{ id: string }, GoodsExists> = {
  method: 'GET',
  path: '/mall/goods/shop/exists/:id',
  idRefs: { id: 'goods' },
  access: 'public',
  visitor: true,
  tag: TAG_ITEM,
  summary: '商品是否存在且在售',
};

export const inventoryCheckEndpoint: Endpoint<
  { id: string; divisionCode: string; num?: number },
  InventoryCheck
> = {
  method: 'GET',
  path: '/item/inventory-check',
  idRefs: { id: 'goods' },
  access: 'public',
  visitor: true,
  tag: TAG_ITEM,
  summary: '地区库存校验',
};

export const areaLimitEndpoint: Endpoint<{ id: string; divisionCode: string }, AreaLimit> = {
  method: 'GET',
  path: '/item/check-area-limit',
  idRefs: { id: 'goods' },
  access: 'public',
  visitor: true,
  tag: TAG_ITEM,
  summary: '区域限售校验',
};

/** `id` is the freight template's id. */
export const freightTemplateEndpoint: Endpoint<{ id: string; divisionCode: string }, FreightTemplate> = {
  method: 'GET',
  path: '/freight-template/get/template',
  idRefs: { id: 'freightTemplate' },
  access: 'public',
  visitor: true,
  tag: TAG_ITEM,
  summary: '运费模板（按地区）',
};

/** Similar goods: same category or brand, never the item itself. */
export const recommendEndpoint: Endpoint<{ id: string; limit?: number; divisionCode?: string }, GoodsCard[]> =
  {
    method: 'POST',
    path: '/goods/more/recommend',
    idRefs: { id: 'goods' },
    access: 'public',
    visitor: true,
    tag: TAG_ITEM,
    summary: '相似商品推荐',
  };

export const hotSellingEndpoint: Endpoint<
  { catalogId?: string; limit?: number; divisionCode?: string },
  GoodsCard[]
> = {
  method: 'GET',
  path: '/shop/hot-selling-item',
  idRefs: { catalogId: 'catalog' },
  access: 'public',
  visitor: true,
  tag: TAG_ITEM,
  summary: '热销商品',
};
