import type { ColumnType, Generated } from 'kysely';

/** Row types of the tables created by db/migrations. Ids are bigint, read as strings. */
type Id = ColumnType<string, string | number | undefined, string | number>;
/** A foreign key: read as a string, written as a string or number. */
type Ref = ColumnType<string, string | number, string | number>;
type NullableRef = ColumnType<string | null, string | number | null | undefined, string | number | null>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

export interface OrganizationsTable {
  id: Id;
  name: string;
  /** 'individual': the own organization of a self-registered account not yet attached to a buyer. */
  kind: 'buyer' | 'vendor' | 'platform' | 'individual';
  short_name: ColumnType<string | null, string | null | undefined, string | null>;
  logo: ColumnType<string | null, string | null | undefined, string | null>;
  banner: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

export interface DepartmentsTable {
  id: Id;
  organization_id: Ref;
  name: string;
}

export interface UsersTable {
  id: Id;
  organization_id: Ref;
  department_id: NullableRef;
  username: string;
  cellphone: string;
  fullname: string;
  password_hash: string;
  status: Generated<'active' | 'disabled' | 'deactivated'>;
  deactivated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RolesTable {
  id: Id;
  code: string;
  name: string;
  role_type: 'PURCHASER' | 'APPROVER' | 'VENDOR' | 'OPERATOR';
}

export interface UserRolesTable {
  user_id: Ref;
  role_id: Ref;
}

export interface ResourcesTable {
  id: Id;
  parent_id: NullableRef;
  code: string;
  title: string;
  href: Generated<string>;
  type: 'module' | 'menu' | 'button';
  sort: Generated<number>;
}

export interface RoleResourcesTable {
  role_id: Ref;
  resource_id: Ref;
}

export interface SessionsTable {
  id: Generated<string>;
  token_hash: Buffer;
  user_id: Ref;
  organization_id: Ref;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  ip: string | null;
  user_agent: string | null;
}

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

export interface ActionTracesTable {
  id: Generated<string>;
  created_at: Timestamp;
  user_id: NullableRef;
  organization_id: NullableRef;
  header_user_id: string | null;
  action: string;
  resource_code: string;
  url: string;
  param: string;
  fingerprint: string | null;
  method: string;
  path: string;
  status: number;
  ip: string | null;
}

/** Money in fen (bigint): read as a string, convert with Number() where read. */
type Fen = ColumnType<string, number | string, number | string>;
/** A column with a database default. */
type WithDefault<T> = ColumnType<T, T | undefined, T>;

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

export interface SearchKeywordStatsTable {
  keyword: string;
  count: ColumnType<string, number | string, number | string>;
  last_searched_at: Timestamp;
}

/** Words a search also reads as others (migration 0018): `term` also finds goods named with `synonym`. */
export interface SearchSynonymsTable {
  id: Generated<string>;
  term: string;
  synonym: string;
  created_at: Generated<Timestamp>;
}

export interface UserSearchHistoryTable {
  user_id: Ref;
  keyword: string;
  searched_at: Timestamp;
}

export interface SiteConfigsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  sort: WithDefault<number>;
}

export interface SiteBannersTable {
  id: Id;
  title: string;
  subtitle: WithDefault<string>;
  image: WithDefault<string>;
  link: WithDefault<string>;
  sort: WithDefault<number>;
}

export interface AnalyticsEventsTable {
  id: Id;
  kind: string;
  event: string;
  goods_id: NullableRef;
  user_id: NullableRef;
  organization_id: NullableRef;
  payload: ColumnType<unknown, string | undefined, string>;
  created_at: Timestamp;
}

export interface ProductWorkOrdersTable {
  id: Id;
  goods_id: Ref;
  user_id: Ref;
  organization_id: Ref;
  kind: string;
  content: string;
  contact: WithDefault<string>;
  status: WithDefault<'open' | 'done'>;
  created_at: Timestamp;
}

/** 0003_mall_content.sql */
export interface SiteNoticesTable {
  id: Id;
  title: string;
  link: WithDefault<string>;
  /** A date (YYYY-MM-DD): read it with to_char, pg turns a date into a local-midnight Date. */
  published_on: ColumnType<Date, string, string>;
  sort: WithDefault<number>;
}

export interface WebsiteSettingsTable {
  key: string;
  title: string;
  value: string;
  sort: WithDefault<number>;
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

/** A line of the comparison list or the inquiry basket (same shape). */
export interface CollectLinesTable {
  id: Id;
  organization_id: Ref;
  user_id: Ref;
  goods_id: Ref;
  num: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A line of a buyer's cart (migration 0008). Prices in fen. */
export interface CartLinesTable {
  id: Id;
  organization_id: Ref;
  user_id: Ref;
  goods_id: Ref;
  num: number;
  selected: ColumnType<boolean, boolean | undefined, boolean>;
  added_price: ColumnType<string, string | number, string | number>;
  quote_line_id: NullableRef;
  quote_price: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  quote_expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** A new number from one sequence at every insert and update (migration 0016). */
  rev: Generated<string>;
}

/** Inquiries and supplier quotes (migration 0009). Prices in fen. */
export interface InquiryCodeCountersTable {
  day: string;
  last: number;
}

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface InquiriesTable {
  id: Id;
  organization_id: Ref;
  user_id: Ref;
  code: string;
  deadline: Timestamp;
  remark: WithDefault<string>;
  division_code: ColumnType<string | null, string | null | undefined, string | null>;
  cancelled_at: NullableTimestamp;
  converted_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface InquiryLinesTable {
  id: Id;
  inquiry_id: Ref;
  goods_id: Ref;
  supplier_id: Ref;
  num: number;
}

export interface InquiryQuotesTable {
  id: Id;
  inquiry_line_id: Ref;
  price: Fen;
  quoted_num: ColumnType<number | null, number | null | undefined, number | null>;
  /** A date (YYYY-MM-DD): read it with to_char. */
  valid_until: ColumnType<Date, string, string>;
  /** Generated: the end of valid_until, China time. */
  expires_at: ColumnType<Date, never, never>;
  remark: WithDefault<string>;
  quoted_by: Ref;
  quoted_at: Timestamp;
  accepted_at: NullableTimestamp;
  accepted_by: NullableRef;
  /** The organization that quoted (migration 0019): the line's supplier or an invited one. */
  supplier_id: Ref;
  /** The quoting supplier's own goods offered for the line; null: the line's goods. */
  offered_goods_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A further supplier a buyer invited to an inquiry (migration 0019). */
export interface InquiryInvitationsTable {
  inquiry_id: Ref;
  vendor_org_id: Ref;
  invited_at: Timestamp;
  invited_by: Ref;
}

/** A batch purchase match job (migration 0010); input and results are JSON arrays of lines. */
export interface BatchMatchJobsTable {
  id: Id;
  uuid: string;
  organization_id: Ref;
  user_id: Ref;
  status: ColumnType<
    'pending' | 'running' | 'done' | 'failed',
    'pending' | 'running' | 'done' | 'failed' | undefined,
    'pending' | 'running' | 'done' | 'failed'
  >;
  total: number;
  done: ColumnType<number, number | undefined, number>;
  /** Written as JSON text. */
  input: ColumnType<unknown, string, string>;
  results: ColumnType<unknown, string | undefined, string>;
  error: ColumnType<string | null, string | null | undefined, string | null>;
  attempts: ColumnType<number, number | undefined, number>;
  locked_by: ColumnType<string | null, string | null | undefined, string | null>;
  locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A user's delivery address (migration 0011). Division codes are GB/T 2260. */
export interface AddressesTable {
  id: Id;
  organization_id: Ref;
  user_id: Ref;
  consignee: string;
  mobile: string;
  province_code: string;
  city_code: string;
  county_code: string;
  detail: string;
  tag: ColumnType<string, string | undefined, string>;
  is_default: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A user's invoice title, 发票抬头 (migration 0011). */
export interface InvoiceTitlesTable {
  id: Id;
  organization_id: Ref;
  user_id: Ref;
  type: 'NORMAL' | 'SPECIAL';
  title_type: 'COMPANY' | 'PERSONAL';
  title: string;
  tax_no: ColumnType<string, string | undefined, string>;
  address: ColumnType<string, string | undefined, string>;
  phone: ColumnType<string, string | undefined, string>;
  bank: ColumnType<string, string | undefined, string>;
  account: ColumnType<string, string | undefined, string>;
  is_default: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

type NullableText = ColumnType<string | null, string | null | undefined, string | null>;

/** Monthly settlement credit of a buyer organization, fen (migration 0012). */
export interface OrganizationCreditsTable {
  organization_id: Ref;
  credit_limit: Fen;
  used: ColumnType<string, string | number | undefined, string | number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface OrderSubmissionsTable {
  id: Id;
  organization_id: Ref;
  user_id: Ref;
  idempotency_key: string;
  request_hash: string;
  created_at: Timestamp;
}

/** An order of one supplier (migration 0012). Money in fen. */
export interface OrdersTable {
  id: Id;
  order_no: string;
  submission_id: Ref;
  organization_id: Ref;
  user_id: Ref;
  supplier_id: Ref;
  status: string;
  goods_amount: Fen;
  freight: Fen;
  amount: Fen;
  line_count: number;
  quantity: number;
  address: ColumnType<unknown, string, string>;
  invoice: ColumnType<unknown, string | null, string | null>;
  remarks: ColumnType<string, string | undefined, string>;
  division_code: string;
  expected_date: ColumnType<string | null, string | null | undefined, string | null>;
  search_text: string;
  carrier: NullableText;
  waybill_no: NullableText;
  shipped_at: NullableTimestamp;
  auto_confirm_at: NullableTimestamp;
  finished_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrderLinesTable {
  id: Id;
  order_id: Ref;
  goods_id: Ref;
  sku_code: string;
  name: string;
  brand_name: string;
  model: string;
  spec: string;
  unit: string;
  image: string;
  num: number;
  price: Fen;
  amount: Fen;
  delivery_days: number | null;
  /** What open and finished refunds hold of the line (migration 0013). */
  refund_num: ColumnType<number, number | undefined, number>;
  refund_amount: ColumnType<string, number | string | undefined, number | string>;
}

export interface OrderLineStockTable {
  order_line_id: Ref;
  warehouse_id: Ref;
  quantity: number;
}

export interface OrderLogsTable {
  id: Id;
  order_id: Ref;
  status: string;
  action: string;
  actor_id: NullableRef;
  actor_name: string;
  note: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
}

/** An after-sales application, 退款/售后 (migration 0013). Money in fen. */
export interface RefundsTable {
  id: Id;
  refund_no: string;
  order_id: Ref;
  organization_id: Ref;
  user_id: Ref;
  supplier_id: Ref;
  type: string;
  status: string;
  reason: string;
  description: ColumnType<string, string | undefined, string>;
  amount: Fen;
  line_count: number;
  quantity: number;
  return_address: ColumnType<string, string | undefined, string>;
  vendor_note: ColumnType<string, string | undefined, string>;
  return_carrier: NullableText;
  return_waybill_no: NullableText;
  return_shipped_at: NullableTimestamp;
  received_at: NullableTimestamp;
  refunded_at: NullableTimestamp;
  search_text: string;
  idempotency_key: NullableText;
  request_hash: NullableText;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RefundLinesTable {
  id: Id;
  refund_id: Ref;
  order_line_id: Ref;
  num: number;
  amount: Fen;
}

export interface RefundPhotosTable {
  id: Id;
  organization_id: Ref;
  user_id: Ref;
  refund_id: NullableRef;
  file_name: string;
  content_type: string;
  size: number;
  created_at: Timestamp;
}

export interface RefundLogsTable {
  id: Id;
  refund_id: Ref;
  status: string;
  action: string;
  actor_id: NullableRef;
  actor_name: string;
  note: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
}

export interface DB {
  app_meta: AppMetaTable;
  organizations: OrganizationsTable;
  departments: DepartmentsTable;
  users: UsersTable;
  roles: RolesTable;
  user_roles: UserRolesTable;
  resources: ResourcesTable;
  role_resources: RoleResourcesTable;
  sessions: SessionsTable;
  rate_limits: RateLimitsTable;
  action_traces: ActionTracesTable;
  divisions: DivisionsTable;
  brands: BrandsTable;
  catalogs: CatalogsTable;
  freight_templates: FreightTemplatesTable;
  freight_template_rules: FreightTemplateRulesTable;
  warehouses: WarehousesTable;
  goods: GoodsTable;
  goods_agreement_prices: GoodsAgreementPricesTable;
  goods_on_sale_counts: GoodsOnSaleCountsTable;
  goods_agreement_bounds: GoodsAgreementBoundsTable;
  goods_stock: GoodsStockTable;
  goods_area_limits: GoodsAreaLimitsTable;
  search_keyword_stats: SearchKeywordStatsTable;
  search_synonyms: SearchSynonymsTable;
  user_search_history: UserSearchHistoryTable;
  site_configs: SiteConfigsTable;
  site_banners: SiteBannersTable;
  analytics_events: AnalyticsEventsTable;
  product_work_orders: ProductWorkOrdersTable;
  compare_price_lines: CollectLinesTable;
  inquiry_basket_lines: CollectLinesTable;
  site_notices: SiteNoticesTable;
  website_settings: WebsiteSettingsTable;
  cart_lines: CartLinesTable;
  batch_match_jobs: BatchMatchJobsTable;
  inquiry_code_counters: InquiryCodeCountersTable;
  inquiries: InquiriesTable;
  inquiry_lines: InquiryLinesTable;
  inquiry_quotes: InquiryQuotesTable;
  inquiry_invitations: InquiryInvitationsTable;
  addresses: AddressesTable;
  invoice_titles: InvoiceTitlesTable;
  organization_credits: OrganizationCreditsTable;
  order_submissions: OrderSubmissionsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_line_stock: OrderLineStockTable;
  order_logs: OrderLogsTable;
  refunds: RefundsTable;
  refund_lines: RefundLinesTable;
  refund_photos: RefundPhotosTable;
  refund_logs: RefundLogsTable;
}
