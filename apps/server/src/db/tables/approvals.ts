/** Row types (db/migrations): order approval rules and approvals (migration 0025). */
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

export interface ApprovalRulesTable {
  organization_id: Ref;
  amount_threshold: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  catalog_ids: ColumnType<string[], string[] | undefined, string[]>;
  outside_plan: WithDefault<boolean>;
  hold_hours: WithDefault<number>;
  updated_by: NullableRef;
  updated_at: Timestamp;
}

export interface OrderApprovalsTable {
  id: Id;
  organization_id: Ref;
  submission_id: Ref;
  requester_id: Ref;
  status: WithDefault<string>;
  amount: ColumnType<string, number | string, number | string>;
  reasons: ColumnType<string[], string[], string[]>;
  request_reason: WithDefault<string>;
  overruns: ColumnType<unknown, string | undefined, string>;
  expires_at: Timestamp;
  decided_by: NullableRef;
  decided_by_name: NullableText;
  decision_reason: WithDefault<string>;
  decided_at: NullableTimestamp;
  created_at: Timestamp;
}
