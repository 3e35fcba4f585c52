/**
 * Delivers webhooks from the queue in PostgreSQL (webhook_deliveries). Each process runs one worker: it
 * listens on NOTIFY pm_webhooks (the outbox notifies at the commit of a change that queued deliveries), so
 * a first attempt starts at once, and sweeps every few seconds (retries that came due, and whatever a lost
 * connection missed). A run claims due deliveries with SKIP LOCKED and a lease (a process killed mid-attempt
 * leaves a lease that runs out; another process then takes the delivery: at least once), a later event of an
 * object waits while an earlier one to the same endpoint is pending (order per object), and each attempt is
 * signed afresh (a new webhook-timestamp, and two signatures while a rotated secret overlaps).
 *
 * Back-off: 5 s × 4^(n-1) after the n-th failure, at most 10 h, ±20 % jitter, until 3 days after the
 * event; then the delivery FAILED. An endpoint that has failed for 5 days without a success (counted from
 * the first failure of the run, `failing_since`), or answered 410 Gone, is disabled and its pending
 * deliveries FAILED: by a failing attempt, or by `disableFailingEndpoints` (the module's hourly job) for an
 * endpoint that had no attempt since (its deliveries gave up after 3 days).
 */
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { OPEN_LIMITS } from '@pm/contract/open-platform';
import { connectionStringOf } from '../../db/change-feed';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { Periodic } from '../../lib/periodic';
import { WEBHOOK_CHANNEL } from './outbox';
import { signWebhook } from './secrets';
import { sendWebhook, truncate, type SendResult } from './webhook-sender';
import type { ClaimedDelivery, WebhookRepo } from './webhook.repo';

const DAY = 86_400_000;
/** Why an endpoint failing for 5 days was disabled. */
const FAILING_TOO_LONG = `连续 ${OPEN_LIMITS.disableAfterDays} 天投递失败`;
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 10 * 3_600_000;

export interface WebhookWorkerOptions {
  /** Deliver to loopback and private addresses (tests, a closed network). */
  allowPrivate?: boolean;
  /** How long a claimed delivery is held before another process may take it, ms. */
  leaseMs?: number;
  /** Pause between sweeps, ms. */
  intervalMs?: number;
  /** Deliveries claimed and sent at once. */
  batch?: number;
  /** The jitter's source, [0, 1) (tests fix it to know when the next attempt falls). */
  random?: () => number;
  log?: FastifyBaseLogger;
}

/**
 * The wait before the next attempt after `attempts` failed ones: 5 s × 4^(attempts-1), at most 10 h, then
 * ±20 % jitter (`random` in [0, 1): 0 is −20 %, 0.5 none).
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_RETRY_MS * 4 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** The JSON body of an event (the webhook's body and a feed entry). */
export function eventBody(
  d: Pick<
    ClaimedDelivery,
    'event_id' | 'type' | 'object_type' | 'object_id' | 'sequence' | 'data' | 'event_at'
  >,
) {
  return {
    id: `msg_${d.event_id}`,
    type: d.type,
    objectType: d.object_type,
    objectId: d.object_id,
    sequence: d.sequence,
    timestamp: new Date(d.event_at).toISOString(),
    data: (d.data ?? {}) as Record<string, unknown>,
  };
}

