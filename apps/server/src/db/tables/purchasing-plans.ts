/**
 * Row types (db/migrations): purchasing plans with their lines, commitment ledger and log (migration 0023;
 * received figures and the ledger's receipts and refunds: 0027).
 */
import type { ColumnType } from 'kysely';
import type { Fen, Id, NullableRef, Ref, Timestamp, WithDefault } from './columns';

export interface PurchasingPlansTable {
  id: Id;
  organization_id: Ref;
  code: string;
  name: string;
  status: WithDefault<string>;
  period_type: string;
  period: string;
  department_id: NullableRef;
  owner_id: Ref;
  created_by: Ref;
  budget: Fen;
  /** Running sum of the ledger (fen); written only by plan-ledger.ts. */
  committed: ColumnType<string, number | string | undefined, number | string>;
  remarks: WithDefault<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PurchasingPlanLinesTable {
  id: Id;
  plan_id: Ref;
  organization_id: Ref;
  goods_id: NullableRef;
  name: string;
  spec: WithDefault<string>;
  unit: string;
  quantity: number;
  estimated_price: Fen;
  ordered_quantity: WithDefault<number>;
  ordered_amount: ColumnType<string, number | string | undefined, number | string>;
  /** Running sums of the ledger's receipts (less refunds after them), migration 0027. */
  received_quantity: WithDefault<number>;
  received_amount: ColumnType<string, number | string | undefined, number | string>;
  remark: WithDefault<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PurchasingPlanCommitmentsTable {
  id: Id;
  organization_id: Ref;
  plan_id: Ref;
  plan_line_id: Ref;
  order_id: Ref;
  order_line_id: Ref;
  kind: 'order' | 'release' | 'receipt' | 'refund';
  /** What the row moves of the ordered quantity and amount (and the budget used). */
  quantity: number;
  amount: Fen;
  /** What the row moves of the received quantity and amount (migration 0027). */
  received_quantity: WithDefault<number>;
  received_amount: ColumnType<string, number | string | undefined, number | string>;
  /** The refund a 'refund' row gives back for. */
  refund_id: ColumnType<string | null, string | null | undefined, string | null>;
  actor_id: NullableRef;
  created_at: Timestamp;
}

export interface PurchasingPlanLogsTable {
  id: Id;
  organization_id: Ref;
  plan_id: Ref;
  plan_name: string;
  action: string;
  detail: WithDefault<string>;
  actor_id: NullableRef;
  actor_name: string;
  created_at: Timestamp;
}
