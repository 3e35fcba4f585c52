/**
 * Webhook endpoints of an organization's apps and their delivery log: add (the URL checked against
 * private addresses unless the operator allows them), change, enable or disable, the signing secret
 * (rotation signs with both for 24 h), delete; the deliveries with their attempts, resend one, replay a
 * time range. Another organization's endpoint or delivery answers 404.
 */
import {
  OPEN_LIMITS,
  OPEN_PLATFORM_MESSAGES as M,
  type OpenEventFilter,
  type OpenEvent,
  type WebhookDelivery,
  type WebhookDeliveryDetail,
  type WebhookDeliveryPage,
  type WebhookEndpoint,
  type WebhookEndpointSecret,
  type DeliveryStatus,
} from '@pm/contract/open-platform';
import type { Db, Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../auth/auth.service';
import { eventOf, type OpenPlatformService } from './open-platform.service';
import { newWebhookSecret } from './secrets';
import { refusedUrl } from './webhook-sender';
import type { WebhookRepo } from './webhook.repo';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type EndpointRow = NonNullable<Awaited<ReturnType<WebhookRepo['endpoint']>>>;
type DeliveryRow = Awaited<ReturnType<WebhookRepo['deliveries']>>[number];

function iso(d: Date | null): string | null {
  return d ? d.toISOString() : null;
}

function endpointOf(row: EndpointRow, now: Date): WebhookEndpoint {
  const overlap = row.previous_secret_expires_at && row.previous_secret_expires_at > now;
  return {
    id: row.id,
    appId: row.app_id,
    url: row.url,
    eventTypes: row.event_types as OpenEventFilter[],
    description: row.description,
    enabled: row.enabled,
    disabledReason: row.enabled ? null : (row.disabled_reason ?? '已停用'),
    failingSince: iso(row.failing_since),
    createdAt: row.created_at.toISOString(),
    previousSecretExpiresAt: overlap ? iso(row.previous_secret_expires_at) : null,
  };
}

function deliveryOf(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpoint_id,
    eventId: `msg_${row.event_id}`,
    eventType: row.type as WebhookDelivery['eventType'],
    status: row.status as DeliveryStatus,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'PENDING' ? iso(row.next_attempt_at) : null,
    lastStatusCode: row.last_status_code,
    lastError: row.last_error,
    createdAt: row.created_at.toISOString(),
    deliveredAt: iso(row.delivered_at),
  };
}

export class WebhookService {
  constructor(
    private readonly db: Db,
    private readonly repo: WebhookRepo,
    private readonly apps: OpenPlatformService,
    private readonly clock: Clock,
    private readonly opts: { allowPrivate: boolean; wake: () => void },
  ) {}

  private async endpointRow(db: Executor, auth: AuthContext, id: string, lock = false): Promise<EndpointRow> {
    const row = await this.repo.endpoint(db, auth.organizationId, id, lock);
    if (!row) throw AppError.notFound(M.endpointNotFound);
    return row;
  }

  private async checkUrl(url: string): Promise<void> {
    const refused = await refusedUrl(url, this.opts.allowPrivate);
    if (refused) throw AppError.badRequest(refused);
  }

  async list(auth: AuthContext, appId: string): Promise<WebhookEndpoint[]> {
    await this.apps.app(this.db, auth, appId);
    const now = this.clock.now();
    return (await this.repo.endpoints(this.db, appId)).map((r) => endpointOf(r, now));
  }

  async create(
    auth: AuthContext,
    appId: string,
    input: { url: string; eventTypes: OpenEventFilter[]; description: string },
  ): Promise<WebhookEndpointSecret> {
    // Another organization's app is not found before the URL is looked at.
    await this.apps.app(this.db, auth, appId);
    await this.checkUrl(input.url);
    const secret = newWebhookSecret();
    const id = await this.db.transaction().execute(async (trx) => {
      const app = await this.apps.app(trx, auth, appId, true);
      if (app.status === 'REVOKED') throw AppError.conflict(M.appRevoked);
      if ((await this.repo.countEndpoints(trx, appId)) >= OPEN_LIMITS.endpointsPerApp) {
        throw AppError.conflict(M.tooManyEndpoints);
      }
      return this.repo.insertEndpoint(trx, {
        appId,
        organizationId: auth.organizationId,
        url: input.url,
        eventTypes: input.eventTypes,
        description: input.description,
        secret,
        now: this.clock.now(),
      });
    });
    return this.secret(auth, id);
  }

