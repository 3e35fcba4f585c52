/** Row types (db/migrations): the notification centre (站内信, migration 0022). */
import type { ColumnType } from 'kysely';
import type { Id, Ref, Timestamp, NullableTimestamp, NullableText, WithDefault } from './columns';

/** One notice of one user (a notice to an organization is one row per user of it). */
export interface NotificationsTable {
  id: Id;
  organization_id: Ref;
  user_id: Ref;
  kind: string;
  title: string;
  body: WithDefault<string>;
  subject_type: NullableText;
  subject_id: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  dedupe_key: NullableText;
  created_at: Timestamp;
  read_at: NullableTimestamp;
}
