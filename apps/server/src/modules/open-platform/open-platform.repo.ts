/** SQL of the open platform's apps: the apps, their access tokens and per-minute call counters. */
import { sql } from 'kysely';
import { OPEN_PLATFORM_MANAGERS } from '@pm/contract/open-platform';
import type { RoleType } from '@pm/contract/roles';
import type { Executor } from '../../db/database';

const APP_COLUMNS = [
  'a.id',
  'a.organization_id',
  'a.created_by',
  'a.name',
  'a.client_id',
  'a.scopes',
  'a.rate_limit_per_minute',
  'a.ip_allowlist',
  'a.status',
  'a.created_at',
  'a.last_used_at',
  'a.previous_secret_expires_at',
  'a.revoked_at',
] as const;

/**
 * True when the app's creator may still act for it (the app acts with the creator's view): the account is
 * active, still in the app's organization and still holds a manager role (OPEN_PLATFORM_MANAGERS: the
 * role creating apps takes). Read on every token request and every call, so a disabled or deactivated
 * account, or one whose manager role was taken away, stops its apps at once.
 */
const CREATOR_ACTS = sql<boolean>`EXISTS (
  SELECT 1 FROM users cu WHERE cu.id = a.created_by AND cu.status = 'active'
     AND cu.organization_id = a.organization_id
     AND EXISTS (SELECT 1 FROM user_roles cur JOIN roles cr ON cr.id = cur.role_id
                  WHERE cur.user_id = cu.id AND cr.role_type = ANY (${[...OPEN_PLATFORM_MANAGERS]}::text[])))`;

export interface NewApp {
  organizationId: string;
  createdBy: string;
  name: string;
  clientId: string;
  secretHash: string;
  scopes: string[];
  rateLimitPerMinute: number;
  ipAllowlist: string[];
  now: Date;
}

export class OpenAppRepo {
  private apps(db: Executor) {
    return db
      .selectFrom('open_apps as a')
      .innerJoin('users as u', 'u.id', 'a.created_by')
      .select([
        ...APP_COLUMNS,
        sql<string>`coalesce(nullif(u.fullname, ''), u.username)`.as('created_by_name'),
      ]);
  }

