/** Tables of AI素材 (migration 0038): materials per goods item and kind, their versions, comments, AI usage. */
import type { ColumnType } from 'kysely';
import type { Id, NullableRef, NullableTimestamp, Ref, Timestamp, WithDefault } from './columns';

export type MaterialKindColumn = 'TITLE' | 'SELLING_POINTS' | 'DESCRIPTION' | 'POSTER';
export type MaterialStatusColumn = 'DRAFT' | 'PENDING' | 'APPROVED' | 'REJECTED';

export interface MaterialsTable {
  id: Id;
  organization_id: Ref;
  goods_id: Ref;
  kind: MaterialKindColumn;
  latest_no: WithDefault<number>;
  status: WithDefault<MaterialStatusColumn>;
  published_no: WithDefault<number>;
  version: WithDefault<number>;
  created_by: Ref;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MaterialVersionsTable {
  id: Id;
  material_id: Ref;
  organization_id: Ref;
  no: number;
  status: MaterialStatusColumn;
  content: string;
  tone: WithDefault<'' | 'PRO' | 'BRIEF' | 'PROMO'>;
  template: WithDefault<string>;
  poster_file: ColumnType<string | null, string | null | undefined, string | null>;
  generator: WithDefault<string>;
  reverted_from: ColumnType<number | null, number | null | undefined, number | null>;
  created_by: Ref;
  created_at: Timestamp;
  updated_at: Timestamp;
  submitted_at: NullableTimestamp;
  reviewed_by: NullableRef;
  reviewed_at: NullableTimestamp;
}

export interface MaterialCommentsTable {
  id: Id;
  material_id: Ref;
  organization_id: Ref;
  version_no: number;
  action: WithDefault<'' | 'APPROVE' | 'REJECT'>;
  content: string;
  user_id: Ref;
  created_at: Timestamp;
}

export interface MaterialAiUsageTable {
  organization_id: Ref;
  day: ColumnType<string, string, string>;
  calls: WithDefault<number>;
}
