/**
 * SQL of delivery addresses and invoice titles (migration 0011). Every query is scoped to the owning
 * user (and his organization); a default is changed only under the per-user lock (`lockUser`). The
 * organization's rows (企业, migration 0026) have no user: the personal queries never see them (they
 * filter by user_id), the `org…` methods read and write only them, by organization.
 *
 * For the order module: `addressForOrder` and `invoiceForOrder` read one of the user's rows, or one of
 * his organization's, inside the caller's transaction, ready to be copied into an order.
 */
import { sql } from 'kysely';
import type { Address, InvoiceTitle } from '@pm/contract/member';
import type { MemberScope } from '@pm/contract/member-rules';
import type { Executor } from '../../db/database';

export interface Owner {
  userId: string;
  organizationId: string;
}

export type MemberTable = 'addresses' | 'invoice_titles';

/** What an address row holds besides its owner, id and default flag. */
export interface AddressValues {
  consignee: string;
  mobile: string;
  provinceCode: string;
  cityCode: string;
  countyCode: string;
  detail: string;
  tag: string;
}

export interface InvoiceValues {
  type: InvoiceTitle['type'];
  titleType: InvoiceTitle['titleType'];
  title: string;
  taxNo: string;
  address: string;
  phone: string;
  bank: string;
  account: string;
}

export interface Paging {
  limit: number;
  offset: number;
}

/** Addresses with the names of their divisions, as `Address`. */
export function addressSelect(db: Executor) {
  return db
    .selectFrom('addresses as a')
    .leftJoin('divisions as p', 'p.code', 'a.province_code')
    .leftJoin('divisions as c', 'c.code', 'a.city_code')
    .leftJoin('divisions as k', 'k.code', 'a.county_code')
    .select([
      'a.id',
      'a.user_id',
      'a.consignee',
      'a.mobile',
      'a.province_code',
      'a.city_code',
      'a.county_code',
      'p.name as province_name',
      'c.name as city_name',
      'k.name as county_name',
      'a.detail',
      'a.tag',
      'a.is_default',
    ]);
}

type AddressRow = {
  id: string;
  user_id: string | null;
  consignee: string;
  mobile: string;
  province_code: string;
  city_code: string;
  county_code: string;
  province_name: string | null;
  city_name: string | null;
  county_name: string | null;
  detail: string;
  tag: string;
  is_default: boolean;
};

export function toAddress(r: AddressRow): Address {
  return {
    id: String(r.id),
    consignee: r.consignee,
    mobile: r.mobile,
    provinceCode: r.province_code,
    cityCode: r.city_code,
    countyCode: r.county_code,
    provinceName: r.province_name ?? '',
    cityName: r.city_name ?? '',
    // a city without counties stands in for its county
    countyName: r.county_code === r.city_code ? '' : (r.county_name ?? ''),
    detail: r.detail,
    tag: r.tag,
    isDefault: r.is_default,
    scope: scopeOf(r),
  };
}

/** A row without a user is the organization's. */
function scopeOf(r: { user_id: string | null }): MemberScope {
  return r.user_id === null ? 'ORGANIZATION' : 'USER';
}

export const INVOICE_COLUMNS = [
  'id',
  'user_id',
  'type',
  'title_type',
  'title',
  'tax_no',
  'address',
  'phone',
  'bank',
  'account',
  'is_default',
] as const;

type InvoiceRow = {
  id: string;
  user_id: string | null;
  type: InvoiceTitle['type'];
  title_type: InvoiceTitle['titleType'];
  title: string;
  tax_no: string;
  address: string;
  phone: string;
  bank: string;
  account: string;
  is_default: boolean;
};

export function toInvoice(r: InvoiceRow): InvoiceTitle {
  return {
    id: String(r.id),
    type: r.type,
    titleType: r.title_type,
    title: r.title,
    taxNo: r.tax_no,
    address: r.address,
    phone: r.phone,
    bank: r.bank,
    account: r.account,
    isDefault: r.is_default,
    scope: scopeOf(r),
  };
}

/**
 * One of the user's addresses, or one of his organization's (企业), with its division names, for an order
 * (inside the order's transaction).
 */
export async function addressForOrder(
  db: Executor,
  userId: string,
  id: string,
): Promise<Address | undefined> {
  const row = await addressSelect(db)
    .where('a.id', '=', id)
    .where((eb) =>
      eb.or([
        eb('a.user_id', '=', userId),
        eb.and([
          eb('a.user_id', 'is', null),
          eb(
            'a.organization_id',
            '=',
            eb.selectFrom('users as u').select('u.organization_id').where('u.id', '=', userId),
          ),
        ]),
      ]),
    )
    .executeTakeFirst();
  return row ? toAddress(row) : undefined;
}

