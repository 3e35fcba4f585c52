/** Row types (db/migrations): Divisions, brands, catalogs, freight templates, warehouses, goods with their prices, stock and area limits, and the counts search keeps of them. */
import type { ColumnType } from 'kysely';
import type { Id, Ref, NullableRef, Timestamp, Fen, WithDefault } from './columns';

export interface DivisionsTable {
  code: string;
  parent_code: string | null;
  level: number;
  name: string;
}

export interface BrandsTable {
  id: Id;
  name_cn: string;
  name_en: WithDefault<string>;
  logo: WithDefault<string>;
  initial: WithDefault<string>;
  sort: WithDefault<number>;
}

export interface CatalogsTable {
  id: Id;
  parent_id: NullableRef;
  level: number;
  name: string;
  icon: WithDefault<string>;
  sort: WithDefault<number>;
}

export interface FreightTemplatesTable {
  id: Id;
  supplier_id: Ref;
  name: string;
  default_fee: Fen;
  free_threshold: Fen;
}

export interface FreightTemplateRulesTable {
  template_id: Ref;
  division_code: string;
  fee: Fen;
  free_threshold: Fen;
  delivery_days: WithDefault<number>;
}

export interface WarehousesTable {
  id: Id;
  supplier_id: Ref;
  name: string;
  division_code: string;
  serves: string[];
  delivery_days: WithDefault<number>;
}

export interface GoodsAttr {
  name: string;
  value: string;
}

export interface GoodsTable {
  id: Id;
  sku_code: string;
  name: string;
  brand_id: Ref;
  catalog_id: Ref;
  catalog1_id: Ref;
  catalog2_id: Ref;
  supplier_id: Ref;
  series: WithDefault<string>;
  model: WithDefault<string>;
  spec: WithDefault<string>;
  unit: string;
  moq: WithDefault<number>;
  order_multiple: WithDefault<number>;
  list_price: Fen;
  market_price: Fen;
  stock_total: WithDefault<number>;
  sales: WithDefault<number>;
  status: WithDefault<'on' | 'off'>;
  attrs: ColumnType<GoodsAttr[], string | undefined, string>;
  images: WithDefault<string[]>;
  description: WithDefault<string>;
  freight_template_id: NullableRef;
  model_norm: WithDefault<string>;
  search_terms: WithDefault<string[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GoodsAgreementPricesTable {
  goods_id: Ref;
  organization_id: Ref;
  price: Fen;
}

export interface GoodsStockTable {
  goods_id: Ref;
  warehouse_id: Ref;
  quantity: number;
}

export interface GoodsAreaLimitsTable {
  goods_id: Ref;
  division_code: string;
}

/** 0005_search.sql: goods on sale per third-level catalog, brand and list-price band (kept by triggers). */
export interface GoodsOnSaleCountsTable {
  catalog_id: string;
  brand_id: string;
  price_band: number;
  count: ColumnType<string, number | string, number | string>;
}

/** 0006_agreement_bounds.sql: lowest and highest agreement price / list price per organization. */
export interface GoodsAgreementBoundsTable {
  organization_id: string;
  min_ratio: number | null;
  max_ratio: number | null;
  stale: WithDefault<boolean>;
}
