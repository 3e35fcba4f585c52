/** Row types (db/migrations 0035): the help centre (帮助中心). */
import type { ColumnType } from 'kysely';
import type {
  Id,
  NullableRef,
  NullableText,
  NullableTimestamp,
  Ref,
  Timestamp,
  WithDefault,
} from './columns';

type TextArray = ColumnType<string[], string[] | undefined, string[]>;

export interface HelpDirectoriesTable {
  id: Id;
  parent_id: NullableRef;
  name: string;
  sort: WithDefault<number>;
  created_at: Timestamp;
}

export interface HelpArticlesTable {
  id: Id;
  directory_id: Ref;
  slug: NullableText;
  title: string;
  summary: WithDefault<string>;
  body_md: string;
  body_html: string;
  body_text: string;
  tags: TextArray;
  search_terms: TextArray;
  title_terms: TextArray;
  sort: WithDefault<number>;
  published: WithDefault<boolean>;
  like_count: WithDefault<number>;
  view_count: WithDefault<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Published articles holding each key ('s': search_terms, 't': title_terms); kept by triggers (0044). */
export interface HelpTermCountsTable {
  field: 's' | 't';
  key: string;
  n: number;
}

export interface HelpLikesTable {
  article_id: Ref;
  user_id: Ref;
  created_at: Timestamp;
}

export interface HelpFavoritesTable {
  user_id: Ref;
  article_id: Ref;
  created_at: Timestamp;
}

export interface HelpReadsTable {
  user_id: Ref;
  article_id: Ref;
  read_at: Timestamp;
}

export interface HelpVotesTable {
  article_id: Ref;
  voter: string;
  user_id: NullableRef;
  helpful: boolean;
  reason: WithDefault<string>;
  created_at: Timestamp;
}

export interface HelpPageViewsTable {
  article_id: Ref;
  viewer: string;
  day: ColumnType<string, string, string>;
}

export interface HelpSearchStatsTable {
  keyword: string;
  count: WithDefault<number>;
  zero_count: WithDefault<number>;
  found: boolean;
  last_searched_at: Timestamp;
}

export interface HelpFeedbackTable {
  id: Id;
  organization_id: Ref;
  user_id: Ref;
  type: string;
  content: string;
  contact: WithDefault<string>;
  screenshot_file: NullableText;
  screenshot_type: NullableText;
  status: WithDefault<'open' | 'replied' | 'closed'>;
  reply: NullableText;
  replied_at: NullableTimestamp;
  replied_by: NullableRef;
  created_at: Timestamp;
}
