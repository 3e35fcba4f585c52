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
  type MemberTable,
} from './member.repo';

/**
 * SQL of the organization's addresses and invoice titles (企业, migration 0026): rows without a user, read
 * and written by organization only (the personal queries of member.repo.ts never see them), never a
 * default; writes of one organization's rows of a table are serialized by `lockOrganization`.
 */
export class OrgMemberRepo {
  /** Serializes the writes of the organization's rows of a table (the cap) until the transaction ends. */
  async lockOrganization(db: Executor, table: MemberTable, organizationId: string): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`member-org:${table}`}), hashtext(${organizationId}))`.execute(
      db,
    );
  }

  async orgCount(db: Executor, table: MemberTable, organizationId: string): Promise<number> {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', 'is', null)
      .where('organization_id', '=', organizationId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The organization's addresses, the newest first. */
  async orgAddresses(db: Executor, organizationId: string): Promise<Address[]> {
    const rows = await addressSelect(db)
      .where('a.user_id', 'is', null)
      .where('a.organization_id', '=', organizationId)
      .orderBy('a.id', 'desc')
      .execute();
    return rows.map(toAddress);
  }

  async findOrgAddress(db: Executor, organizationId: string, id: string): Promise<Address | undefined> {
    const row = await addressSelect(db)
      .where('a.user_id', 'is', null)
      .where('a.organization_id', '=', organizationId)
      .where('a.id', '=', id)
      .executeTakeFirst();
    return row ? toAddress(row) : undefined;
  }

  async insertOrgAddress(db: Executor, organizationId: string, v: AddressValues, now: Date): Promise<string> {
    const row = await db
      .insertInto('addresses')
      .values({
        organization_id: organizationId,
        user_id: null,
        ...addressColumns(v),
        is_default: false,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return String(row.id);
  }

  /** Rows changed (0 when the address is not the organization's). */
  async updateOrgAddress(
    db: Executor,
    organizationId: string,
    id: string,
    v: AddressValues,
    now: Date,
  ): Promise<number> {
    const res = await db
      .updateTable('addresses')
      .set({ ...addressColumns(v), updated_at: now })
      .where('user_id', 'is', null)
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(res.numUpdatedRows);
  }

  /** Deletes one of the organization's rows; whether it was there. */
  async removeOrg(db: Executor, table: MemberTable, organizationId: string, id: string): Promise<boolean> {
    const row = await db
      .deleteFrom(table)
      .where('user_id', 'is', null)
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The organization's invoice titles, the newest first. */
  async orgInvoices(db: Executor, organizationId: string): Promise<InvoiceTitle[]> {
    const rows = await db
      .selectFrom('invoice_titles')
      .select(INVOICE_COLUMNS)
      .where('user_id', 'is', null)
      .where('organization_id', '=', organizationId)
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toInvoice);
  }

  async findOrgInvoice(db: Executor, organizationId: string, id: string): Promise<InvoiceTitle | undefined> {
    const row = await db
      .selectFrom('invoice_titles')
      .select(INVOICE_COLUMNS)
      .where('user_id', 'is', null)
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toInvoice(row) : undefined;
  }

  async insertOrgInvoice(db: Executor, organizationId: string, v: InvoiceValues, now: Date): Promise<string> {
    const row = await db
      .insertInto('invoice_titles')
      .values({
        organization_id: organizationId,
        user_id: null,
        ...invoiceColumns(v),
        is_default: false,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return String(row.id);
  }

  async updateOrgInvoice(
    db: Executor,
    organizationId: string,
    id: string,
    v: InvoiceValues,
    now: Date,
  ): Promise<number> {
    const res = await db
      .updateTable('invoice_titles')
      .set({ ...invoiceColumns(v), updated_at: now })
      .where('user_id', 'is', null)
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(res.numUpdatedRows);
  }
}
