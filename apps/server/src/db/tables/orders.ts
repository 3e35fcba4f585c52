/** Row types (db/migrations): Orders and after sales: credit, submissions, orders with their lines, stock taken and logs, refunds with their lines, photos and logs. */
import type { ColumnType } from 'kysely';
import type { Id, Ref, NullableRef, Timestamp, Fen, NullableTimestamp, NullableText } from './columns';

/** Monthly settlement credit of a buyer organization, fen (migration 0012). */
export interface OrganizationCreditsTable {
  organization_id: Ref;
  credit_limit: Fen;
  used: ColumnType<string, string | number | undefined, string | number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One submission of checkout, by its Idempotency-Key (migration 0012; an app's own keys: 0043). */
export interface OrderSubmissionsTable {
  id: Id;
  organization_id: Ref;
  user_id: Ref;
  /** The app that submitted it (the API for apps): its keys are its own; null for a person's. */
  open_app_id: NullableRef;
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
  /** The buyer's own references (migration 0026): 采购单号 and 成本中心, '' when not given. */
  po_number: ColumnType<string, string | undefined, string>;
  cost_center: ColumnType<string, string | undefined, string>;
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
  /** The purchasing plan line it was ordered from (migration 0023). */
  plan_line_id: NullableRef;
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
