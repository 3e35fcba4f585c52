// Checkout throughput: POST /pm-api/order/submit of 3-line carts at 20 connections against the real
// server (apps/server/src/main.ts in its own process on 127.0.0.1, with its database). Every request is a
// new submission (its own Idempotency-Key) of a cart prepared beforehand: BUYERS buyers in ORGS
// organizations (each organization's credit is one row every submission of it updates, as in life), each
// with carts of 3 goods (spread over 300 goods with ample stock), so no request meets an empty cart.
// Prints submissions/s, p50 and p99, and the share of the server's request time spent waiting on SQL
// statements (bench/sql-timer.ts, preloaded into the server, adds both up over the measured window).
// Usage: npm run bench:api-checkout -- [--duration 10] [--connections 20] [--reuse]
//   --url U / DATABASE_URL   use that PostgreSQL instead of an embedded one in a scratch folder
//                            (--dir, default <tmp>/pm-bench-api-checkout)
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { benchStop, openBenchDatabase, organizationNamed, prepareMallDatabase } from './support/database';
import { log, startBenchServer } from './support/process';
import { args, opt } from './support/args';

const DURATION = Number(opt('duration', '10'));
const CONNECTIONS = Number(opt('connections', '20'));
const ORGS = 10;
const BUYERS = 100;
const CARTS_PER_BUYER = 60;
const LINES = 3;
const URL_ARG = opt('url') ?? process.env.DATABASE_URL ?? null;
const REUSE = args.includes('--reuse') || URL_ARG !== null;
const dataDir = opt('dir') ?? path.join(os.tmpdir(), 'pm-bench-api-checkout');
const PROVINCE = '310000';

const database = await openBenchDatabase({ url: URL_ARG, reuse: REUSE, dataDir, poolSize: 20 });
const { db } = database;
const children: ChildProcess[] = [];
const stop = benchStop(database, children);

interface Ticket {
  token: string;
  body: string;
}

interface Timing {
  requests: number;
  requestMs: number;
  statements: number;
  sqlMs: number;
}

function ask<T>(child: ChildProcess, message: string): Promise<T> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve(m as T));
    child.send(message);
  });
}

