/** Row types (db/migrations): Organizations, users, roles and resources, sessions, rate limits and action traces. */
import type { ColumnType, Generated } from 'kysely';
import type { Id, Ref, NullableRef, Timestamp } from './columns';

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

export interface OrganizationsTable {
  id: Id;
  name: string;
  /** 'individual': the own organization of a self-registered account not yet attached to a buyer. */
  kind: 'buyer' | 'vendor' | 'platform' | 'individual';
  short_name: ColumnType<string | null, string | null | undefined, string | null>;
  logo: ColumnType<string | null, string | null | undefined, string | null>;
  banner: ColumnType<string | null, string | null | undefined, string | null>;
  /** A supplier is verified while set (migration 0034; new rows start verified). */
  verified_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
}

export interface DepartmentsTable {
  id: Id;
  organization_id: Ref;
  name: string;
}

export interface UsersTable {
  id: Id;
  organization_id: Ref;
  department_id: NullableRef;
  username: string;
  cellphone: string;
  fullname: string;
  password_hash: string;
  status: Generated<'active' | 'disabled' | 'deactivated'>;
  deactivated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RolesTable {
  id: Id;
  code: string;
  name: string;
  role_type: 'PURCHASER' | 'APPROVER' | 'VENDOR' | 'OPERATOR';
}

export interface UserRolesTable {
  user_id: Ref;
  role_id: Ref;
}

export interface ResourcesTable {
  id: Id;
  parent_id: NullableRef;
  code: string;
  title: string;
  href: Generated<string>;
  type: 'module' | 'menu' | 'button';
  sort: Generated<number>;
}

export interface RoleResourcesTable {
  role_id: Ref;
  resource_id: Ref;
}

export interface SessionsTable {
  id: Generated<string>;
  token_hash: Buffer;
  user_id: Ref;
  organization_id: Ref;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  ip: string | null;
  user_agent: string | null;
}

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

export interface ActionTracesTable {
  id: Generated<string>;
  created_at: Timestamp;
  user_id: NullableRef;
  organization_id: NullableRef;
  header_user_id: string | null;
  action: string;
  resource_code: string;
  url: string;
  param: string;
  fingerprint: string | null;
  method: string;
  path: string;
  status: number;
  ip: string | null;
}
