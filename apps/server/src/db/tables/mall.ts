/** Row types (db/migrations): Search statistics, synonyms and history; site configuration, banners, notices and settings; analytics events and work orders. */
import type { ColumnType, Generated } from 'kysely';
import type { Id, Ref, NullableRef, Timestamp, WithDefault } from './columns';

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
  /** Shown on the homes (migration 0034). */
  enabled: WithDefault<boolean>;
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
  /** The operators' answer (migration 0034); the order is done once answered. */
  reply: ColumnType<string | null, string | null | undefined, string | null>;
  replied_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  replied_by: ColumnType<string | null, string | number | null | undefined, string | number | null>;
}

/** 0003_mall_content.sql */
export interface SiteNoticesTable {
  id: Id;
  title: string;
  link: WithDefault<string>;
  /** A date (YYYY-MM-DD): read it with to_char, pg turns a date into a local-midnight Date. */
  published_on: ColumnType<Date, string, string>;
  sort: WithDefault<number>;
  /** Plain text, markup removed (migration 0034). */
  body: WithDefault<string>;
  /** Shown on the homes while true (migration 0034). */
  published: WithDefault<boolean>;
}

export interface WebsiteSettingsTable {
  key: string;
  title: string;
  value: string;
  sort: WithDefault<number>;
}