try {
  await prepareMallDatabase(database);

  // Goods delivered to Shanghai with MOQ 1, no area limit; stock and credit so large they never run out.
  const goods = (
    await sql<{ id: string }>`
      SELECT g.id::text AS id FROM goods g
      WHERE g.status = 'on' AND g.moq = 1 AND g.order_multiple = 1
        AND NOT EXISTS (SELECT 1 FROM goods_area_limits l WHERE l.goods_id = g.id)
        AND EXISTS (SELECT 1 FROM goods_stock st JOIN warehouses w ON w.id = st.warehouse_id
                    WHERE st.goods_id = g.id AND ${PROVINCE} = ANY (w.serves))
      ORDER BY md5(g.id::text) LIMIT 300`.execute(db)
  ).rows.map((r) => r.id);
  await sql`
    UPDATE goods_stock st SET quantity = 10000000 FROM warehouses w
    WHERE w.id = st.warehouse_id AND ${PROVINCE} = ANY (w.serves) AND st.goods_id = ANY (${goods}::bigint[])`.execute(
    db,
  );
  await sql`UPDATE goods SET stock_total = 100000000 WHERE id = ANY (${goods}::bigint[])`.execute(db);

  // Buyer organizations and buyers (bench-org-N, bench-buyer-N), created once.
  const template = await db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('username', '=', 'buyer01')
    .executeTakeFirstOrThrow();
  const roles = await db
    .selectFrom('user_roles')
    .select('role_id')
    .where('user_id', '=', template.id)
    .execute();
  const county = (
    await db
      .selectFrom('divisions')
      .select('code')
      .where('parent_code', '=', '310100')
      .orderBy('code')
      .executeTakeFirstOrThrow()
  ).code;
  const now = new Date();
  const buyers: { id: string; username: string; org: string; address: string }[] = [];
  for (let o = 0; o < ORGS; o++) {
    const name = `压测采购单位${o + 1}`;
    const org = await organizationNamed(db, name, 'buyer');
    await sql`UPDATE organization_credits SET credit_limit = 1000000000000000, used = 0
      WHERE organization_id = ${org.id}`.execute(db);
    for (let b = o; b < BUYERS; b += ORGS) {
      const username = `bench-buyer-${b}`;
      let user = await db
        .selectFrom('users')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirst();
      if (!user) {
        user = await db
          .insertInto('users')
          .values({
            organization_id: org.id,
            username,
            cellphone: `1990000${String(b).padStart(4, '0')}`,
            fullname: `压测${b}`,
            password_hash: template.password_hash,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('user_roles')
          .values(roles.map((r) => ({ user_id: user!.id, role_id: r.role_id })))
          .execute();
      }
      await sql`DELETE FROM cart_lines WHERE user_id = ${user.id}`.execute(db);
      await sql`DELETE FROM addresses WHERE user_id = ${user.id}`.execute(db);
      const address = await db
        .insertInto('addresses')
        .values({
          organization_id: org.id,
          user_id: user.id,
          consignee: '压测',
          mobile: '13800000001',
          province_code: PROVINCE,
          city_code: '310100',
          county_code: county,
          detail: '张江路 1 号',
          is_default: true,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      buyers.push({ id: user.id, username, org: org.id, address: address.id });
    }
  }

  // Carts: every buyer gets CARTS_PER_BUYER × 3 lines of distinct goods at today's price (no price
  // change to confirm), in one statement per buyer.
  for (const [i, b] of buyers.entries()) {
    await sql`
      INSERT INTO cart_lines (organization_id, user_id, goods_id, num, selected, added_price, created_at, updated_at)
      SELECT ${b.org}, ${b.id}, g.id, 1, true, coalesce(ap.price, g.list_price), now(), now()
      FROM unnest(${goods}::bigint[]) WITH ORDINALITY AS x(id, n)
      JOIN goods g ON g.id = x.id
      LEFT JOIN goods_agreement_prices ap ON ap.goods_id = g.id AND ap.organization_id = ${b.org}
      WHERE (x.n + ${i * 7}) % 300 < ${CARTS_PER_BUYER * LINES}`.execute(db);
  }

  // Sign the buyers in through the app (sessions live in the database; the server process uses them).
  const config = loadConfig(
    { ...process.env, WEB_DIST: 'none', LOGIN_ADDRESS_ATTEMPTS: '100000' },
    { logLevel: 'silent' },
  );
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  const tickets: Ticket[] = [];
  for (const b of buyers) {
    const res = await app.inject({
      method: 'POST',
      url: '/pm-api/open/token',
      payload: { username: b.username, password: 'Buyer2026' },
    });
    const token = (res.json() as { data: { access_token: string } }).data.access_token;
    const lines = await db
      .selectFrom('cart_lines')
      .select('id')
      .where('user_id', '=', b.id)
      .orderBy('id')
      .execute();
    for (let c = 0; c + LINES <= lines.length; c += LINES) {
      tickets.push({
        token,
        body: JSON.stringify({
          cartLineIds: lines.slice(c, c + LINES).map((l) => l.id),
          addressId: b.address,
        }),
      });
    }
  }
  await app.close();
  // Interleave buyers so that concurrent requests belong to different buyers and organizations.
  const perBuyer = new Map<string, Ticket[]>();
  for (const t of tickets) {
    const list = perBuyer.get(t.token);
    if (list) list.push(t);
    else perBuyer.set(t.token, [t]);
  }
  const queues = [...perBuyer.values()];
  const order: Ticket[] = [];
  for (let round = 0; order.length < tickets.length; round++)
    for (const q of queues) if (q[round]) order.push(q[round]!);
  log(`${buyers.length} buyers in ${ORGS} organizations, ${order.length} carts of ${LINES} lines ready`);

  const server = await startBenchServer(database.url, {}, { preload: ['./bench/sql-timer.ts'], ipc: true });
  children.push(server.child);
  const mall = server.child;
  const url = `${server.base}/pm-api/order/submit`;
  let next = 0;
  const bench = (duration: number) =>
    autocannon({
      url,
      connections: CONNECTIONS,
      pipelining: 1,
      duration,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            const t = order[next++ % order.length]!;
            return {
              ...req,
              headers: {
                ...req.headers,
                'content-type': 'application/json',
                authorization: `Bearer ${t.token}`,
                'idempotency-key': `bench-${process.pid}-${next}`,
              },
              body: t.body,
            };
          },
        },
      ],
    });
  await bench(2); // warm-up
  await ask(mall, 'reset');
  const r = await bench(DURATION);
  const timing = await ask<Timing>(mall, 'report');
  if (next > order.length)
    log(`! ${next - order.length} requests reused a settled cart (404s): more carts needed`);

  const orders = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM orders o JOIN users u ON u.id = o.user_id WHERE u.username LIKE 'bench-buyer-%'`.execute(
    db,
  );
  const share = timing.requestMs > 0 ? timing.sqlMs / timing.requestMs : 0;
  console.log(
    `\nPOST /order/submit, ${LINES}-line carts, ${CONNECTIONS} connections, ${DURATION} s, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    '| submissions/s | p50 ms | p99 ms | non-2xx | SQL statements per request | share of request time in SQL |',
  );
  console.log('|---|---|---|---|---|---|');
  console.log(
    `| ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} | ${(
      timing.statements / Math.max(timing.requests, 1)
    ).toFixed(1)} | ${(share * 100).toFixed(0)} % |`,
  );
  log(`orders of the bench buyers in the database: ${orders.rows[0]?.n}`);
} finally {
  await stop();
}
