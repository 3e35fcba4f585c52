/** Row types (db/migrations): Before an order: comparison and inquiry-basket lines, the cart, inquiries and quotes, batch match jobs, addresses and invoice titles. */
import type { ColumnType, Generated } from 'kysely';
import type { Id, Ref, NullableRef, Timestamp, Fen, WithDefault, NullableTimestamp } from './columns';

/** A line of the comparison list or the inquiry basket (same shape). */
export interface CollectLinesTable {
  id: Id;
  organization_id: Ref;
  user_id: Ref;
  goods_id: Ref;
  num: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A line of a buyer's cart (migration 0008). Prices in fen. */
export interface CartLinesTable {
  id: Id;
  organization_id: Ref;
  user_id: Ref;
  goods_id: Ref;
  num: number;
  selected: ColumnType<boolean, boolean | undefined, boolean>;
  added_price: ColumnType<string, string | number, string | number>;
  quote_line_id: NullableRef;
  quote_price: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  quote_expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** A new number from one sequence at every insert and update (migration 0016). */
  rev: Generated<string>;
  /** The plan line the line was added from (migration 0027): ordered with origin 'plan'. */
  plan_line_id: ColumnType<string | null, string | number | null | undefined, string | number | null>;
}

/** Inquiries and supplier quotes (migration 0009). Prices in fen. */
export interface InquiryCodeCountersTable {
  day: string;
  last: number;
}

export interface InquiriesTable {
  id: Id;
  organization_id: Ref;
  user_id: Ref;
  code: string;
  deadline: Timestamp;
  remark: WithDefault<string>;
  division_code: ColumnType<string | null, string | null | undefined, string | null>;
  cancelled_at: NullableTimestamp;
  converted_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface InquiryLinesTable {
  id: Id;
  inquiry_id: Ref;
  goods_id: Ref;
  supplier_id: Ref;
  num: number;
}

export interface InquiryQuotesTable {
  id: Id;
  inquiry_line_id: Ref;
  price: Fen;
  quoted_num: ColumnType<number | null, number | null | undefined, number | null>;
  /** A date (YYYY-MM-DD): read it with to_char. */
  valid_until: ColumnType<Date, string, string>;
  /** Generated: the end of valid_until, China time. */
  expires_at: ColumnType<Date, never, never>;
  remark: WithDefault<string>;
  quoted_by: Ref;
  quoted_at: Timestamp;
  accepted_at: NullableTimestamp;
  accepted_by: NullableRef;
  /** The organization that quoted (migration 0019): the line's supplier or an invited one. */
  supplier_id: Ref;
  /** The quoting supplier's own goods offered for the line; null: the line's goods. */
  offered_goods_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A further supplier a buyer invited to an inquiry (migration 0019). */
export interface InquiryInvitationsTable {
  inquiry_id: Ref;
  vendor_org_id: Ref;
  invited_at: Timestamp;
  invited_by: Ref;
}

/** A batch purchase match job (migration 0010); input and results are JSON arrays of lines. */
export interface BatchMatchJobsTable {
  id: Id;
  uuid: string;
  organization_id: Ref;
  user_id: Ref;
  status: ColumnType<
    'pending' | 'running' | 'done' | 'failed',
    'pending' | 'running' | 'done' | 'failed' | undefined,
    'pending' | 'running' | 'done' | 'failed'
  >;
  total: number;
  done: ColumnType<number, number | undefined, number>;
  /** Written as JSON text. */
  input: ColumnType<unknown, string, string>;
  results: ColumnType<unknown, string | undefined, string>;
  error: ColumnType<string | null, string | null | undefined, string | null>;
  attempts: ColumnType<number, number | undefined, number>;
  locked_by: ColumnType<string | null, string | null | undefined, string | null>;
  locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A user's delivery address (migration 0011). Division codes are GB/T 2260. */
export interface AddressesTable {
  id: Id;
  organization_id: Ref;
  /** NULL: the organization's (企业, migration 0026), kept by its purchasing managers. */
  user_id: NullableRef;
  consignee: string;
  mobile: string;
  province_code: string;
  city_code: string;
  county_code: string;
  detail: string;
  tag: ColumnType<string, string | undefined, string>;
  is_default: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A user's invoice title, 发票抬头 (migration 0011). */
export interface InvoiceTitlesTable {
  id: Id;
  organization_id: Ref;
  /** NULL: the organization's (企业, migration 0026), kept by its purchasing managers. */
  user_id: NullableRef;
  type: 'NORMAL' | 'SPECIAL';
  title_type: 'COMPANY' | 'PERSONAL';
  title: string;
  tax_no: ColumnType<string, string | undefined, string>;
  address: ColumnType<string, string | undefined, string>;
  phone: ColumnType<string, string | undefined, string>;
  bank: ColumnType<string, string | undefined, string>;
  account: ColumnType<string, string | undefined, string>;
  is_default: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