  async update(
    auth: AuthContext,
    id: string,
    patch: { url?: string; eventTypes?: OpenEventFilter[]; description?: string; enabled?: boolean },
  ): Promise<WebhookEndpoint> {
    await this.endpointRow(this.db, auth, id);
    if (patch.url !== undefined) await this.checkUrl(patch.url);
    await this.db.transaction().execute(async (trx) => {
      await this.endpointRow(trx, auth, id, true);
      await this.repo.updateEndpoint(trx, id, { ...patch, disabledReason: '手动停用' });
    });
    if (patch.enabled) this.opts.wake();
    const row = await this.endpointRow(this.db, auth, id);
    return endpointOf(row, this.clock.now());
  }

  async secret(auth: AuthContext, id: string): Promise<WebhookEndpointSecret> {
    const row = await this.endpointRow(this.db, auth, id);
    return { endpoint: endpointOf(row, this.clock.now()), secret: row.secret };
  }

  async rotate(auth: AuthContext, id: string): Promise<WebhookEndpointSecret> {
    const now = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      await this.endpointRow(trx, auth, id, true);
      await this.repo.rotateEndpoint(
        trx,
        id,
        newWebhookSecret(),
        new Date(now.getTime() + OPEN_LIMITS.secretOverlapHours * HOUR),
      );
    });
    return this.secret(auth, id);
  }

  async remove(auth: AuthContext, id: string): Promise<null> {
    await this.db.transaction().execute(async (trx) => {
      await this.endpointRow(trx, auth, id, true);
      await this.repo.deleteEndpoint(trx, id, this.clock.now());
    });
    return null;
  }

  async deliveries(
    auth: AuthContext,
    id: string,
    q: { page: number; limit: number; status?: DeliveryStatus },
  ): Promise<WebhookDeliveryPage> {
    await this.endpointRow(this.db, auth, id);
    const [rows, total] = await Promise.all([
      this.repo.deliveries(this.db, id, q.status, (q.page - 1) * q.limit, q.limit),
      this.repo.countDeliveries(this.db, id, q.status),
    ]);
    return { records: rows.map(deliveryOf), total, page: q.page, limit: q.limit };
  }

  async delivery(auth: AuthContext, id: string): Promise<WebhookDeliveryDetail> {
    const row = await this.repo.delivery(this.db, auth.organizationId, id);
    if (!row) throw AppError.notFound(M.deliveryNotFound);
    const [event, attempts] = await Promise.all([
      this.repo.event(this.db, row.event_id),
      this.repo.attempts(this.db, id),
    ]);
    return {
      ...deliveryOf(row),
      url: row.url,
      event: eventOf(event) as OpenEvent,
      log: attempts.map((a) => ({
        attempt: a.attempt,
        at: a.at.toISOString(),
        requestHeaders: a.request_headers,
        requestBody: a.request_body,
        responseStatus: a.response_status,
        responseBody: a.response_body,
        error: a.error,
        durationMs: a.duration_ms,
      })),
    };
  }

  /** A new delivery of the same event to the same endpoint, due now. */
  async resend(auth: AuthContext, id: string): Promise<WebhookDelivery> {
    const row = await this.repo.delivery(this.db, auth.organizationId, id);
    if (!row || row.deleted_at) throw AppError.notFound(M.deliveryNotFound);
    // the answer is the delivery as queued, read before its commit: once committed, a worker of any
    // process may already be sending it
    const fresh = await this.db.transaction().execute(async (trx) => {
      const [newId] = await this.repo.enqueue(trx, row.endpoint_id, [row.event_id], this.clock.now());
      return this.repo.delivery(trx, auth.organizationId, newId!);
    });
    this.opts.wake();
    return deliveryOf(fresh!);
  }

  /** Every event of the range the endpoint subscribes to, queued again in event order. */
  async replay(
    auth: AuthContext,
    id: string,
    range: { from: string; to: string },
  ): Promise<{ queued: number }> {
    await this.endpointRow(this.db, auth, id);
    const from = new Date(range.from);
    const to = new Date(range.to);
    if (!(from < to) || to.getTime() - from.getTime() > OPEN_LIMITS.replayMaxDays * DAY) {
      throw AppError.badRequest(M.replayRange);
    }
    const queued = await this.db.transaction().execute(async (trx) => {
      const row = await this.endpointRow(trx, auth, id, true);
      const events = await this.repo.eventsBetween(trx, auth.organizationId, row.event_types, from, to);
      return (await this.repo.enqueue(trx, id, events, this.clock.now())).length;
    });
    this.opts.wake();
    return { queued };
  }
}
