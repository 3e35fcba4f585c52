/** Tables of the workbench's goods (migration 0033): the suppliers' versions, price history, pictures. */
import type { ColumnType } from 'kysely';
import type { Fen, Id, NullableRef, NullableTimestamp, Ref, Timestamp, WithDefault } from './columns';

export interface WorkbenchGoodsTable {
  goods_id: Ref;
  supplier_id: Ref;
  state: 'draft' | 'pending' | 'rejected' | 'approved';
  version: WithDefault<number>;
  name: string;
  brand_id: Ref;
  catalog_id: Ref;
  model: WithDefault<string>;
  spec: WithDefault<string>;
  attrs: ColumnType<{ name: string; value: string }[], string | undefined, string>;
  unit: string;
  moq: number;
  order_multiple: number;
  list_price: Fen;
  market_price: Fen;
  images: WithDefault<string[]>;
  description: WithDefault<string>;
  reject_reason: WithDefault<string>;
  submitted_at: NullableTimestamp;
  submitted_by: NullableRef;
  reviewed_at: NullableTimestamp;
  reviewed_by: NullableRef;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GoodsPriceHistoryTable {
  id: Id;
  goods_id: Ref;
  supplier_id: Ref;
  list_price: Fen;
  market_price: Fen;
  changed_by: NullableRef;
  changed_at: Timestamp;
}

export interface WorkbenchPicturesTable {
  id: Id;
  organization_id: Ref;
  user_id: Ref;
  file_name: string;
  content_type: string;
  size: number;
  used: WithDefault<boolean>;
  listed: WithDefault<boolean>;
  created_at: Timestamp;
}
