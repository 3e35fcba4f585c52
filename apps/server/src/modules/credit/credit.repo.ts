import { sql } from 'kysely';
import type { Credit } from '@pm/contract/order';
import { MAX_CREDIT_LIMIT_FEN, safeFen } from '@pm/contract/money';
import type { Executor } from '../../db/database';

/**
 * SQL of a buyer organization's monthly-settlement credit (企业月结, `organization_credits`; a buyer
 * organization gets its row from a trigger): what orders take, what cancellations and refunds give back,
 * and what is left. Shared by checkout, the order life cycle, refunds and whatever next creates orders.
 */
export class CreditRepo {
  /**
   * The organization's credit limit, what is used of it and what remains, fen. A buyer organization starts
   * with the default of its trigger; operators set it (`setLimit`); one above MAX_CREDIT_LIMIT_FEN reads as
   * the cap, so all stay safe integers. (Taking credit compares the stored bigint values in SQL.)
   */
  async balance(db: Executor, organizationId: string): Promise<Credit> {
    const cap = sql.lit(MAX_CREDIT_LIMIT_FEN);
    const row = await db
      .selectFrom('organization_credits')
      .select([
        sql<string>`least(credit_limit, ${cap})`.as('credit_limit'),
        sql<string>`least(used, ${cap})`.as('used'),
      ])
      .where('organization_id', '=', organizationId)
      .executeTakeFirst();
    const limit = safeFen(row?.credit_limit ?? 0);
    const used = safeFen(row?.used ?? 0);
    return { limit, used, remaining: Math.max(limit - used, 0) };
  }

  /** Takes `amount` from the organization's credit if it covers it; false when it does not. */
  async take(db: Executor, organizationId: string, amount: number, now: Date): Promise<boolean> {
    const row = await db
      .updateTable('organization_credits')
      .set({ used: sql`used + ${amount}::bigint`, updated_at: now })
      .where('organization_id', '=', organizationId)
      .where(sql<boolean>`used + ${amount}::bigint <= credit_limit`)
      .returning('organization_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Gives `amount` back (a cancellation, a refund paid); what is used never goes below 0. */
  async giveBack(db: Executor, organizationId: string, amount: number, now: Date): Promise<void> {
    await db
      .updateTable('organization_credits')
      .set({ used: sql`greatest(used - ${amount}::bigint, 0)`, updated_at: now })
      .where('organization_id', '=', organizationId)
      .execute();
  }

  /** Balances of several organizations (a list of buyers); an organization without a row has none. */
  async balances(db: Executor, organizationIds: readonly string[]): Promise<Map<string, Credit>> {
    const out = new Map<string, Credit>();
    if (organizationIds.length === 0) return out;
    const cap = sql.lit(MAX_CREDIT_LIMIT_FEN);
    const rows = await db
      .selectFrom('organization_credits')
      .select([
        'organization_id',
        sql<string>`least(credit_limit, ${cap})`.as('credit_limit'),
        sql<string>`least(used, ${cap})`.as('used'),
      ])
      .where('organization_id', 'in', organizationIds)
      .execute();
    for (const r of rows) {
      const limit = safeFen(r.credit_limit);
      const used = safeFen(r.used);
      out.set(r.organization_id, { limit, used, remaining: Math.max(limit - used, 0) });
    }
    return out;
  }

  /**
   * The organization's credit row locked for a change of its limit (orders taking credit meanwhile
   * wait); undefined when it has none (not a buyer organization).
   */
  async lockBalance(db: Executor, organizationId: string): Promise<Credit | undefined> {
    const cap = sql.lit(MAX_CREDIT_LIMIT_FEN);
    const row = await db
      .selectFrom('organization_credits')
      .select([
        sql<string>`least(credit_limit, ${cap})`.as('credit_limit'),
        sql<string>`least(used, ${cap})`.as('used'),
      ])
      .where('organization_id', '=', organizationId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return undefined;
    const limit = safeFen(row.credit_limit);
    const used = safeFen(row.used);
    return { limit, used, remaining: Math.max(limit - used, 0) };
  }

  /**
   * Sets the limit unless it is below what is used (then false and nothing changes); the operators'
   * workbench calls it after `lockBalance`, in the transaction that logs the change.
   */
  async setLimit(db: Executor, organizationId: string, limit: number, now: Date): Promise<boolean> {
    const row = await db
      .updateTable('organization_credits')
      .set({ credit_limit: limit, updated_at: now })
      .where('organization_id', '=', organizationId)
      .where(sql<boolean>`used <= ${limit}::bigint`)
      .returning('organization_id')
      .executeTakeFirst();
    return row !== undefined;
  }
}