/** One of the user's invoice titles, or one of his organization's, for an order (inside its transaction). */
export async function invoiceForOrder(
  db: Executor,
  userId: string,
  id: string,
): Promise<InvoiceTitle | undefined> {
  const row = await db
    .selectFrom('invoice_titles')
    .select(INVOICE_COLUMNS)
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('user_id', '=', userId),
        eb.and([
          eb('user_id', 'is', null),
          eb(
            'organization_id',
            '=',
            eb.selectFrom('users as u').select('u.organization_id').where('u.id', '=', userId),
          ),
        ]),
      ]),
    )
    .executeTakeFirst();
  return row ? toInvoice(row) : undefined;
}

/** The columns of an address's values (insert and update write the same). */
export function addressColumns(v: AddressValues) {
  return {
    consignee: v.consignee,
    mobile: v.mobile,
    province_code: v.provinceCode,
    city_code: v.cityCode,
    county_code: v.countyCode,
    detail: v.detail,
    tag: v.tag,
  };
}

/** The columns of an invoice title's values. */
export function invoiceColumns(v: InvoiceValues) {
  return {
    type: v.type,
    title_type: v.titleType,
    title: v.title,
    tax_no: v.taxNo,
    address: v.address,
    phone: v.phone,
    bank: v.bank,
    account: v.account,
  };
}

