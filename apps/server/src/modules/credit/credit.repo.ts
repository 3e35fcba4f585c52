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
   * The organization's credit limit, what is used of it and what remains, fen. No endpoint sets a limit
   * (a migration gives each buyer organization the default); one above MAX_CREDIT_LIMIT_FEN reads as the
   * cap, so all stay safe integers. (Taking credit compares the stored bigint values in SQL.)
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
}
