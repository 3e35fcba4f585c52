/**
 * SQL of delivery addresses and invoice titles (migrations 0011, 0026). A row is either one user's
 * (scoped to him and his organization) or the organization's (企业: no user, kept by its purchasing
 * managers, never a default): every query names whose rows it reads or writes (`RowOwner`), so the
 * user's queries never see the organization's rows and the other way round. A user's default is changed
 * only under his lock (`lockUser`); writes of the organization's rows run under `lockOrganization`.
 *
 * For the order module: `addressForOrder` and `invoiceForOrder` read one of the user's rows, or one of
 * his organization's, inside the caller's transaction, ready to be copied into an order.
 */
import { sql } from 'kysely';
import type { Address, InvoiceTitle } from '@pm/contract/member';
import type { Executor } from '../../db/database';
import {
  addressColumns,
  addressSelect,
  INVOICE_COLUMNS,
  invoiceColumns,
  toAddress,
  toInvoice,
  type AddressValues,
  type InvoiceValues,
} from './member-rows';

/** A user's rows, within his organization. */
export interface Owner {
  userId: string;
  organizationId: string;
}

/** Whose rows: a user's (`userId`), or the organization's own (`userId` null). */
export interface RowOwner {
  userId: string | null;
  organizationId: string;
}

/** The organization's own rows (企业). */
export function organizationRows(organizationId: string): RowOwner {
  return { userId: null, organizationId };
}

/** The comparison of `user_id` that picks the owner's rows. */
function userIs(owner: RowOwner) {
  return owner.userId === null ? ('is' as const) : ('=' as const);
}

export type MemberTable = 'addresses' | 'invoice_titles';

export interface Paging {
  limit: number;
  offset: number;
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

export class MemberRepo {
  /**
   * Serializes the writes of one user's addresses (or invoice titles) until the transaction ends: the
   * cap, the first-is-default rule and "exactly one default" hold under concurrent calls, also when the
   * user has no row yet to lock.
   */
  async lockUser(db: Executor, table: MemberTable, userId: string): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`member:${table}`}), hashtext(${userId}))`.execute(db);
  }

  /** Serializes the writes of the organization's rows of a table (the cap) until the transaction ends. */
  async lockOrganization(db: Executor, table: MemberTable, organizationId: string): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`member-org:${table}`}), hashtext(${organizationId}))`.execute(
      db,
    );
  }

  async count(db: Executor, table: MemberTable, owner: RowOwner): Promise<number> {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', userIs(owner), owner.userId)
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

  /** Deletes one of the owner's rows; whether it was the default, or undefined when it is not the owner's. */
  async remove(
    db: Executor,
    table: MemberTable,
    owner: RowOwner,
    id: string,
  ): Promise<{ wasDefault: boolean } | undefined> {
    const row = await db
      .deleteFrom(table)
      .where('user_id', userIs(owner), owner.userId)
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

  private addressesOf(db: Executor, owner: RowOwner) {
    return addressSelect(db)
      .where('a.user_id', userIs(owner), owner.userId)
      .where('a.organization_id', '=', owner.organizationId);
  }

  async findAddress(db: Executor, owner: RowOwner, id: string): Promise<Address | undefined> {
    const row = await this.addressesOf(db, owner).where('a.id', '=', id).executeTakeFirst();
    return row ? toAddress(row) : undefined;
  }

  async defaultAddress(db: Executor, owner: Owner): Promise<Address | null> {
    const row = await this.addressesOf(db, owner).where('a.is_default', '=', true).executeTakeFirst();
    return row ? toAddress(row) : null;
  }

  /** The owner's addresses, the default first (the organization's have none), then the newest. */
  async addresses(db: Executor, owner: RowOwner, paging?: Paging): Promise<Address[]> {
    let q = this.addressesOf(db, owner).orderBy('a.is_default', 'desc').orderBy('a.id', 'desc');
    if (paging) q = q.limit(paging.limit).offset(paging.offset);
    return (await q.execute()).map(toAddress);
  }

  async insertAddress(
    db: Executor,
    owner: RowOwner,
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

  /** Rows changed (0 when the address is not the owner's). */
  async updateAddress(
    db: Executor,
    owner: RowOwner,
    id: string,
    v: AddressValues,
    now: Date,
  ): Promise<number> {
    const res = await db
      .updateTable('addresses')
      .set({ ...addressColumns(v), updated_at: now })
      .where('user_id', userIs(owner), owner.userId)
      .where('organization_id', '=', owner.organizationId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(res.numUpdatedRows);
  }

  // -------------------------------------------------------------------------------------------------
  // invoice titles

  private invoicesOf(db: Executor, owner: RowOwner) {
    return db
      .selectFrom('invoice_titles')
      .select(INVOICE_COLUMNS)
      .where('user_id', userIs(owner), owner.userId)
      .where('organization_id', '=', owner.organizationId);
  }

  async findInvoice(db: Executor, owner: RowOwner, id: string): Promise<InvoiceTitle | undefined> {
    const row = await this.invoicesOf(db, owner).where('id', '=', id).executeTakeFirst();
    return row ? toInvoice(row) : undefined;
  }

  async defaultInvoice(db: Executor, owner: Owner): Promise<InvoiceTitle | null> {
    const row = await this.invoicesOf(db, owner).where('is_default', '=', true).executeTakeFirst();
    return row ? toInvoice(row) : null;
  }

  /** The owner's invoice titles, the default first (the organization's have none), then the newest. */
  async invoices(db: Executor, owner: RowOwner, paging?: Paging): Promise<InvoiceTitle[]> {
    let q = this.invoicesOf(db, owner).orderBy('is_default', 'desc').orderBy('id', 'desc');
    if (paging) q = q.limit(paging.limit).offset(paging.offset);
    return (await q.execute()).map(toInvoice);
  }

  async insertInvoice(
    db: Executor,
    owner: RowOwner,
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

  /** Rows changed (0 when the invoice title is not the owner's). */
  async updateInvoice(
    db: Executor,
    owner: RowOwner,
    id: string,
    v: InvoiceValues,
    now: Date,
  ): Promise<number> {
    const res = await db
      .updateTable('invoice_titles')
      .set({ ...invoiceColumns(v), updated_at: now })
      .where('user_id', userIs(owner), owner.userId)
      .where('organization_id', '=', owner.organizationId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(res.numUpdatedRows);
  }
}
