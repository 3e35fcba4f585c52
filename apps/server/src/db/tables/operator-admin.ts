/** Row types (db/migrations 0034): the operators' action log and the hot-search blocklist. */
import type { ColumnType } from 'kysely';
import type { Id, Ref, Timestamp, WithDefault } from './columns';

/** One operator write (运营操作日志): who, what, on which object, before and after. */
export interface OperatorActionsTable {
  id: Id;
  operator_id: Ref;
  action: string;
  summary: string;
  object_type: string;
  object_id: string;
  object_name: WithDefault<string>;
  reason: WithDefault<string>;
  before: ColumnType<unknown, string | null | undefined, string | null>;
  after: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Timestamp;
}

/** A word no hot search or suggestion may hold (热搜屏蔽词). */
export interface SearchBlockedWordsTable {
  word: string;
  created_at: Timestamp;
}
