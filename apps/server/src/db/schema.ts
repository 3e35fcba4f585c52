/**
 * The database as Kysely sees it: one row type per table created by db/migrations, kept by domain in
 * db/tables (accounts, catalog, mall, buying, orders; column types in columns.ts).
 */
import type {
  ActionTracesTable,
  AppMetaTable,
  DepartmentsTable,
  OrganizationsTable,
  RateLimitsTable,
  ResourcesTable,
  RoleResourcesTable,
  RolesTable,
  SessionsTable,
  UserRolesTable,
  UsersTable,
} from './tables/accounts';
import type {
  BrandsTable,
  CatalogsTable,
  DivisionsTable,
  FreightTemplateRulesTable,
  FreightTemplatesTable,
  GoodsAgreementBoundsTable,
  GoodsAgreementPricesTable,
  GoodsAreaLimitsTable,
  GoodsOnSaleCountsTable,
  GoodsStockTable,
  GoodsTable,
  WarehousesTable,
} from './tables/catalog';
import type {
  AnalyticsEventsTable,
  ProductWorkOrdersTable,
  SearchKeywordStatsTable,
  SearchSynonymsTable,
  SiteBannersTable,
  SiteConfigsTable,
  SiteNoticesTable,
  UserSearchHistoryTable,
  WebsiteSettingsTable,
} from './tables/mall';
import type {
  AddressesTable,
  BatchMatchJobsTable,
  CartLinesTable,
  CollectLinesTable,
  InquiriesTable,
  InquiryCodeCountersTable,
  InquiryInvitationsTable,
  InquiryLinesTable,
  InquiryQuotesTable,
  InvoiceTitlesTable,
} from './tables/buying';
import type {
  OrderLineStockTable,
  OrderLinesTable,
  OrderLogsTable,
  OrderSubmissionsTable,
  OrdersTable,
  OrganizationCreditsTable,
  RefundLinesTable,
  RefundLogsTable,
  RefundPhotosTable,
  RefundsTable,
} from './tables/orders';
import type { NotificationsTable } from './tables/notifications';
import type {
  BidAttachmentsTable,
  BidAwardsTable,
  BidChallengesTable,
  BidCodeCountersTable,
  BidEndingNoticesTable,
  BidEventsTable,
  BidInvitationsTable,
  BidItemsTable,
  BidLogTable,
  BidsTable,
} from './tables/bidding';
import type {
  PurchasingPlanCommitmentsTable,
  PurchasingPlanLinesTable,
  PurchasingPlanLogsTable,
  PurchasingPlansTable,
} from './tables/purchasing-plans';
import type {
  PurchasingSynergiesTable,
  PurchasingSynergyLinesTable,
  PurchasingSynergyMembersTable,
} from './tables/purchasing-synergy';
import type { ApprovalRulesTable, OrderApprovalsTable } from './tables/approvals';
import type {
  GoodsPriceHistoryTable,
  WorkbenchGoodsTable,
  WorkbenchPicturesTable,
} from './tables/workbench-goods';
import type { OperatorActionsTable, SearchBlockedWordsTable } from './tables/operator-admin';
import type {
  HelpArticlesTable,
  HelpDirectoriesTable,
  HelpFavoritesTable,
  HelpFeedbackTable,
  HelpLikesTable,
  HelpPageViewsTable,
  HelpReadsTable,
  HelpSearchStatsTable,
  HelpTermCountsTable,
  HelpVotesTable,
} from './tables/help';
import type { PortalStoriesTable } from './tables/portal';
import type {
  MaterialAiUsageTable,
  MaterialCommentsTable,
  MaterialsTable,
  MaterialVersionsTable,
} from './tables/material';
import type {
  OpenAppCallsTable,
  OpenAppsTable,
  OpenAppTokensTable,
  OpenEventsTable,
  OpenObjectSequencesTable,
  WebhookAttemptsTable,
  WebhookDeliveriesTable,
  WebhookEndpointsTable,
} from './tables/open-platform';

export type * from './tables/accounts';
export type * from './tables/catalog';
export type * from './tables/mall';
export type * from './tables/buying';
export type * from './tables/orders';
export type * from './tables/notifications';
export type * from './tables/bidding';
export type * from './tables/purchasing-plans';
export type * from './tables/purchasing-synergy';
export type * from './tables/approvals';
export type * from './tables/workbench-goods';
export type * from './tables/operator-admin';
export type * from './tables/help';
export type * from './tables/portal';
export type * from './tables/material';
export type * from './tables/open-platform';

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
  notifications: NotificationsTable;
  bid_code_counters: BidCodeCountersTable;
  bid_events: BidEventsTable;
  bid_items: BidItemsTable;
  bid_invitations: BidInvitationsTable;
  bids: BidsTable;
  bid_log: BidLogTable;
  bid_ending_notices: BidEndingNoticesTable;
  bid_awards: BidAwardsTable;
  bid_challenges: BidChallengesTable;
  bid_attachments: BidAttachmentsTable;
  purchasing_plans: PurchasingPlansTable;
  purchasing_plan_lines: PurchasingPlanLinesTable;
  purchasing_plan_commitments: PurchasingPlanCommitmentsTable;
  purchasing_plan_logs: PurchasingPlanLogsTable;
  purchasing_synergies: PurchasingSynergiesTable;
  purchasing_synergy_members: PurchasingSynergyMembersTable;
  purchasing_synergy_lines: PurchasingSynergyLinesTable;
  approval_rules: ApprovalRulesTable;
  order_approvals: OrderApprovalsTable;
  workbench_goods: WorkbenchGoodsTable;
  goods_price_history: GoodsPriceHistoryTable;
  workbench_pictures: WorkbenchPicturesTable;
  operator_actions: OperatorActionsTable;
  search_blocked_words: SearchBlockedWordsTable;
  help_directories: HelpDirectoriesTable;
  help_articles: HelpArticlesTable;
  help_term_counts: HelpTermCountsTable;
  help_likes: HelpLikesTable;
  help_favorites: HelpFavoritesTable;
  help_reads: HelpReadsTable;
  help_votes: HelpVotesTable;
  help_page_views: HelpPageViewsTable;
  help_search_stats: HelpSearchStatsTable;
  help_feedback: HelpFeedbackTable;
  portal_stories: PortalStoriesTable;
  materials: MaterialsTable;
  material_versions: MaterialVersionsTable;
  material_comments: MaterialCommentsTable;
  material_ai_usage: MaterialAiUsageTable;
  open_apps: OpenAppsTable;
  open_app_tokens: OpenAppTokensTable;
  open_app_calls: OpenAppCallsTable;
  open_events: OpenEventsTable;
  open_object_sequences: OpenObjectSequencesTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
}
