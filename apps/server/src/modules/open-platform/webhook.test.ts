/**
 * Webhook delivery on a real PostgreSQL: signatures checked with the Standard Webhooks reference library
 * (the `standardwebhooks` package: its signature for the same id, timestamp, body and secret is the header
 * byte for byte, since the tests' clock is not the real one its `verify` would refuse as too old; `verify`
 * itself accepts a delivery made on the real clock and the spec's published vector), a receiver that fails
 * and then succeeds gets every event accepted exactly once and in order per object, two processes on one
 * database deliver each event once, a delivering process killed with SIGKILL loses nothing, 410 disables an
 * endpoint, private addresses are refused unless allowed, the delivery log holds each attempt's request and
 * response, and a resend is delivered again (another organization's delivery: 404).
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  openAppCreateEndpoint,
  webhookDeliveryDetailEndpoint,
  webhookDeliveryPageEndpoint,
  webhookDeliveryResendEndpoint,
  webhookEndpointCreateEndpoint,
  webhookEndpointListEndpoint,
  webhookEndpointRotateEndpoint,
  webhookReplayEndpoint,
} from '@pm/contract/open-platform';
import { openOrderSubmitEndpoint } from '@pm/contract/open-platform-api';
import { createDb } from '../../db/database';
import { systemClock } from '../../lib/clock';
import { DEMO, dataOf, login, useTestApp } from '../../test/app';
import { newKey, orderFixtures } from '../order/test-fixtures';
import { createOpenPlatform } from './index';
import { emitOrderStatus } from './outbox';
import { signWebhook } from './secrets';
import { refusedUrl } from './webhook-sender';

const ctx = useTestApp({ webhookAllowPrivate: true });
const fx = orderFixtures(ctx);
let buyer02: string;
let vendor01: string;

/** The reference library's signature of a request, for each secret in order, joined as the header is. */
function librarySignatures(secrets: string[], id: string, timestamp: string, body: string): string {
  return secrets.map((s) => new Webhook(s).sign(id, new Date(Number(timestamp) * 1000), body)).join(' ');
}

/** The secrets one of whose reference signatures the header carries. */
function verifiedBy(secrets: string[], headers: http.IncomingHttpHeaders, body: string): string[] {
  const given = String(headers['webhook-signature']).split(' ');
  return secrets.filter((s) =>
    given.includes(
      librarySignatures([s], String(headers['webhook-id']), String(headers['webhook-timestamp']), body),
    ),
  );
}

interface Received {
  id: string;
  timestamp: string;
  signature: string;
  raw: string;
  body: { type: string; objectId: string; sequence: number };
  accepted: boolean;
  verified: string[];
}

/** A local receiver: answers `answer(n)` to its n-th request (0-based); `hang` never answers. */
async function receiver(answer: (n: number) => number | 'hang', secrets: () => string[]) {
  const got: Received[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const a = answer(got.length);
      got.push({
        id: String(req.headers['webhook-id']),
        timestamp: String(req.headers['webhook-timestamp']),
        signature: String(req.headers['webhook-signature']),
        raw,
        body: JSON.parse(raw) as Received['body'],
        accepted: a !== 'hang' && a >= 200 && a < 300,
        verified: verifiedBy(secrets(), req.headers, raw),
      });
      if (a === 'hang') return;
      res.statusCode = a;
      res.end(a < 300 ? 'ok' : 'nope');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    got,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

async function setup(manager: string, url: string, eventTypes: ('order.*' | 'refund.*')[] = ['order.*']) {
  const app = await dataOf(
    ctx.call(openAppCreateEndpoint, { name: 'Webhook 测试', scopes: ['order:read'] }, manager),
  );
  const ep = await dataOf(
    ctx.call(webhookEndpointCreateEndpoint, { id: app.app.id, url, eventTypes }, manager),
  );
  return { app, endpoint: ep.endpoint, secret: ep.secret };
}

/** Orders of buyer02's organization, moved through statuses by the outbox's own calls (no HTTP needed). */
async function orderEvents(orderIds: string[], statuses: string[]) {
  for (const status of statuses) {
    await ctx.tdb.db.transaction().execute((trx) => emitOrderStatus(trx, orderIds, status, ctx.clock.now()));
  }
}

/** `n` new orders of buyer02's organization, placed through the API for apps (one piece of a goods each). */
async function someOrders(n: number): Promise<string[]> {
  const app = await dataOf(
    ctx.call(openAppCreateEndpoint, { name: '下单', scopes: ['order:write'] }, buyer02),
  );
  const token = await tokenRequest(app.app.clientId, app.clientSecret);
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

async function tokenRequest(clientId: string, secret: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/pm-api/open/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: secret,
    }).toString(),
  });
  return (res.json() as { access_token: string }).access_token;
}

