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
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Address, InvoiceTitle } from '@pm/contract/member';
import type { Executor } from '../../db/database';
import { AWAITING_ORDER_PHASES } from '../bidding/bidding-status';
import { addressSelect, INVOICE_COLUMNS, toAddress, toInvoice, type MemberWrite } from './member-rows';

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

/** What a read of owned rows needs of its query (the table aliased `a`): filters, order, a page, the rows. */
interface Reads<R> {
  where(e: Expression<SqlBool>): Reads<R>;
  orderBy(e: Expression<unknown>): Reads<R>;
  limit(n: number): Reads<R>;
  offset(n: number): Reads<R>;
  execute(): Promise<R[]>;
  executeTakeFirst(): Promise<R | undefined>;
}

/** The owner's rows of a read: the user's own, or (`userId` null) the organization's. */
function ownedBy(owner: RowOwner) {
  return owner.userId === null
    ? sql<boolean>`a.user_id IS NULL AND a.organization_id = ${owner.organizationId}`
    : sql<boolean>`a.user_id = ${owner.userId} AND a.organization_id = ${owner.organizationId}`;
}

/** The reads of one table's rows: one by id, the default, the list; and one for an order. */
export class MemberReads<R, T> {
  constructor(
    private readonly select: (db: Executor) => Reads<R>,
    private readonly to: (row: R) => T,
  ) {}

  async find(db: Executor, owner: RowOwner, id: string): Promise<T | undefined> {
    const row = await this.select(db)
      .where(ownedBy(owner))
      .where(sql<boolean>`a.id = ${id}`)
      .executeTakeFirst();
    return row ? this.to(row) : undefined;
  }

  async default(db: Executor, owner: Owner): Promise<T | null> {
    const row = await this.select(db)
      .where(ownedBy(owner))
      .where(sql<boolean>`a.is_default`)
      .executeTakeFirst();
    return row ? this.to(row) : null;
  }

  /** The owner's rows, the default first (the organization's have none), then the newest. */
  async list(db: Executor, owner: RowOwner, paging?: Paging): Promise<T[]> {
    let q = this.select(db)
      .where(ownedBy(owner))
      .orderBy(sql`a.is_default DESC`)
      .orderBy(sql`a.id DESC`);
    if (paging) q = q.limit(paging.limit).offset(paging.offset);
    return (await q.execute()).map(this.to);
  }

  /**
   * One of the user's rows, or one of his organization's (企业), for an order (inside the order's
   * transaction).
   */
  async forOrder(db: Executor, userId: string, id: string): Promise<T | undefined> {
    const row = await this.select(db)
      .where(sql<boolean>`a.id = ${id}`)
      .where(
        sql<boolean>`(a.user_id = ${userId} OR (a.user_id IS NULL AND a.organization_id = (SELECT u.organization_id FROM users u WHERE u.id = ${userId})))`,
      )
      .executeTakeFirst();
    return row ? this.to(row) : undefined;
  }
}

/** Addresses with their division names. */
export const addressReads = new MemberReads(addressSelect, toAddress);

/** Invoice titles. */
export const invoiceReads = new MemberReads(
  (db: Executor) => db.selectFrom('invoice_titles as a').select(INVOICE_COLUMNS),
  toInvoice,
);

/** One of the user's addresses, or one of his organization's, for an order (inside its transaction). */
export function addressForOrder(db: Executor, userId: string, id: string): Promise<Address | undefined> {
  return addressReads.forOrder(db, userId, id);
}

/** One of the user's invoice titles, or one of his organization's, for an order (inside its transaction). */
export function invoiceForOrder(db: Executor, userId: string, id: string): Promise<InvoiceTitle | undefined> {
  return invoiceReads.forOrder(db, userId, id);
}

export class MemberRepo {
  /** Reads of addresses and of invoice titles. */
  readonly addresses = addressReads;
  readonly invoices = invoiceReads;

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

  /**
   * Whether one of the owner's addresses is the delivery address of a bidding event in progress (published,
   * awarding, publicity: its award becomes an order to it), which keeps it from being deleted. The events that
   * refer to it are locked (FOR SHARE) until the caller's transaction ends, so that none is published meanwhile
   * with the address about to go (a draft's reference becomes NULL with the delete, migration 0052).
   */
  async addressInBidding(db: Executor, owner: RowOwner, id: string): Promise<boolean> {
    const events = await db
      .selectFrom('bid_events as e')
      .innerJoin('addresses as a', 'a.id', 'e.address_id')
      .select('e.phase')
      .where('a.id', '=', id)
      .where('a.user_id', userIs(owner), owner.userId)
      .where('a.organization_id', '=', owner.organizationId)
      .forShare('e')
      .execute();
    return events.some((e) => AWAITING_ORDER_PHASES.has(e.phase));
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
  // writes of addresses and invoice titles

  /** A new row of the owner; its id. */
  async insert(
    db: Executor,
    owner: RowOwner,
    w: MemberWrite,
    isDefault: boolean,
    now: Date,
  ): Promise<string> {
    const row = await db
      .insertInto(w.table)
      .values({
        organization_id: owner.organizationId,
        user_id: owner.userId,
        ...w.columns,
        is_default: isDefault,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return String(row.id);
  }

  /** Rows changed (0 when the row is not the owner's). */
  async update(db: Executor, owner: RowOwner, id: string, w: MemberWrite, now: Date): Promise<number> {
    const res = await db
      .updateTable(w.table)
      .set({ ...w.columns, updated_at: now })
      .where('user_id', userIs(owner), owner.userId)
      .where('organization_id', '=', owner.organizationId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(res.numUpdatedRows);
  }
}
