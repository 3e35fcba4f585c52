/**
 * The open platform's management: an organization's apps (created by its manager; the secret shown once,
 * kept as scrypt; rotation keeps the old one for 24 h; revocation ends its tokens) and the event feed the
 * apps read. Another organization's app answers 404.
 */
import {
  BUYER_SCOPES,
  OPEN_LIMITS,
  OPEN_PLATFORM_MESSAGES as M,
  SUPPLIER_SCOPES,
  type OpenApp,
  type OpenAppPage,
  type OpenAppSecret,
  type OpenEvent,
  type OpenEventFeed,
  type OpenScope,
} from '@pm/contract/open-platform';
import type { Db, Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashPassword } from '../../lib/password';
import type { AuthContext } from '../auth/auth.service';
import type { OpenAppRepo } from './open-platform.repo';
import { newClientId, newClientSecret } from './secrets';
import type { WebhookRepo } from './webhook.repo';
import { eventBody } from './webhook-worker';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type AppRow = NonNullable<Awaited<ReturnType<OpenAppRepo['one']>>>;

function iso(d: Date | null): string | null {
  return d ? d.toISOString() : null;
}

export function appOf(row: AppRow, now: Date): OpenApp {
  const overlap = row.previous_secret_expires_at && row.previous_secret_expires_at > now;
  return {
    id: row.id,
    name: row.name,
    clientId: row.client_id,
    scopes: row.scopes as OpenScope[],
    rateLimitPerMinute: row.rate_limit_per_minute,
    ipAllowlist: row.ip_allowlist,
    status: row.status === 'REVOKED' ? 'REVOKED' : 'ACTIVE',
    createdAt: row.created_at.toISOString(),
    createdByName: row.created_by_name,
    lastUsedAt: iso(row.last_used_at),
    previousSecretExpiresAt: overlap ? iso(row.previous_secret_expires_at) : null,
    revokedAt: iso(row.revoked_at),
  };
}

/** A feed row as apps see it. */
export function eventOf(row: Awaited<ReturnType<WebhookRepo['feed']>>[number]): OpenEvent {
  return eventBody({
    event_id: row.id,
    type: row.type,
    object_type: row.object_type,
    object_id: row.object_id,
    sequence: row.sequence,
    data: row.data,
    event_at: row.created_at,
  }) as OpenEvent;
}

export class OpenPlatformService {
  constructor(
    private readonly db: Db,
    private readonly repo: OpenAppRepo,
    private readonly hooks: WebhookRepo,
    private readonly clock: Clock,
  ) {}

  async page(auth: AuthContext, q: { page: number; limit: number }): Promise<OpenAppPage> {
    const now = this.clock.now();
    const [rows, total] = await Promise.all([
      this.repo.page(this.db, auth.organizationId, (q.page - 1) * q.limit, q.limit),
      this.repo.count(this.db, auth.organizationId),
    ]);
    return { records: rows.map((r) => appOf(r, now)), total, page: q.page, limit: q.limit };
  }

  /** The organization's app, or 404. */
  async app(db: Executor, auth: AuthContext, id: string, lock = false): Promise<AppRow> {
    const row = await this.repo.one(db, auth.organizationId, id, lock);
    if (!row) throw AppError.notFound(M.appNotFound);
    return row;
  }

  async detail(auth: AuthContext, id: string): Promise<OpenApp> {
    return appOf(await this.app(this.db, auth, id), this.clock.now());
  }

  private async checkScopes(db: Executor, auth: AuthContext, scopes: readonly string[]): Promise<void> {
    const kind = await this.repo.organizationKind(db, auth.organizationId);
    const allowed: readonly string[] =
      kind === 'vendor' ? SUPPLIER_SCOPES : kind === 'buyer' ? BUYER_SCOPES : [];
    if (!scopes.every((s) => allowed.includes(s))) throw AppError.badRequest(M.scopeNotAllowed);
  }

  async create(
    auth: AuthContext,
    input: { name: string; scopes: OpenScope[]; rateLimitPerMinute: number; ipAllowlist: string[] },
  ): Promise<OpenAppSecret> {
    const secret = newClientSecret();
    const secretHash = await hashPassword(secret);
    const now = this.clock.now();
    const id = await this.db.transaction().execute(async (trx) => {
      await this.checkScopes(trx, auth, input.scopes);
      if ((await this.repo.count(trx, auth.organizationId)) >= OPEN_LIMITS.appsPerOrganization) {
        throw AppError.conflict(M.tooManyApps);
      }
      return this.repo.insert(trx, {
        organizationId: auth.organizationId,
        createdBy: auth.userId,
        name: input.name,
        clientId: newClientId(),
        secretHash,
        scopes: input.scopes,
        rateLimitPerMinute: input.rateLimitPerMinute,
        ipAllowlist: input.ipAllowlist,
        now,
      });
    });
    return { app: await this.detail(auth, id), clientSecret: secret };
  }

  async update(
    auth: AuthContext,
    id: string,
    patch: { name?: string; scopes?: OpenScope[]; rateLimitPerMinute?: number; ipAllowlist?: string[] },
  ): Promise<OpenApp> {
    await this.db.transaction().execute(async (trx) => {
      const row = await this.app(trx, auth, id, true);
      if (row.status === 'REVOKED') throw AppError.conflict(M.appRevoked);
      if (patch.scopes) await this.checkScopes(trx, auth, patch.scopes);
      await this.repo.update(trx, id, patch);
    });
    return this.detail(auth, id);
  }

  async rotate(auth: AuthContext, id: string): Promise<OpenAppSecret> {
    const secret = newClientSecret();
    const secretHash = await hashPassword(secret);
    const now = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      const row = await this.app(trx, auth, id, true);
      if (row.status === 'REVOKED') throw AppError.conflict(M.appRevoked);
      await this.repo.rotate(
        trx,
        id,
        secretHash,
        new Date(now.getTime() + OPEN_LIMITS.secretOverlapHours * HOUR),
      );
    });
    return { app: await this.detail(auth, id), clientSecret: secret };
  }

  async revoke(auth: AuthContext, id: string): Promise<OpenApp> {
    await this.db.transaction().execute(async (trx) => {
      await this.app(trx, auth, id, true);
      await this.repo.revoke(trx, id, this.clock.now());
    });
    return this.detail(auth, id);
  }

  /** The organization's events after a cursor within the retention (the feed of apps and of the portal). */
  async feed(organizationId: string, q: { after: string; limit: number }): Promise<OpenEventFeed> {
    const since = new Date(this.clock.now().getTime() - OPEN_LIMITS.eventRetentionDays * DAY);
    const rows = await this.hooks.feed(this.db, organizationId, q.after, q.limit, since);
    const page = rows.slice(0, q.limit);
    return {
      events: page.map(eventOf),
      nextCursor: page.length > 0 ? page[page.length - 1]!.id : q.after,
      hasMore: rows.length > q.limit,
    };
  }

  async appFeed(auth: AuthContext, id: string, q: { after: string; limit: number }): Promise<OpenEventFeed> {
    await this.app(this.db, auth, id);
    return this.feed(auth.organizationId, q);
  }
}
