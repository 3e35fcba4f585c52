/** Row types (db/migrations): competitive bidding (竞价, migrations 0021, 0028, 0050 and 0051). */
import type { ColumnType } from 'kysely';
import type {
  Fen,
  Id,
  NullableRef,
  NullableText,
  NullableTimestamp,
  Ref,
  Timestamp,
  WithDefault,
} from './columns';

type NullableFen = ColumnType<string | null, number | string | null | undefined, number | string | null>;
type NullableInt = ColumnType<number | null, number | null | undefined, number | null>;
type NullableBytes = ColumnType<Buffer | null, Buffer | null | undefined, Buffer | null>;
type NullableDate = ColumnType<string | null, string | null | undefined, string | null>;

export interface BidCodeCountersTable {
  day: string;
  last: number;
}

export interface BidEventsTable {
  id: Id;
  organization_id: Ref;
  created_by: Ref;
  code: string;
  title: string;
  format: string;
  visibility: string;
  decrement_kind: string;
  decrement_value: Fen;
  enforce_ceiling: boolean;
  scope: string;
  min_bidders: number;
  start_at: NullableTimestamp;
  end_at: NullableTimestamp;
  current_end_at: NullableTimestamp;
  hard_close_at: NullableTimestamp;
  snipe_window_minutes: number;
  snipe_top_ranks: number;
  snipe_extend_minutes: number;
  max_extensions: number;
  extensions: WithDefault<number>;
  publicity_days: number;
  address_id: NullableRef;
  delivery_area: NullableText;
  delivery_date: NullableDate;
  invoice_kind: string;
  payment_terms: string;
  remark: WithDefault<string>;
  phase: WithDefault<string>;
  revoke_reason: NullableText;
  fail_reason: NullableText;
  award_reason: NullableText;
  sealed_key: NullableBytes;
  closed_at: NullableTimestamp;
  awarded_at: NullableTimestamp;
  publicity_ends_at: NullableTimestamp;
  completed_at: NullableTimestamp;
  log_position: WithDefault<number>;
  log_head: WithDefault<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BidItemsTable {
  id: Id;
  event_id: Ref;
  position: number;
  goods_id: NullableRef;
  name: string;
  spec: string;
  unit: string;
  quantity: number;
  ceiling_price: NullableFen;
  awarded_bid_id: NullableRef;
  saving: NullableFen;
  order_id: NullableRef;
}

export interface BidInvitationsTable {
  event_id: Ref;
  supplier_id: Ref;
}

export interface BidsTable {
  id: Id;
  event_id: Ref;
  item_id: Ref;
  supplier_id: Ref;
  user_id: Ref;
  seq: ColumnType<string, undefined, never>;
  current: WithDefault<boolean>;
  price: NullableFen;
  freight: NullableFen;
  over_ceiling: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  sealed: NullableBytes;
  delivery_days: number;
  brand: string;
  model: string;
  valid_days: number;
  remarks: string;
  offered_goods_id: NullableRef;
  created_at: Timestamp;
}

export interface BidLogTable {
  event_id: Ref;
  position: number;
  kind: string;
  body: string;
  prev_hash: string;
  hash: string;
  created_at: Timestamp;
}

/** Migration 0051: the "即将截止" notice published for an event's end. */
export interface BidEndingNoticesTable {
  event_id: Ref;
  end_at: Timestamp;
  created_at: Timestamp;
}

export interface BidAwardsTable {
  item_id: Ref;
  event_id: Ref;
  bid_id: Ref;
  supplier_id: Ref;
  price: Fen;
  lowest: boolean;
  created_at: Timestamp;
  /** Checkout's refusal of the order of this award's supplier, and when (0028). */
  order_error: NullableText;
  order_error_at: NullableTimestamp;
}

/** An event's attachment (PDF or picture; 0028): uploaded first, attached when the draft is saved. */
export interface BidAttachmentsTable {
  id: Id;
  organization_id: Ref;
  user_id: Ref;
  event_id: NullableRef;
  file_name: string;
  content_type: string;
  size: number;
  stored_name: string;
  created_at: Timestamp;
}

export interface BidChallengesTable {
  id: Id;
  event_id: Ref;
  supplier_id: Ref;
  user_id: Ref;
  status: string;
  reason: string;
  answer: NullableText;
  filed_at: Timestamp;
  answered_at: NullableTimestamp;
}

export type { NullableInt };
