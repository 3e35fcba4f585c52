import { PREPARED, reusable, type Executor } from '../../db/database';

/** The session lookup of every request: built once, prepared once per connection. */
const liveSession = reusable(2, (db: Executor, tokenHash: Buffer, now: Date) =>
  db
    .selectFrom('sessions as s')
    .modifyFront(PREPARED)
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select((eb) => [
      's.id as session_id',
      's.user_id',
      's.organization_id',
      's.expires_at',
      eb
        .fn<('PURCHASER' | 'APPROVER' | 'VENDOR' | 'OPERATOR')[]>('array', [
          eb
            .selectFrom('user_roles as ur')
            .innerJoin('roles as r', 'r.id', 'ur.role_id')
            .select('r.role_type')
            .whereRef('ur.user_id', '=', 's.user_id'),
        ])
        .as('role_types'),
    ])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where('u.status', '=', 'active'),
);

/** SQL of sign-in and sessions. Every method runs on the executor it is given. */
export class AuthRepo {
  /**
   * A user by username (case-insensitive) or cellphone. Deactivated accounts are not looked up: they
   * cannot sign in, and their cellphone may belong to another account since.
   */
  findUserForLogin(db: Executor, login: string) {
    return db
      .selectFrom('users')
      .select(['id', 'organization_id', 'password_hash', 'status'])
      .where((eb) =>
        eb.or([eb(eb.fn('lower', ['username']), '=', login.toLowerCase()), eb('cellphone', '=', login)]),
      )
      .where('status', '<>', 'deactivated')
      .executeTakeFirst();
  }

  /**
   * True when the user signed in from `ip` since `since` (a session opened from there, live or ended:
   * ended sessions are kept 30 days, modules/retention).
   */
  async signedInFrom(db: Executor, userId: string, ip: string, since: Date): Promise<boolean> {
    const row = await db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', userId)
      .where('ip', '=', ip)
      .where('created_at', '>=', since)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async createSession(
    db: Executor,
    row: {
      tokenHash: Buffer;
      userId: string;
      organizationId: string;
      createdAt: Date;
      expiresAt: Date;
      ip: string | null;
      userAgent: string | null;
    },
  ): Promise<void> {
    await db
      .insertInto('sessions')
      .values({
        token_hash: row.tokenHash,
        user_id: row.userId,
        organization_id: row.organizationId,
        created_at: row.createdAt,
        expires_at: row.expiresAt,
        ip: row.ip,
        user_agent: row.userAgent,
      })
      .execute();
  }

  /** A live session (not revoked, not expired, its user active) with the role types of its user. */
  async findLiveSession(db: Executor, tokenHash: Buffer, now: Date) {
    return (await liveSession(db, tokenHash, now))[0];
  }

  async revokeSession(db: Executor, tokenHash: Buffer, now: Date): Promise<void> {
    await db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /**
   * Ends every live session of a user, except `keepSessionId` (the caller's own, after a password
   * change). Returns how many ended.
   */
  async revokeUserSessions(
    db: Executor,
    userId: string,
    now: Date,
    keepSessionId: string | null = null,
  ): Promise<number> {
    let q = db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (keepSessionId !== null) q = q.where('id', '<>', keepSessionId);
    const res = await q.executeTakeFirst();
    return Number(res.numUpdatedRows);
  }

  async deleteExpiredSessions(db: Executor, before: Date): Promise<number> {
    const res = await db.deleteFrom('sessions').where('expires_at', '<', before).executeTakeFirst();
    return Number(res.numDeletedRows);
  }

  /** True when one of the user's roles grants the resource code. */
  async hasResource(db: Executor, userId: string, code: string): Promise<boolean> {
    const row = await db
      .selectFrom('user_roles as ur')
      .innerJoin('role_resources as rr', 'rr.role_id', 'ur.role_id')
      .innerJoin('resources as res', 'res.id', 'rr.resource_id')
      .select('res.id')
      .where('ur.user_id', '=', userId)
      .where('res.code', '=', code)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }
}
