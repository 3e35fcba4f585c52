import { sql } from 'kysely';
import type { Executor } from '../../db/database';

/** SQL of self-registration: an individual account with an organization of its own. */
export class RegistrationRepo {
  /** Reserves the next user id, so that the account's individual organization can be named after it. */
  async nextUserId(db: Executor): Promise<string> {
    const res = await sql<{ id: string }>`
      SELECT nextval(pg_get_serial_sequence('users', 'id'))::text AS id`.execute(db);
    return res.rows[0]!.id;
  }

  /** True when some account (deactivated ones too: usernames stay reserved) has this username. */
  async usernameUsed(db: Executor, username: string): Promise<boolean> {
    const row = await db
      .selectFrom('users')
      .select('id')
      .where(db.fn('lower', ['username']), '=', username.toLowerCase())
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async insertIndividualOrganization(db: Executor, name: string, now: Date): Promise<string> {
    const row = await db
      .insertInto('organizations')
      .values({ name, kind: 'individual', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async insertUser(
    db: Executor,
    u: {
      id: string;
      organizationId: string;
      username: string;
      cellphone: string;
      fullname: string;
      passwordHash: string;
      now: Date;
    },
  ): Promise<void> {
    await db
      .insertInto('users')
      .values({
        id: u.id,
        organization_id: u.organizationId,
        username: u.username,
        cellphone: u.cellphone,
        fullname: u.fullname,
        password_hash: u.passwordHash,
        created_at: u.now,
        updated_at: u.now,
      })
      .execute();
  }

  /** Gives the user the purchaser role (采购员). False when the platform has no such role. */
  async grantPurchaser(db: Executor, userId: string): Promise<boolean> {
    const res = await sql`
      INSERT INTO user_roles (user_id, role_id)
      SELECT ${userId}::bigint, id FROM roles WHERE role_type = 'PURCHASER' ORDER BY id LIMIT 1`.execute(db);
    return Number(res.numAffectedRows ?? 0) > 0;
  }
}