  page(db: Executor, organizationId: string, offset: number, limit: number) {
    return this.apps(db)
      .where('a.organization_id', '=', organizationId)
      .orderBy('a.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  }

  async count(db: Executor, organizationId: string): Promise<number> {
    const row = await db
      .selectFrom('open_apps')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('organization_id', '=', organizationId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The organization's app (null: none, or another organization's); `lock` holds it for a change. */
  one(db: Executor, organizationId: string, id: string, lock = false) {
    let q = this.apps(db).where('a.organization_id', '=', organizationId).where('a.id', '=', id);
    if (lock) q = q.forUpdate('a');
    return q.executeTakeFirst();
  }

  async insert(db: Executor, app: NewApp): Promise<string> {
    const row = await db
      .insertInto('open_apps')
      .values({
        organization_id: app.organizationId,
        created_by: app.createdBy,
        name: app.name,
        client_id: app.clientId,
        secret_hash: app.secretHash,
        scopes: app.scopes,
        rate_limit_per_minute: app.rateLimitPerMinute,
        ip_allowlist: app.ipAllowlist,
        created_at: app.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(
    db: Executor,
    id: string,
    patch: { name?: string; scopes?: string[]; rateLimitPerMinute?: number; ipAllowlist?: string[] },
  ): Promise<void> {
    const set = {
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.scopes !== undefined ? { scopes: patch.scopes } : {}),
      ...(patch.rateLimitPerMinute !== undefined ? { rate_limit_per_minute: patch.rateLimitPerMinute } : {}),
      ...(patch.ipAllowlist !== undefined ? { ip_allowlist: patch.ipAllowlist } : {}),
    };
    // Nothing to change (a body without any of the fields): the app stays as it is.
    if (Object.keys(set).length === 0) return;
    await db.updateTable('open_apps').set(set).where('id', '=', id).execute();
  }

  /** A new secret; the current one becomes the previous, valid until `overlapUntil`. */
  async rotate(db: Executor, id: string, secretHash: string, overlapUntil: Date): Promise<void> {
    await sql`
      UPDATE open_apps SET previous_secret_hash = secret_hash, previous_secret_expires_at = ${overlapUntil},
             secret_hash = ${secretHash}
       WHERE id = ${id}`.execute(db);
  }

  async revoke(db: Executor, id: string, now: Date): Promise<void> {
    await db
      .updateTable('open_apps')
      .set({ status: 'REVOKED', revoked_at: now })
      .where('id', '=', id)
      .where('status', '=', 'ACTIVE')
      .execute();
    await db.deleteFrom('open_app_tokens').where('app_id', '=', id).execute();
  }

  /** An app by its client_id, with what the token endpoint checks. */
  byClientId(db: Executor, clientId: string) {
    return db
      .selectFrom('open_apps as a')
      .select([
        'a.id',
        'a.scopes',
        'a.secret_hash',
        'a.previous_secret_hash',
        'a.previous_secret_expires_at',
        'a.ip_allowlist',
        'a.status',
        CREATOR_ACTS.as('creator_acts'),
      ])
      .where('a.client_id', '=', clientId)
      .executeTakeFirst();
  }

  async insertToken(
    db: Executor,
    t: { hash: Buffer; appId: string; scopes: string[]; now: Date; expiresAt: Date },
  ): Promise<void> {
    await db
      .insertInto('open_app_tokens')
      .values({
        token_hash: t.hash,
        app_id: t.appId,
        scopes: t.scopes,
        created_at: t.now,
        expires_at: t.expiresAt,
      })
      .execute();
    await db.updateTable('open_apps').set({ last_used_at: t.now }).where('id', '=', t.appId).execute();
  }

  /**
   * A live token's app (active) and what the gate checks: its scopes, the app's allowlist and limit, and
   * whether its creator may still act for it (`creatorActs`: see CREATOR_ACTS).
   */
  tokenApp(db: Executor, hash: Buffer, now: Date) {
    return db
      .selectFrom('open_app_tokens as t')
      .innerJoin('open_apps as a', 'a.id', 't.app_id')
      .select([
        'a.id',
        'a.organization_id',
        'a.created_by',
        't.scopes',
        'a.ip_allowlist',
        'a.rate_limit_per_minute',
        'a.last_used_at',
        sql<string[]>`ARRAY(SELECT r.role_type FROM user_roles ur JOIN roles r ON r.id = ur.role_id
                             WHERE ur.user_id = a.created_by)`.as('role_types'),
        CREATOR_ACTS.as('creator_acts'),
      ])
      .where('t.token_hash', '=', hash)
      .where('t.expires_at', '>', now)
      .where('a.status', '=', 'ACTIVE')
      .executeTakeFirst();
  }

  /** Counts a call in the app's minute; the count after it. */
  async countCall(db: Executor, appId: string, windowStart: Date): Promise<number> {
    const row = await sql<{ calls: number }>`
      INSERT INTO open_app_calls (app_id, window_start, calls) VALUES (${appId}, ${windowStart}, 1)
      ON CONFLICT (app_id, window_start) DO UPDATE SET calls = open_app_calls.calls + 1
      RETURNING calls`.execute(db);
    return row.rows[0]!.calls;
  }

  /** Last used, at most once a minute per app (a write on every call would be a hot row). */
  async touch(db: Executor, appId: string, now: Date): Promise<void> {
    await db.updateTable('open_apps').set({ last_used_at: now }).where('id', '=', appId).execute();
  }

  /** The creator's roles (the app acts with them). */
  async rolesOf(db: Executor, userId: string): Promise<RoleType[]> {
    const rows = await db
      .selectFrom('user_roles as ur')
      .innerJoin('roles as r', 'r.id', 'ur.role_id')
      .select('r.role_type')
      .where('ur.user_id', '=', userId)
      .execute();
    return rows.map((r) => r.role_type);
  }

  /** The kind of the organization (buyer or vendor: which scopes its apps may hold). */
  async organizationKind(db: Executor, organizationId: string): Promise<string | undefined> {
    const row = await db
      .selectFrom('organizations')
      .select('kind')
      .where('id', '=', organizationId)
      .executeTakeFirst();
    return row?.kind;
  }

  /** Tokens a day past expiry and counters older than a day (the retention sweep). */
  async purge(db: Executor, now: Date): Promise<void> {
    const dayAgo = new Date(now.getTime() - 86_400_000);
    await db.deleteFrom('open_app_tokens').where('expires_at', '<', dayAgo).execute();
    await db.deleteFrom('open_app_calls').where('window_start', '<', dayAgo).execute();
  }
}
