/** Row types (db/migrations): the open platform (migration 0037): apps, tokens, call counters, events, webhooks. */
import type { ColumnType } from 'kysely';
import type { Id, NullableText, NullableTimestamp, Ref, Timestamp, WithDefault } from './columns';

type NullableInt = ColumnType<number | null, number | null | undefined, number | null>;

export interface OpenAppsTable {
  id: Id;
  organization_id: Ref;
  created_by: Ref;
  name: string;
  client_id: string;
  secret_hash: string;
  previous_secret_hash: NullableText;
  previous_secret_expires_at: NullableTimestamp;
  scopes: string[];
  rate_limit_per_minute: number;
  ip_allowlist: WithDefault<string[]>;
  status: WithDefault<string>;
  created_at: Timestamp;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

export interface OpenAppTokensTable {
  token_hash: Buffer;
  app_id: Ref;
  scopes: string[];
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface OpenAppCallsTable {
  app_id: Ref;
  window_start: Timestamp;
  calls: number;
}

export interface OpenEventsTable {
  id: Id;
  organization_id: Ref;
  type: string;
  object_type: string;
  object_id: Ref;
  sequence: number;
  data: ColumnType<unknown, string, string>;
  created_at: Timestamp;
}

/** Per object whose events the 30-day purge removed, the highest sequence removed (migration 0042). */
export interface OpenObjectSequencesTable {
  organization_id: Ref;
  object_type: string;
  object_id: Ref;
  sequence: number;
}

export interface WebhookEndpointsTable {
  id: Id;
  app_id: Ref;
  organization_id: Ref;
  url: string;
  event_types: string[];
  description: WithDefault<string>;
  secret: string;
  previous_secret: NullableText;
  previous_secret_expires_at: NullableTimestamp;
  enabled: WithDefault<boolean>;
  disabled_reason: NullableText;
  failing_since: NullableTimestamp;
  deleted_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface WebhookDeliveriesTable {
  id: Id;
  endpoint_id: Ref;
  organization_id: Ref;
  event_id: Ref;
  object_key: string;
  sequence: number;
  status: WithDefault<string>;
  attempts: WithDefault<number>;
  next_attempt_at: NullableTimestamp;
  lease_until: NullableTimestamp;
  give_up_at: Timestamp;
  last_status_code: NullableInt;
  last_error: NullableText;
  created_at: Timestamp;
  delivered_at: NullableTimestamp;
}

export interface WebhookAttemptsTable {
  id: Id;
  delivery_id: Ref;
  attempt: number;
  at: Timestamp;
  request_headers: ColumnType<Record<string, string>, string, string>;
  request_body: string;
  response_status: NullableInt;
  response_body: WithDefault<string>;
  error: NullableText;
  duration_ms: number;
}
