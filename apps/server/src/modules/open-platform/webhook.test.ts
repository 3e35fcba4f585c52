/**
 * Webhook delivery on a real PostgreSQL: signatures checked with the Standard Webhooks reference algorithm
 * (written here from the spec: HMAC-SHA256 over "<webhook-id>.<webhook-timestamp>.<body>" with the base64
 * key after whsec_, each signature `v1,<base64>`, several space-separated), a receiver that fails and then
 * succeeds gets every event accepted exactly once and in order per object, two processes on one database
 * deliver each event once, a delivering process killed with SIGKILL loses nothing, 410 disables an
 * endpoint, private addresses are refused unless allowed.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openAppCreateEndpoint,
  webhookDeliveryPageEndpoint,
  webhookEndpointCreateEndpoint,
  webhookEndpointListEndpoint,
  webhookEndpointRotateEndpoint,
  webhookReplayEndpoint,
} from '@pm/contract/open-platform';
import { openOrderSubmitEndpoint } from '@pm/contract/open-platform-api';
import { createDb } from '../../db/database';
import { DEMO, dataOf, login, useTestApp } from '../../test/app';
import { newKey, orderFixtures } from '../order/test-fixtures';
import { createOpenPlatform } from './index';
import { emitOrderStatus } from './outbox';
import { refusedUrl } from './webhook-sender';

const ctx = useTestApp({ webhookAllowPrivate: true });
const fx = orderFixtures(ctx);
let buyer02: string;

/** The spec's verification (standardwebhooks.com): true when one of the signatures is the secret's. */
function verify(secret: string, headers: http.IncomingHttpHeaders, body: string): boolean {
  const id = String(headers['webhook-id']);
  const timestamp = String(headers['webhook-timestamp']);
  const key = Buffer.from(secret.split('_')[1]!, 'base64');
  const expected = crypto.createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  return String(headers['webhook-signature'])
    .split(' ')
    .some((s) => {
      const [version, sig] = s.split(',');
      const given = Buffer.from(sig ?? '', 'base64');
      return version === 'v1' && given.length === expected.length && crypto.timingSafeEqual(given, expected);
    });
}

interface Received {
  id: string;
  timestamp: string;
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
        body: JSON.parse(raw) as Received['body'],
        accepted: a !== 'hang' && a >= 200 && a < 300,
        verified: secrets().filter((s) => verify(s, req.headers, raw)),
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
      // a retried event carries a newer timestamp than its first attempt
      const firstId = r.got[0]!.id;
      const tries = r.got.filter((g) => g.id === firstId);
      expect(tries.length).toBeGreaterThan(1);
      expect(Number(tries.at(-1)!.timestamp)).toBeGreaterThan(Number(tries[0]!.timestamp));
      const log = await dataOf(ctx.call(webhookDeliveryPageEndpoint, { id: endpoint.id }, buyer02));
      expect(log.records.every((d) => d.status === 'SUCCEEDED')).toBe(true);
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