export class MemberRepo {
  /**
   * Serializes the writes of one user's addresses (or invoice titles) until the transaction ends: the
   * cap, the first-is-default rule and "exactly one default" hold under concurrent calls, also when the
   * user has no row yet to lock.
   */
  async lockUser(db: Executor, table: MemberTable, userId: string): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`member:${table}`}), hashtext(${userId}))`.execute(db);
  }

  async count(db: Executor, table: MemberTable, owner: Owner): Promise<number> {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', owner.userId)
      .where('organization_id', '=', owner.organizationId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async hasDefault(db: Executor, table: MemberTable, owner: Owner): Promise<boolean> {
    const row = await db
      .selectFrom(table)
      .select('id')
      .where('user_id', '=', owner.userId)
      .where('organization_id', '=', owner.organizationId)
      .where('is_default', '=', true)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Makes `id` the user's only default: clears the old one first (the partial unique index). */
  async makeDefault(db: Executor, table: MemberTable, owner: Owner, id: string, now: Date): Promise<void> {
    await db
      .updateTable(table)
      .set({ is_default: false, updated_at: now })
      .where('user_id', '=', owner.userId)
      .where('is_default', '=', true)
      .where('id', '<>', id)
      .execute();
    await db
      .updateTable(table)
      .set({ is_default: true, updated_at: now })
      .where('user_id', '=', owner.userId)
      .where('organization_id', '=', owner.organizationId)
      .where('id', '=', id)
      .where('is_default', '=', false)
      .execute();
  }

  /** Deletes one of the user's rows; whether it was the default, or undefined when it is not his. */
  async remove(
    db: Executor,
    table: MemberTable,
    owner: Owner,
    id: string,
  ): Promise<{ wasDefault: boolean } | undefined> {
    const row = await db
      .deleteFrom(table)
      .where('user_id', '=', owner.userId)
      .where('organization_id', '=', owner.organizationId)
      .where('id', '=', id)
      .returning('is_default')
      .executeTakeFirst();
    return row ? { wasDefault: row.is_default } : undefined;
  }

  /** The user's newest row (highest id), the heir of a removed default. */
  async newestId(db: Executor, table: MemberTable, owner: Owner): Promise<string | undefined> {
    const row = await db
      .selectFrom(table)
      .select('id')
      .where('user_id', '=', owner.userId)
      .where('organization_id', '=', owner.organizationId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? String(row.id) : undefined;
  }

  /** Whether the user owns the row (locks nothing). */
  async owns(db: Executor, table: MemberTable, owner: Owner, id: string): Promise<boolean> {
    const row = await db
      .selectFrom(table)
      .select('id')
      .where('user_id', '=', owner.userId)
      .where('organization_id', '=', owner.organizationId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  // -------------------------------------------------------------------------------------------------
  // divisions

  /** The rows of the given division codes. */
  divisions(db: Executor, codes: string[]) {
    return db
      .selectFrom('divisions')
      .select(['code', 'parent_code', 'level', 'name'])
      .where('code', 'in', codes)
      .execute();
  }

  /** Whether a city has counties with GB/T 2260 (6-digit) codes; 东莞市 and a few others do not. */
  async hasCounties(db: Executor, cityCode: string): Promise<boolean> {
    const row = await db
      .selectFrom('divisions')
      .select('code')
      .where('parent_code', '=', cityCode)
      .where(sql<boolean>`length(code) = 6`)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  // -------------------------------------------------------------------------------------------------
  // addresses

  async findAddress(db: Executor, owner: Owner, id: string): Promise<Address | undefined> {
    const row = await addressSelect(db)
      .where('a.user_id', '=', owner.userId)
      .where('a.organization_id', '=', owner.organizationId)
      .where('a.id', '=', id)
      .executeTakeFirst();
    return row ? toAddress(row) : undefined;
  }

  async defaultAddress(db: Executor, owner: Owner): Promise<Address | null> {
    const row = await addressSelect(db)
      .where('a.user_id', '=', owner.userId)
      .where('a.organization_id', '=', owner.organizationId)
      .where('a.is_default', '=', true)
      .executeTakeFirst();
    return row ? toAddress(row) : null;
  }

  /** The user's addresses, the default first, then the newest. */
  async addresses(db: Executor, owner: Owner, paging?: Paging): Promise<Address[]> {
    let q = addressSelect(db)
      .where('a.user_id', '=', owner.userId)
      .where('a.organization_id', '=', owner.organizationId)
      .orderBy('a.is_default', 'desc')
      .orderBy('a.id', 'desc');
    if (paging) q = q.limit(paging.limit).offset(paging.offset);
    return (await q.execute()).map(toAddress);
  }

  async insertAddress(
    db: Executor,
    owner: Owner,
    v: AddressValues,
    isDefault: boolean,
    now: Date,
  ): Promise<string> {
    const row = await db
      .insertInto('addresses')
      .values({
        organization_id: owner.organizationId,
        user_id: owner.userId,
        ...addressColumns(v),
        is_default: isDefault,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return String(row.id);
  }

  /** Rows changed (0 when the address is not the user's). */
  async updateAddress(db: Executor, owner: Owner, id: string, v: AddressValues, now: Date): Promise<number> {
    const res = await db
      .updateTable('addresses')
      .set({
        ...addressColumns(v),
        updated_at: now,
      })
      .where('user_id', '=', owner.userId)
      .where('organization_id', '=', owner.organizationId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(res.numUpdatedRows);
  }

  // -------------------------------------------------------------------------------------------------
  // invoice titles

  async findInvoice(db: Executor, owner: Owner, id: string): Promise<InvoiceTitle | undefined> {
    const row = await db
      .selectFrom('invoice_titles')
      .select(INVOICE_COLUMNS)
      .where('user_id', '=', owner.userId)
      .where('organization_id', '=', owner.organizationId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toInvoice(row) : undefined;
  }

  async defaultInvoice(db: Executor, owner: Owner): Promise<InvoiceTitle | null> {
    const row = await db
      .selectFrom('invoice_titles')
      .select(INVOICE_COLUMNS)
      .where('user_id', '=', owner.userId)
      .where('organization_id', '=', owner.organizationId)
      .where('is_default', '=', true)
      .executeTakeFirst();
    return row ? toInvoice(row) : null;
  }

  async invoices(db: Executor, owner: Owner, paging: Paging): Promise<InvoiceTitle[]> {
    const rows = await db
      .selectFrom('invoice_titles')
      .select(INVOICE_COLUMNS)
      .where('user_id', '=', owner.userId)
      .where('organization_id', '=', owner.organizationId)
      .orderBy('is_default', 'desc')
      .orderBy('id', 'desc')
      .limit(paging.limit)
      .offset(paging.offset)
      .execute();
    return rows.map(toInvoice);
  }

  async insertInvoice(
    db: Executor,
    owner: Owner,
    v: InvoiceValues,
    isDefault: boolean,
    now: Date,
  ): Promise<string> {
    const row = await db
      .insertInto('invoice_titles')
      .values({
        organization_id: owner.organizationId,
        user_id: owner.userId,
        ...invoiceColumns(v),
        is_default: isDefault,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return String(row.id);
  }

  async updateInvoice(db: Executor, owner: Owner, id: string, v: InvoiceValues, now: Date): Promise<number> {
    const res = await db
      .updateTable('invoice_titles')
      .set({
        ...invoiceColumns(v),
        updated_at: now,
      })
      .where('user_id', '=', owner.userId)
      .where('organization_id', '=', owner.organizationId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(res.numUpdatedRows);
  }
}