export class WebhookWorker {
  private readonly job: Periodic;
  private client: pg.Client | null = null;
  private stopped = true;
  private retryMs = 500;
  private retry: NodeJS.Timeout | null = null;
  private readonly leaseMs: number;
  private readonly batch: number;
  /** Resolves once the listening connection is ready (tests, the bench). */
  ready: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly repo: WebhookRepo,
    private readonly clock: Clock,
    private readonly opts: WebhookWorkerOptions = {},
  ) {
    this.leaseMs = opts.leaseMs ?? 60_000;
    this.batch = opts.batch ?? 16;
    this.job = new Periodic(() => this.sweep(), {
      intervalMs: opts.intervalMs ?? 5_000,
      log: opts.log,
      name: 'webhook delivery',
    });
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.listen();
    this.job.start();
  }

  wake(): void {
    this.job.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const c = this.client;
    this.client = null;
    await c?.end().catch(() => undefined);
    await this.job.stop();
  }

  private listen(): void {
    const connectionString = connectionStringOf(this.db);
    if (this.stopped || !connectionString) return;
    const client = new pg.Client({ connectionString, application_name: 'pm-webhooks' });
    this.client = client;
    const lost = () => {
      if (this.client !== client) return;
      this.client = null;
      client.end().catch(() => undefined);
      if (this.stopped) return;
      this.retry = setTimeout(() => this.listen(), this.retryMs);
      this.retry.unref();
      this.retryMs = Math.min(this.retryMs * 2, 30_000);
    };
    client.on('notification', () => this.wake());
    client.on('error', lost);
    client.on('end', lost);
    this.ready = client
      .connect()
      .then(() => client.query(`LISTEN ${WEBHOOK_CHANNEL}`))
      .then(() => {
        this.retryMs = 500;
        this.wake();
      })
      .catch(lost);
  }

  /** Delivers every due delivery, a batch at a time, until none is left. */
  async sweep(): Promise<void> {
    while (!this.job.isStopped && (await this.runOnce()) > 0);
  }

  /** Claims and sends one batch; how many it claimed. */
  async runOnce(): Promise<number> {
    const now = this.clock.now();
    const claimed = await this.repo.claim(this.db, now, new Date(now.getTime() + this.leaseMs), this.batch);
    await Promise.all(claimed.map((d) => this.deliver(d)));
    return claimed.length;
  }

  /**
   * Disables the endpoints that have failed without a success for 5 days (an endpoint whose deliveries
   * all gave up gets no attempt that would see it); how many. An endpoint with an attempt in flight is
   * left to that attempt.
   */
  async disableFailingEndpoints(): Promise<number> {
    const now = this.clock.now();
    const since = new Date(now.getTime() - OPEN_LIMITS.disableAfterDays * DAY);
    return this.db
      .transaction()
      .execute(async (trx) => (await this.repo.disableFailing(trx, since, now, FAILING_TOO_LONG)).length);
  }

  private async deliver(d: ClaimedDelivery): Promise<void> {
    const at = this.clock.now();
    const body = JSON.stringify(eventBody(d));
    const msgId = `msg_${d.event_id}`;
    const timestamp = Math.floor(at.getTime() / 1000);
    const signatures = [signWebhook(d.secret, msgId, timestamp, body)];
    if (d.previous_secret && d.previous_secret_expires_at && d.previous_secret_expires_at > at) {
      signatures.push(signWebhook(d.previous_secret, msgId, timestamp, body));
    }
    const headers = {
      'webhook-id': msgId,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signatures.join(' '),
      'user-agent': 'pm-webhooks/1',
    };
    const result: SendResult = await sendWebhook(d.url, headers, body, this.opts.allowPrivate === true);
    const ok = result.status !== null && result.status >= 200 && result.status < 300;
    const now = this.clock.now();
    const next = new Date(now.getTime() + retryDelayMs(d.attempts, this.opts.random));
    const gone = result.status === 410;
    const givenUp = !ok && (gone || next > d.give_up_at);
    const failingSince = d.failing_since ?? now;
    const disable = gone
      ? '接收方答复 410（地址已不存在）'
      : !ok && now.getTime() - failingSince.getTime() >= OPEN_LIMITS.disableAfterDays * DAY
        ? FAILING_TOO_LONG
        : null;
    const error = ok ? null : (result.error ?? `HTTP ${result.status}`);
    await this.db.transaction().execute(async (trx) => {
      await this.repo.recordAttempt(trx, {
        deliveryId: d.id,
        attempt: d.attempts,
        at,
        requestHeaders: { ...headers, 'content-type': 'application/json' },
        requestBody: truncate(body),
        responseStatus: result.status,
        responseBody: result.body,
        error,
        durationMs: result.durationMs,
      });
      await this.repo.settle(trx, d.id, {
        status: ok ? 'SUCCEEDED' : givenUp ? 'FAILED' : 'PENDING',
        nextAttemptAt: ok || givenUp ? null : next,
        statusCode: result.status,
        error,
        now,
      });
      if (ok) await this.repo.endpointSucceeded(trx, d.endpoint_id);
      else await this.repo.endpointFailed(trx, d.endpoint_id, now, disable);
    });
  }
}
