/** Catalog and goods. The server side of these endpoints comes with the catalog work. */
import type { Endpoint } from './endpoint';

/** A node of the front catalog tree (three levels). */
export interface CatalogNode {
  id: string;
  name: string;
  children: CatalogNode[];
}

/** Goods detail, as far as the pages read it today. */
export interface GoodsDetail {
  id: string;
  name: string;
}

export const catalogTreeForShopEndpoint: Endpoint<void, CatalogNode[]> = {
  method: 'GET',
  path: '/catalog-front/tree-for-shop',
  access: 'public',
  tag: '商品',
  summary: '商城前台分类树',
};

/** A goods item that does not exist, or is delisted, answers a failure with a Chinese message. */
export const goodsDetailEndpoint: Endpoint<{ id: string }, GoodsDetail> = {
  method: 'GET',
  path: '/item/detail/get/:id',
  access: 'public',
  tag: '商品',
  summary: '商品详情',
};
