/** Row types (db/migrations): collaborative purchase lists with their members and lines (migration 0024). */
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

export interface PurchasingSynergiesTable {
  id: Id;
  organization_id: Ref;
  code: string;
  name: string;
  owner_id: Ref;
  status: WithDefault<string>;
  version: WithDefault<number>;
  remarks: WithDefault<string>;
  sent_to: NullableText;
  sent_plan_id: NullableRef;
  sent_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PurchasingSynergyMembersTable {
  synergy_id: Ref;
  user_id: Ref;
  organization_id: Ref;
  joined_at: Timestamp;
}

export interface PurchasingSynergyLinesTable {
  id: Id;
  synergy_id: Ref;
  organization_id: Ref;
  member_id: Ref;
  goods_id: NullableRef;
  name: string;
  spec: WithDefault<string>;
  unit: string;
  quantity: number;
  estimated_price: Fen;
  remark: WithDefault<string>;
  version: WithDefault<number>;
  sent_to: NullableText;
  plan_line_id: NullableRef;
  created_at: Timestamp;
  updated_at: Timestamp;
}
