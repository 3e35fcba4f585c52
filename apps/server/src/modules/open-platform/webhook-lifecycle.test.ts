/**
 * The life of webhook deliveries over time, on a real PostgreSQL and a fake clock of its own (ahead of the
 * app's, so the app's own worker never finds these deliveries due: this file's workers are driven by hand,
 * one claimed batch at a time, with the jitter fixed):
 * - the back-off (growth ×4 from 5 s, ±20 % jitter, the 10 h cap) and giving up 3 days after the event;
 * - an endpoint failing for 5 days is disabled even when no attempt follows (its deliveries gave up), the 5
 *   days counted from the first failure of an unbroken run of failures;
 * - the event retention: events older than 30 days leave the feed and the table with their deliveries and
 *   attempts, an old event still being delivered stays until it is settled (a delivery left pending out of
 *   its time holds nothing), newer events stay, and an object's numbering continues after its events are
 *   gone;
 * - at send time a host name resolving to loopback is refused unless private addresses are allowed, and
 *   the delivery says why.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  OPEN_LIMITS,
  OPEN_PLATFORM_MESSAGES,
  openAppCreateEndpoint,
  webhookEndpointCreateEndpoint,
  webhookEndpointListEndpoint,
  webhookEndpointUpdateEndpoint,
} from '@pm/contract/open-platform';
import { openOrderSubmitEndpoint } from '@pm/contract/open-platform-api';
import { ManualClock } from '../../lib/clock';
import { DEMO, dataOf, login, useTestApp } from '../../test/app';
import { newKey, orderFixtures } from '../order/test-fixtures';
import { createOpenPlatform } from './index';
import { emitOrderStatus } from './outbox';
import { retryDelayMs, type WebhookWorker } from './webhook-worker';

const ctx = useTestApp({ webhookAllowPrivate: true });
const fx = orderFixtures(ctx);
const SECOND = 1000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const noJitter = () => 0.5;

/** This file's clock, years ahead of the app's. */
const clock = new ManualClock('2030-01-01T00:00:00Z');
let lenient: ReturnType<typeof createOpenPlatform>;
let strict: ReturnType<typeof createOpenPlatform>;
let buyer02: string;
let buyerOrg: string;
let orders: string[];