async function clearEndpoints() {
  await sql`UPDATE webhook_endpoints SET enabled = false, deleted_at = now()`.execute(ctx.tdb.db);
  await sql`UPDATE webhook_deliveries SET status = 'FAILED' WHERE status = 'PENDING'`.execute(ctx.tdb.db);
}

beforeAll(async () => {
  buyer02 = await login(ctx.app, DEMO.buyer02);
  vendor01 = await login(ctx.app, DEMO.vendor01);
});

describe('webhook delivery', () => {
  it('retries a failing receiver with back-off until each event is accepted once, in order per object, freshly signed', async () => {
    await clearEndpoints();
    let secrets: string[] = [];
    const r = await receiver(
      (n) => (n < 3 ? 500 : 200),
      () => secrets,
    );
    try {
      const orders = await someOrders(2);
      const { endpoint, secret } = await setup(buyer02, r.url);
      secrets = [secret];
      expect(orders.length).toBe(2);
      await orderEvents(orders, ['DELIVERED', 'DONE']);
      const expected = orders.length * 2;
      // Each failure schedules a retry seconds to minutes later on the server clock: move the clock to the next
      // attempt still ahead (a later event of an object waits, due, for the one before it) until all are in (an hour a poll outran the three days of retries on a busy machine: the
      // events were given up before the worker had tried them again)
      await expect
        .poll(
          async () => {
            const due = await sql<{ at: Date | null }>`
              SELECT min(next_attempt_at) AS at FROM webhook_deliveries
              WHERE status = 'PENDING' AND endpoint_id = ${endpoint.id}
                AND next_attempt_at > ${ctx.clock.now()}`.execute(ctx.tdb.db);
            const at = due.rows[0]?.at;
            if (at && at > ctx.clock.now()) ctx.clock.set(at);
            await sql`SELECT pg_notify('pm_webhooks', '')`.execute(ctx.tdb.db);
            return r.got.filter((g) => g.accepted).length;
          },
          { timeout: 60_000, interval: 200 },
        )
        .toBe(expected);
      const accepted = r.got.filter((g) => g.accepted);
      expect(new Set(accepted.map((g) => g.id)).size).toBe(expected);
      for (const order of orders) {
        const seqs = accepted.filter((g) => g.body.objectId === order).map((g) => g.body.sequence);
        expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
        expect(accepted.filter((g) => g.body.objectId === order).map((g) => g.body.type)).toEqual([
          'order.shipped',
          'order.delivered',
        ]);
      }
      expect(r.got.every((g) => g.verified.length === 1)).toBe(true);
      // byte for byte the reference library's signature of the same id, timestamp, body and secret
      for (const g of r.got) expect(g.signature).toBe(librarySignatures([secret], g.id, g.timestamp, g.raw));
      // a retried event carries a newer timestamp than its first attempt
      const firstId = r.got[0]!.id;
      const tries = r.got.filter((g) => g.id === firstId);
      expect(tries.length).toBeGreaterThan(1);
      expect(Number(tries.at(-1)!.timestamp)).toBeGreaterThan(Number(tries[0]!.timestamp));
      // the receiver has answered the last one; the worker marks it once that answer is in
      await expect
        .poll(
          async () =>
            (await dataOf(ctx.call(webhookDeliveryPageEndpoint, { id: endpoint.id }, buyer02))).records.every(
              (d) => d.status === 'SUCCEEDED',
            ),
          { timeout: 20_000 },
        )
        .toBe(true);
    } finally {
      await r.close();
    }
  });

  it('signs with both secrets while a rotated one overlaps; replay queues a time range again', async () => {
    await clearEndpoints();
    let secrets: string[] = [];
    const r = await receiver(
      () => 200,
      () => secrets,
    );
    try {
      const [order] = await someOrders(1);
      ctx.clock.advance(10_000);
      const { endpoint, secret } = await setup(buyer02, r.url);
      const rotated = await dataOf(ctx.call(webhookEndpointRotateEndpoint, { id: endpoint.id }, buyer02));
      secrets = [secret, rotated.secret];
      const from = new Date(ctx.clock.now().getTime() - 1000).toISOString();
      await orderEvents([order!], ['CANCELLED']);
      await expect.poll(() => r.got.length, { timeout: 20_000 }).toBe(1);
      expect(r.got[0]!.verified).toEqual([secret, rotated.secret]);
      const g = r.got[0]!;
      // the new secret's signature first, then the previous one's, each the reference library's
      expect(g.signature).toBe(librarySignatures([rotated.secret, secret], g.id, g.timestamp, g.raw));
      const to = new Date(ctx.clock.now().getTime() + 1000).toISOString();
      const replayed = await dataOf(ctx.call(webhookReplayEndpoint, { id: endpoint.id, from, to }, buyer02));
      expect(replayed.queued).toBe(1);
      await expect.poll(() => r.got.length, { timeout: 20_000 }).toBe(2);
      expect(r.got[1]!.id).toBe(r.got[0]!.id);
    } finally {
      await r.close();
    }
  });

  it('disables an endpoint at once on 410 Gone', async () => {
    await clearEndpoints();
    const r = await receiver(
      () => 410,
      () => [],
    );
    try {
      const [order] = await someOrders(1);
      const { app, endpoint } = await setup(buyer02, r.url);
      await orderEvents([order!], ['CANCELLED']);
      await expect
        .poll(
          async () =>
            (await dataOf(ctx.call(webhookEndpointListEndpoint, { id: app.app.id }, buyer02)))[0]!.enabled,
          {
            timeout: 20_000,
          },
        )
        .toBe(false);
      const list = await dataOf(ctx.call(webhookEndpointListEndpoint, { id: app.app.id }, buyer02));
      expect(list[0]!.disabledReason).toContain('410');
      expect(endpoint.enabled).toBe(true);
    } finally {
      await r.close();
    }
  });

  it("passes the reference library's verify: the spec's published vector, and a delivery made on the real clock", async () => {
    // The vector of the Standard Webhooks spec (and of its reference libraries' tests).
    const vector = {
      secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      timestamp: 1614265330,
      body: '{"test": 2432232314}',
      signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    };
    expect(signWebhook(vector.secret, vector.id, vector.timestamp, vector.body)).toBe(vector.signature);
    expect(new Webhook(vector.secret).sign(vector.id, new Date(vector.timestamp * 1000), vector.body)).toBe(
      vector.signature,
    );
    const headers = {
      'webhook-id': vector.id,
      'webhook-timestamp': String(vector.timestamp),
      'webhook-signature': vector.signature,
    };
    // verify checks the timestamp against the real time: only Date is faked, at the vector's time
    vi.useFakeTimers({ toFake: ['Date'], now: vector.timestamp * 1000 });
    try {
      expect(new Webhook(vector.secret).verify(vector.body, headers)).toEqual({ test: 2432232314 });
    } finally {
      vi.useRealTimers();
    }

    await clearEndpoints();
    let secret = '';
    const verdicts: { body: unknown; wrongSecret: string; tampered: string }[] = [];
    const server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      req.on('end', () => {
        const h = req.headers as Record<string, string>;
        const refusal = (f: () => unknown) => {
          try {
            f();
            return 'accepted';
          } catch (err) {
            return (err as Error).message;
          }
        };
        let body: unknown;
        try {
          body = new Webhook(secret).verify(raw, h);
        } catch (err) {
          body = (err as Error).message;
        }
        verdicts.push({
          body,
          wrongSecret: refusal(() =>
            new Webhook(`whsec_${Buffer.alloc(24, 7).toString('base64')}`).verify(raw, h),
          ),
          tampered: refusal(() => new Webhook(secret).verify(raw.replace('order.', 'orderX.'), h)),
        });
        res.end('ok');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const saved = ctx.clock.now();
    const { db } = createDb(ctx.tdb.url, 2);
    const real = createOpenPlatform(db, systemClock, { allowPrivate: true });
    try {
      const [order] = await someOrders(1);
      const made = await setup(buyer02, `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`);
      secret = made.secret;
      // The app's own worker runs on the test clock, set years back: only the real-clock worker finds it due.
      ctx.clock.set('2020-01-01T00:00:00Z');
      await ctx.tdb.db
        .transaction()
        .execute((trx) => emitOrderStatus(trx, [order!], 'CANCELLED', new Date()));
      await real.worker.runOnce();
      expect(verdicts.length).toBe(1);
      expect(verdicts[0]!.body).toMatchObject({ type: 'order.cancelled', objectId: order, sequence: 2 });
      expect(verdicts[0]!.wrongSecret).toBe('No matching signature found');
      expect(verdicts[0]!.tampered).toBe('No matching signature found');
    } finally {
      ctx.clock.set(saved);
      await real.worker.stop();
      await db.destroy();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    }
  });

  it("logs each attempt's request and response; a resend is delivered again; another organization's delivery is not found", async () => {
    await clearEndpoints();
    const r = await receiver(
      (n) => (n === 0 ? 500 : 200),
      () => [],
    );
    try {
      const [order] = await someOrders(1);
      const { endpoint } = await setup(buyer02, r.url);
      await orderEvents([order!], ['CANCELLED']);
      const first = async () =>
        (await dataOf(ctx.call(webhookDeliveryPageEndpoint, { id: endpoint.id }, buyer02))).records[0];
      // the first attempt fails; the clock moved to its retry, the second is accepted
      await expect.poll(async () => (await first())?.lastStatusCode, { timeout: 20_000 }).toBe(500);
      const failed = await first();
      expect(failed).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'HTTP 500' });
      ctx.clock.set(failed!.nextAttemptAt!);
      await sql`SELECT pg_notify('pm_webhooks', '')`.execute(ctx.tdb.db);
      await expect.poll(async () => (await first())?.status, { timeout: 20_000 }).toBe('SUCCEEDED');

      const detail = await dataOf(ctx.call(webhookDeliveryDetailEndpoint, { id: failed!.id }, buyer02));
      expect(detail).toMatchObject({
        id: failed!.id,
        url: r.url,
        status: 'SUCCEEDED',
        attempts: 2,
        eventId: r.got[0]!.id,
        event: { id: r.got[0]!.id, type: 'order.cancelled', objectId: order },
      });
      expect(detail.log.length).toBe(2);
      detail.log.forEach((entry, i) => {
        const sent = r.got[i]!;
        expect(entry.attempt).toBe(i + 1);
        expect(entry.requestHeaders).toMatchObject({
          'webhook-id': sent.id,
          'webhook-timestamp': sent.timestamp,
          'webhook-signature': sent.signature,
          'content-type': 'application/json',
        });
        expect(entry.requestBody).toBe(sent.raw);
      });
      expect(detail.log.map((e) => [e.responseStatus, e.responseBody, e.error])).toEqual([
        [500, 'nope', 'HTTP 500'],
        [200, 'ok', null],
      ]);

      // another organization's manager: neither the detail nor a resend
      expect((await ctx.call(webhookDeliveryDetailEndpoint, { id: failed!.id }, vendor01)).status).toBe(404);
      expect((await ctx.call(webhookDeliveryResendEndpoint, { id: failed!.id }, vendor01)).status).toBe(404);
      expect((await dataOf(ctx.call(webhookDeliveryPageEndpoint, { id: endpoint.id }, buyer02))).total).toBe(
        1,
      );

      const resent = await dataOf(ctx.call(webhookDeliveryResendEndpoint, { id: failed!.id }, buyer02));
      expect(resent.id).not.toBe(failed!.id);
      expect(resent).toMatchObject({ eventId: failed!.eventId, endpointId: endpoint.id, attempts: 0 });
      await expect.poll(() => r.got.length, { timeout: 20_000 }).toBe(3);
      await expect
        .poll(
          async () =>
            (await dataOf(ctx.call(webhookDeliveryDetailEndpoint, { id: resent.id }, buyer02))).status,
          { timeout: 20_000 },
        )
        .toBe('SUCCEEDED');
      const again = await dataOf(ctx.call(webhookDeliveryDetailEndpoint, { id: resent.id }, buyer02));
      expect(again.log.map((e) => [e.responseStatus, e.responseBody])).toEqual([[200, 'ok']]);
      expect(again.log[0]!.requestHeaders['webhook-id']).toBe(r.got[0]!.id);
      expect(again.log[0]!.requestBody).toBe(r.got[2]!.raw);
      expect(r.got[2]!.id).toBe(r.got[0]!.id);
    } finally {
      await r.close();
    }
  });

  it('refuses loopback, private and link-local addresses unless the operator allows them', async () => {
    for (const url of [
      'http://127.0.0.1/x',
      'http://10.1.2.3/x',
      'http://[::1]/x',
      'http://169.254.169.254/x',
      'http://localhost/x',
      'http://192.168.1.1/x',
    ]) {
      expect(await refusedUrl(url, false), url).not.toBeNull();
    }
    expect(await refusedUrl('http://8.8.8.8/x', false)).toBeNull();
    expect(await refusedUrl('http://127.0.0.1/x', true)).toBeNull();
  });
});

