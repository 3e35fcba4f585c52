import { sql } from 'kysely';
import type { Executor } from '../../db/database';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Rows of one user that carry the user's organization (per-user data: they follow the user when an
 * operator attaches an individual account). Orders, submissions and inquiries are not here: an
 * individual account cannot make them. Sessions keep theirs (they are revoked), statistics too.
 */
const PER_USER_TABLES = [
  'cart_lines',
  'compare_price_lines',
  'inquiry_basket_lines',
  'addresses',
  'invoice_titles',
  'batch_match_jobs',
  'refund_photos',
  'product_work_orders',
] as const;

/** SQL of the operators' view of individual accounts (self-registered, not yet in a buyer organization). */
export class AdminUserRepo {
  async unattachedPage(db: Executor, q: { cellphone: string | undefined; page: number; limit: number }) {
    let base = db
      .selectFrom('users as u')
      .innerJoin('organizations as o', 'o.id', 'u.organization_id')
      .where('o.kind', '=', 'individual')
      .where('u.status', '<>', 'deactivated');
    if (q.cellphone) base = base.where('u.cellphone', 'like', `${escapeLike(q.cellphone)}%`);
    const [records, total] = await Promise.all([
      base
        .select(['u.id', 'u.cellphone', 'u.username', 'u.created_at'])
        .orderBy('u.created_at', 'desc')
        .orderBy('u.id', 'desc')
        .limit(q.limit)
        .offset((q.page - 1) * q.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(total.n) };
  }

  /** The user, locked for the move (a concurrent attach of the same user waits, then sees it moved). */
  lockUser(db: Executor, userId: string) {
    return db
      .selectFrom('users')
      .select(['id', 'organization_id', 'status', 'username'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
  }

  /** The organization, locked against removal while a user moves into it. */
  lockOrganization(db: Executor, organizationId: string) {
    return db
      .selectFrom('organizations')
      .select(['id', 'name', 'kind'])
      .where('id', '=', organizationId)
      .forKeyShare()
      .executeTakeFirst();
  }

  /** Moves the user and its per-user rows from one organization to another. */
  async moveUser(db: Executor, userId: string, from: string, to: string, now: Date): Promise<void> {
    await db
      .updateTable('users')
      .set({ organization_id: to, updated_at: now })
      .where('id', '=', userId)
      .where('organization_id', '=', from)
      .execute();
    for (const table of PER_USER_TABLES) {
      await sql`UPDATE ${sql.table(table)} SET organization_id = ${to}::bigint
        WHERE user_id = ${userId}::bigint AND organization_id = ${from}::bigint`.execute(db);
    }
  }
}