/** A local receiver answering `answer()` (read at each request). */
async function receiver(answer: () => number) {
  const got: { id: string; timestamp: string }[] = [];
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      got.push({
        id: String(req.headers['webhook-id']),
        timestamp: String(req.headers['webhook-timestamp']),
      });
      res.statusCode = answer();
      res.end(res.statusCode < 300 ? 'ok' : 'nope');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}/hook`,
    got,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

async function endpointFor(url: string) {
  const app = await dataOf(
    ctx.call(openAppCreateEndpoint, { name: 'Webhook 生命周期', scopes: ['order:read'] }, buyer02),
  );
  const ep = await dataOf(
    ctx.call(webhookEndpointCreateEndpoint, { id: app.app.id, url, eventTypes: ['order.*'] }, buyer02),
  );
  return { appId: app.app.id, id: ep.endpoint.id };
}

async function listed(appId: string, id: string) {
  const list = await dataOf(ctx.call(webhookEndpointListEndpoint, { id: appId }, buyer02));
  return list.find((e) => e.id === id)!;
}

/** An order event at this file's clock; the new event ids. */
async function emit(orderIds: string[], status: string): Promise<string[]> {
  const before = await sql<{ id: string }>`SELECT coalesce(max(id), 0)::text AS id FROM open_events`.execute(
    ctx.tdb.db,
  );
  await ctx.tdb.db.transaction().execute((trx) => emitOrderStatus(trx, orderIds, status, clock.now()));
  const rows = await sql<{ id: string }>`
    SELECT e.id::text FROM open_events e WHERE e.id > ${before.rows[0]!.id} AND e.organization_id = ${buyerOrg}
     ORDER BY e.id`.execute(ctx.tdb.db);
  return rows.rows.map((r) => r.id);
}

interface DeliveryRow {
  id: string;
  event_id: string;
  status: string;
  attempts: number;
  next_attempt_at: Date | null;
  give_up_at: Date;
  last_status_code: number | null;
  last_error: string | null;
}

async function deliveriesOf(endpointId: string): Promise<DeliveryRow[]> {
  const rows = await sql<DeliveryRow>`
    SELECT id::text, event_id::text, status, attempts, next_attempt_at, give_up_at, last_status_code, last_error
      FROM webhook_deliveries d WHERE endpoint_id = ${endpointId} ORDER BY d.id`.execute(ctx.tdb.db);
  return rows.rows;
}

/** Runs the worker until it claims nothing due at the clock's time. */
async function drain(worker: WebhookWorker) {
  while ((await worker.runOnce()) > 0);
}

/**
 * Attempts the endpoint's deliveries as they come due (the clock moved to each next attempt) until none is
 * pending; the clock ends at the last attempt.
 */
async function settle(worker: WebhookWorker, endpointId: string) {
  for (let i = 0; i < 100; i++) {
    await drain(worker);
    const pending = (await deliveriesOf(endpointId)).filter((d) => d.status === 'PENDING');
    if (pending.length === 0) return;
    const next = Math.min(...pending.map((d) => d.next_attempt_at!.getTime()));
    expect(next).toBeGreaterThan(clock.now().getTime());
    clock.set(new Date(next));
  }
  throw new Error('deliveries still pending after 100 rounds');
}

async function clearEndpoints() {
  await sql`UPDATE webhook_endpoints SET enabled = false, deleted_at = now()`.execute(ctx.tdb.db);
  await sql`UPDATE webhook_deliveries SET status = 'FAILED' WHERE status = 'PENDING'`.execute(ctx.tdb.db);
}

/** `n` orders of buyer02's organization, placed through the API for apps. */
async function someOrders(n: number): Promise<string[]> {
  const app = await dataOf(
    ctx.call(openAppCreateEndpoint, { name: '下单', scopes: ['order:write'] }, buyer02),
  );
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/pm-api/open/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: app.app.clientId,
      client_secret: app.clientSecret,
    }).toString(),
  });
  const token = (res.json() as { access_token: string }).access_token;
  const goods = await fx.goodsOf([await fx.orgOf('vendor01')], n);
  const addressId = await fx.addressOf('buyer02');
  const ids: string[] = [];
  for (const goodsId of goods) {
    const placed = await dataOf(
      ctx.call(openOrderSubmitEndpoint, { lines: [{ goodsId, num: 1 }], addressId }, token, {
        headers: { 'idempotency-key': newKey() },
      }),
    );
    ids.push(placed.orderIds[0]!);
  }
  return ids;
}

beforeAll(async () => {
  buyer02 = await login(ctx.app, DEMO.buyer02);
  buyerOrg = await fx.orgOf('buyer02');
  orders = await someOrders(4);
  lenient = createOpenPlatform(ctx.tdb.db, clock, { allowPrivate: true, random: noJitter });
  strict = createOpenPlatform(ctx.tdb.db, clock, { allowPrivate: false, random: noJitter });
});

describe('the back-off', () => {
  it('grows ×4 from 5 s after each failure, up to its 10 h cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 20].map((n) => retryDelayMs(n, noJitter))).toEqual([
      5 * SECOND,
      20 * SECOND,
      80 * SECOND,
      320 * SECOND,
      1280 * SECOND,
      5120 * SECOND,
      20480 * SECOND,
      10 * HOUR,
      10 * HOUR,
      10 * HOUR,
    ]);
    // an attempt count of 0 (never failed) waits as the first failure does
    expect(retryDelayMs(0, noJitter)).toBe(5 * SECOND);
  });

  it('jitters within ±20 % of the base, the cap included', () => {
    for (const n of [1, 2, 5, 8, 30]) {
      const base = retryDelayMs(n, noJitter);
      expect(retryDelayMs(n, () => 0)).toBe(Math.round(base * 0.8));
      expect(retryDelayMs(n, () => 0.999999)).toBeLessThanOrEqual(Math.round(base * 1.2));
      expect(retryDelayMs(n, () => 0.999999)).toBeGreaterThan(Math.round(base * 1.19));
      for (let i = 0; i < 200; i++) {
        const d = retryDelayMs(n);
        expect(d).toBeGreaterThanOrEqual(Math.round(base * 0.8));
        expect(d).toBeLessThanOrEqual(Math.round(base * 1.2));
      }
    }
    expect(retryDelayMs(100)).toBeLessThanOrEqual(12 * HOUR);
  });
});

describe('retries and giving up', () => {
  it('retries on the back-off schedule with a fresh timestamp each time, and gives up 3 days after the event', async () => {
    await clearEndpoints();
    clock.advance(100 * DAY);
    const r = await receiver(() => 500);
    try {
      const endpoint = await endpointFor(r.url);
      const start = clock.now().getTime();
      await emit([orders[0]!], 'CANCELLED');
      await settle(lenient.worker, endpoint.id);

      // The schedule the back-off makes without jitter: attempts while the next one falls within 3 days.
      const expected = [start];
      for (let n = 1; ; n++) {
        const next = expected.at(-1)! + retryDelayMs(n, noJitter);
        if (next > start + OPEN_LIMITS.retryDays * DAY) break;
        expected.push(next);
      }
      expect(expected.length).toBe(14);
      const [d] = await deliveriesOf(endpoint.id);
      expect(d).toMatchObject({
        status: 'FAILED',
        attempts: expected.length,
        next_attempt_at: null,
        last_status_code: 500,
        last_error: 'HTTP 500',
      });
      expect(d!.give_up_at.getTime()).toBe(start + 3 * DAY);
      const attempts = await sql<{ at: Date; request_headers: Record<string, string> }>`
        SELECT at, request_headers FROM webhook_attempts WHERE delivery_id = ${d!.id} ORDER BY attempt`.execute(
        ctx.tdb.db,
      );
      expect(attempts.rows.map((a) => a.at.getTime())).toEqual(expected);
      // each attempt was signed at its own time: the receiver saw each timestamp, the same webhook-id
      expect(r.got.map((g) => Number(g.timestamp) * 1000)).toEqual(
        expected.map((t) => Math.floor(t / 1000) * 1000),
      );
      expect(new Set(r.got.map((g) => g.id)).size).toBe(1);
      expect(attempts.rows.map((a) => a.request_headers['webhook-timestamp'])).toEqual(
        r.got.map((g) => g.timestamp),
      );
      // three days of failures do not disable the endpoint; it is failing since the first attempt
      const ep = await listed(endpoint.appId, endpoint.id);
      expect(ep.enabled).toBe(true);
      expect(ep.failingSince).toBe(new Date(start).toISOString());
    } finally {
      await r.close();
    }
  });

  it('disables an endpoint failing 5 days with no attempt to see it, counted from the first failure of an unbroken run', async () => {
    await clearEndpoints();
    clock.advance(100 * DAY);
    let answer = 500;
    const r = await receiver(() => answer);
    try {
      const endpoint = await endpointFor(r.url);
      const t0 = clock.now().getTime();
      // day 0: a failure; day 2: a success ends that run of failures
      await emit([orders[0]!], 'CANCELLED');
      await drain(lenient.worker);
      expect((await listed(endpoint.appId, endpoint.id)).failingSince).toBe(new Date(t0).toISOString());
      clock.set(new Date(t0 + 2 * DAY));
      answer = 200;
      await emit([orders[1]!], 'CANCELLED');
      await drain(lenient.worker);
      expect((await deliveriesOf(endpoint.id)).map((d) => d.status)).toEqual(['SUCCEEDED', 'SUCCEEDED']);
      expect((await listed(endpoint.appId, endpoint.id)).failingSince).toBeNull();
      // day 3: a new run of failures; its delivery retries for 3 days and gives up (no event after it)
      clock.set(new Date(t0 + 3 * DAY));
      const runStart = clock.now().getTime();
      answer = 500;
      await emit([orders[2]!], 'CANCELLED');
      await settle(lenient.worker, endpoint.id);
      expect((await deliveriesOf(endpoint.id)).map((d) => d.status)).toEqual([
        'SUCCEEDED',
        'SUCCEEDED',
        'FAILED',
      ]);
      expect((await listed(endpoint.appId, endpoint.id)).enabled).toBe(true);

      // 8 days after the first failure but a minute short of 5 days of this run: still enabled
      clock.set(new Date(runStart + 5 * DAY - 60_000));
      const [waiting] = await emit([orders[3]!], 'CANCELLED');
      await lenient.housekeeping();
      expect((await listed(endpoint.appId, endpoint.id)).enabled).toBe(true);
      // 5 days of this run: the hourly job disables it and fails what it still had pending
      clock.set(new Date(runStart + 5 * DAY));
      await lenient.housekeeping();
      const disabled = await listed(endpoint.appId, endpoint.id);
      expect(disabled.enabled).toBe(false);
      expect(disabled.disabledReason).toBe(`连续 ${OPEN_LIMITS.disableAfterDays} 天投递失败`);
      const last = (await deliveriesOf(endpoint.id)).find((d) => d.event_id === waiting)!;
      expect(last).toMatchObject({ status: 'FAILED', attempts: 0, last_error: disabled.disabledReason });
      // a disabled endpoint is given no new delivery
      await emit([orders[3]!], 'DONE');
      expect((await deliveriesOf(endpoint.id)).length).toBe(4);

      // enabled again by its manager: no longer failing, so the next run of the job leaves it on
      const again = await dataOf(
        ctx.call(webhookEndpointUpdateEndpoint, { id: endpoint.id, enabled: true }, buyer02),
      );
      expect(again.failingSince).toBeNull();
      clock.advance(HOUR);
      await lenient.housekeeping();
      expect((await listed(endpoint.appId, endpoint.id)).enabled).toBe(true);
    } finally {
      await r.close();
    }
  });
});

describe('the event retention', () => {
  it('removes events older than 30 days with their deliveries and attempts; keeps newer ones and one still being delivered; numbering goes on', async () => {
    await clearEndpoints();
    clock.advance(100 * DAY);
    const r = await receiver(() => 200);
    try {
      const endpoint = await endpointFor(r.url);
      const t0 = clock.now().getTime();
      const [a] = await emit([orders[0]!], 'DONE');
      const [b] = await emit([orders[1]!], 'DONE');
      const [c] = await emit([orders[2]!], 'DONE');
      await drain(lenient.worker);
      const old = await deliveriesOf(endpoint.id);
      expect(old.map((d) => d.status)).toEqual(['SUCCEEDED', 'SUCCEEDED', 'SUCCEEDED']);
      const cSequence = Number(
        (await sql<{ s: number }>`SELECT sequence AS s FROM open_events WHERE id = ${c}`.execute(ctx.tdb.db))
          .rows[0]!.s,
      );
      // day 1: a resend of a to an endpoint its manager disabled: pending, never claimed, out of time on day 4
      const off = await endpointFor(r.url);
      await dataOf(ctx.call(webhookEndpointUpdateEndpoint, { id: off.id, enabled: false }, buyer02));
      clock.set(new Date(t0 + DAY));
      await ctx.tdb.db.transaction().execute((trx) => lenient.hooks.enqueue(trx, off.id, [a!], clock.now()));
      // day 20: a newer event of the first order
      clock.set(new Date(t0 + 20 * DAY));
      const [d] = await emit([orders[0]!], 'CANCELLED');
      await drain(lenient.worker);
      // a minute short of 30 days: b is sent again (a resend), and not yet delivered when the job runs
      clock.set(new Date(t0 + 30 * DAY - 60_000));
      const [resent] = await ctx.tdb.db
        .transaction()
        .execute((trx) => lenient.hooks.enqueue(trx, endpoint.id, [b!], clock.now()));

      clock.set(new Date(t0 + 30 * DAY + HOUR));
      expect((await deliveriesOf(off.id)).map((x) => [x.event_id, x.status])).toEqual([[a, 'PENDING']]);
      const feedBefore = await lenient.platform.feed(buyerOrg, { after: '0', limit: 100 });
      expect(feedBefore.events.map((e) => e.id)).toEqual([`msg_${d}`]);
      await lenient.housekeeping();

      const left = await sql<{ id: string }>`
        SELECT e.id::text FROM open_events e WHERE e.id = ANY(${[a, b, c, d]}::bigint[]) ORDER BY e.id`.execute(
        ctx.tdb.db,
      );
      expect(left.rows.map((e) => e.id)).toEqual([b, d]);
      const oldIds = old.filter((x) => x.event_id !== b).map((x) => x.id);
      const orphans = await sql<{ n: string }>`
        SELECT (SELECT count(*) FROM webhook_deliveries WHERE id = ANY(${oldIds}::bigint[]))
             + (SELECT count(*) FROM webhook_attempts WHERE delivery_id = ANY(${oldIds}::bigint[])) AS n`.execute(
        ctx.tdb.db,
      );
      expect(Number(orphans.rows[0]!.n)).toBe(0);
      expect((await deliveriesOf(endpoint.id)).map((x) => x.event_id)).toEqual([b, d, b]);
      expect(await deliveriesOf(off.id)).toEqual([]);
      // nothing older than 30 days in the feed; nothing of the organization before the retention in the table
      const feed = await lenient.platform.feed(buyerOrg, { after: '0', limit: 100 });
      expect(feed.events.map((e) => e.id)).toEqual([`msg_${d}`]);
      const older = await sql<{ id: string }>`
        SELECT id::text FROM open_events
         WHERE organization_id = ${buyerOrg} AND created_at < ${new Date(t0 + HOUR)}`.execute(ctx.tdb.db);
      expect(older.rows.map((e) => e.id)).toEqual([b]);

      // the third order's events are all gone: its next event still follows the last sequence sent
      const [e] = await emit([orders[2]!], 'CANCELLED');
      const eSequence = (
        await sql<{ s: number }>`SELECT sequence AS s FROM open_events WHERE id = ${e}`.execute(ctx.tdb.db)
      ).rows[0]!.s;
      expect(eSequence).toBe(cSequence + 1);

      // the resend is delivered; then b goes at the next run of the job
      await drain(lenient.worker);
      expect((await deliveriesOf(endpoint.id)).find((x) => x.id === resent)!.status).toBe('SUCCEEDED');
      await lenient.housekeeping();
      const gone = await sql<{
        n: string;
      }>`SELECT count(*)::text AS n FROM open_events WHERE id = ${b}`.execute(ctx.tdb.db);
      expect(gone.rows[0]!.n).toBe('0');
    } finally {
      await r.close();
    }
  });
});

describe('the send-time address check', () => {
  it('refuses a host name resolving to loopback unless private addresses are allowed, and the delivery says why', async () => {
    await clearEndpoints();
    clock.advance(100 * DAY);
    const r = await receiver(() => 200);
    try {
      // Added while the app allows private addresses; the operator of the delivering process does not.
      const endpoint = await endpointFor(`http://localhost:${r.port}/hook`);
      await emit([orders[0]!], 'DONE');
      await drain(strict.worker);
      const [refused] = await deliveriesOf(endpoint.id);
      expect(refused).toMatchObject({
        status: 'PENDING',
        attempts: 1,
        last_status_code: null,
        last_error: OPEN_PLATFORM_MESSAGES.urlRefused,
      });
      const log = await sql<{ error: string | null; response_status: number | null }>`
        SELECT error, response_status FROM webhook_attempts WHERE delivery_id = ${refused!.id}`.execute(
        ctx.tdb.db,
      );
      expect(log.rows).toEqual([{ error: OPEN_PLATFORM_MESSAGES.urlRefused, response_status: null }]);
      expect(r.got).toEqual([]);
      // a process allowed private addresses delivers the same name at the next attempt
      clock.set(refused!.next_attempt_at!);
      await drain(lenient.worker);
      expect((await deliveriesOf(endpoint.id))[0]!.status).toBe('SUCCEEDED');
      expect(r.got.length).toBe(1);
    } finally {
      await r.close();
    }
  });
});