describe('several processes', () => {
  const extra: { close: () => Promise<void> }[] = [];
  afterAll(async () => {
    for (const e of extra) await e.close();
  });

  it('two workers on one database deliver each event once', async () => {
    await clearEndpoints();
    const r = await receiver(
      () => 200,
      () => [],
    );
    try {
      const orders = await someOrders(5);
      await setup(buyer02, r.url);
      const workers = [0, 1].map(() => {
        const { db } = createDb(ctx.tdb.url, 3);
        const built = createOpenPlatform(db, ctx.clock, { allowPrivate: true });
        extra.push({
          close: async () => {
            await built.worker.stop();
            await db.destroy();
          },
        });
        return built.worker;
      });
      await orderEvents(orders, ['DELIVERED', 'DONE', 'CANCELLED']);
      await Promise.all(workers.flatMap((w) => [w.runOnce(), w.runOnce(), w.sweep()]));
      await expect.poll(() => r.got.length, { timeout: 20_000 }).toBe(15);
      expect(new Set(r.got.map((g) => g.id)).size).toBe(15);
    } finally {
      await r.close();
    }
  });

  it(
    'a delivering process killed with SIGKILL loses nothing: another takes the delivery when its lease ends',
    { timeout: 300_000 },
    async () => {
      await clearEndpoints();
      const r = await receiver(
        (n) => (n === 0 ? 'hang' : 200),
        () => [],
      );
      try {
        const [order] = await someOrders(1);
        await setup(buyer02, r.url);
        // Only the child delivers at first: the app's own worker (on the test clock, set back) sees nothing due.
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', path.join(path.dirname(fileURLToPath(import.meta.url)), 'delivery-child.ts')],
          {
            env: { ...process.env, DATABASE_URL: ctx.tdb.url, LEASE_MS: '600000' },
            stdio: ['ignore', 'pipe', 'inherit'],
          },
        );
        let out = '';
        child.stdout.on('data', (c: Buffer) => (out += c.toString()));
        // a hang guard: tsx loads the server's modules (20 s on a busy machine)
        await expect.poll(() => out, { timeout: 180_000, interval: 200 }).toContain('ready');
        ctx.clock.set('2026-01-01T00:00:00Z');
        await ctx.tdb.db
          .transaction()
          .execute((trx) => emitOrderStatus(trx, [order!], 'CANCELLED', new Date()));
        await expect.poll(() => r.got.length, { timeout: 20_000 }).toBe(1);
        child.kill('SIGKILL');
        await new Promise((res) => child.once('exit', res));
        const row = await sql<{ status: string; lease_until: Date }>`
        SELECT status, lease_until FROM webhook_deliveries WHERE status = 'PENDING'`.execute(ctx.tdb.db);
        expect(row.rows.length).toBe(1);
        // A second process: its clock past the lease the dead one held.
        const { db } = createDb(ctx.tdb.url, 3);
        const clock = { now: () => new Date(row.rows[0]!.lease_until.getTime() + 1000) };
        const second = createOpenPlatform(db, clock, { allowPrivate: true });
        extra.push({
          close: async () => {
            await second.worker.stop();
            await db.destroy();
          },
        });
        await second.worker.runOnce();
        await expect.poll(() => r.got.filter((g) => g.accepted).length, { timeout: 20_000 }).toBe(1);
        expect(r.got[1]!.id).toBe(r.got[0]!.id);
      } finally {
        await r.close();
      }
    },
  );
});
