import type { Db } from '../../db/database';

export interface LoginUserRow {
  id: string;
  organization_id: string;
  password_hash: string;
  status: 'active' | 'disabled';
}

export interface SessionRow {
  session_id: string;
  user_id: string;
  organization_id: string;
  expires_at: Date;
}

export class AuthRepo {
  constructor(private readonly db: Db) {}

  /** A user by username (case-insensitive) or cellphone. */
  findUserForLogin(login: string): Promise<LoginUserRow | undefined> {
    return this.db
      .selectFrom('users')
      .select(['id', 'organization_id', 'password_hash', 'status'])
      .where((eb) =>
        eb.or([eb(eb.fn('lower', ['username']), '=', login.toLowerCase()), eb('cellphone', '=', login)]),
      )
      .executeTakeFirst() as Promise<LoginUserRow | undefined>;
  }

  async createSession(row: {
    tokenHash: Buffer;
    userId: string;
    organizationId: string;
    createdAt: Date;
    expiresAt: Date;
    ip: string | null;
    userAgent: string | null;
  }): Promise<void> {
    await this.db
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

  /** A live session: not revoked, not expired, its user active. */
  findLiveSession(tokenHash: Buffer, now: Date): Promise<SessionRow | undefined> {
    return this.db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.id as session_id', 's.user_id', 's.organization_id', 's.expires_at'])
      .where('s.token_hash', '=', tokenHash)
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', now)
      .where('u.status', '=', 'active')
      .executeTakeFirst() as Promise<SessionRow | undefined>;
  }

  async revokeSession(tokenHash: Buffer, now: Date): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async deleteExpiredSessions(before: Date): Promise<number> {
    const res = await this.db.deleteFrom('sessions').where('expires_at', '<', before).executeTakeFirst();
    return Number(res.numDeletedRows);
  }
}
