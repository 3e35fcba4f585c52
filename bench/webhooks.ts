// Webhook latency (npm run bench:webhooks): the time from an order change (its transaction committed) to the
// first delivery attempt reaching a local receiver, at 100 changes/s for 20 s by default. The delivering
// worker runs in a process of its own (modules/open-platform/delivery-child.ts), woken by NOTIFY, as in a
// server. Each change ships (or cancels) one of many orders of buyer01's organization, so the order-per-object
// rule never holds one back. Prints p50/p95/p99 and the machine's load; figures only, no assertion.
// Usage: npm run bench:webhooks -- [--rate 100] [--seconds 20] [--reuse] [--url U]
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { authOf } from '../apps/server/src/db/seed/demo-support';
import { systemClock } from '../apps/server/src/lib/clock';
import { emitOrderStatus } from '../apps/server/src/modules/open-platform/outbox';
import { createOrders } from '../apps/server/src/modules/order';
import { benchStop, openBenchDatabase, prepareMallDatabase } from './support/database';
import { log, root, startProcess } from './support/process';
import { args, opt } from './support/args';

const RATE = Number(opt('rate', '100'));
const SECONDS = Number(opt('seconds', '20'));
const URL_ARG = opt('url') ?? process.env.DATABASE_URL ?? null;
const REUSE = args.includes('--reuse') || URL_ARG !== null;
const dataDir = opt('dir') ?? path.join(os.tmpdir(), 'pm-bench-webhooks');
const database = await openBenchDatabase({ url: URL_ARG, reuse: REUSE, dataDir, poolSize: 10 });
const { db } = database;
const children: ChildProcess[] = [];
const stop = benchStop(database, children);

const sent = new Map<string, number>();
const firstSeen = new Map<string, number>();
const receiver = http.createServer((req, res) => {
  const id = String(req.headers['webhook-id']);
  if (!firstSeen.has(id)) firstSeen.set(id, performance.timeOrigin + performance.now());
  req.resume();
  req.on('end', () => res.end('ok'));
});

try {
  await prepareMallDatabase(database);
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  const buyer = await db
    .selectFrom('users')
    .select(['id', 'organization_id'])
    .where('username', '=', 'buyer01')
    .executeTakeFirstOrThrow();
  const vendor = await db
    .selectFrom('users')
    .select(['organization_id'])
    .where('username', '=', 'vendor01')
    .executeTakeFirstOrThrow();
  // Orders to change: one real-looking order row copied many times (columns read from the catalog).
  const total = RATE * SECONDS;
  const cols = await sql<{ c: string }>`
    SELECT string_agg(quote_ident(column_name), ', ') AS c FROM information_schema.columns
     WHERE table_name = 'orders' AND column_name NOT IN ('id', 'order_no', 'organization_id', 'supplier_id', 'status')`.execute(
    db,
  );
  let template = await sql<{ id: string }>`SELECT id::text FROM orders ORDER BY id LIMIT 1`.execute(db);
  if (!template.rows[0]) {
    // A first order through checkout's one entry (the catalog's goods of vendor01, buyer01's address).
    const auth = (await authOf(db, 'buyer01'))!;
    const address = await db
      .selectFrom('addresses')
      .select('id')
      .where('user_id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    const goods = await sql<{ id: string; price: string }>`
      SELECT id::text, list_price::text AS price FROM goods
       WHERE supplier_id = ${vendor.organization_id} AND status = 'on' AND stock_total > 10 AND moq = 1 LIMIT 1`.execute(
      db,
    );
    const g = goods.rows[0]!;
    await createOrders(db, systemClock, { autoConfirmDays: 10 }).checkout.place(auth, {
      lines: [
        {
          goodsId: g.id,
          num: 1,
          price: Number(g.price),
          origin: { kind: 'api', clientId: 'bench', reference: '1' },
        },
      ],
      addressId: address.id,
      key: `bench-${Date.now()}`,
    });
    template = await sql<{ id: string }>`SELECT id::text FROM orders ORDER BY id LIMIT 1`.execute(db);
  }
  await sql`DELETE FROM webhook_endpoints`.execute(db);
  await sql
    .raw(
      `
    INSERT INTO orders (order_no, organization_id, supplier_id, status, ${cols.rows[0]!.c})
    SELECT 'WH' || g || '-' || extract(epoch FROM now())::bigint, ${buyer.organization_id}, ${vendor.organization_id}, 'PACKAGING', ${cols.rows[0]!.c}
      FROM orders, generate_series(1, ${total}) g WHERE id = ${template.rows[0]!.id}`,
    )
    .execute(db);
  // The newest copies, by number (ordered by the text alias, '999' came before '9989': a reused database's
  // changes went to earlier runs' orders).
  const ids = (
    await sql<{
      id: string;
    }>`SELECT o.id::text AS id FROM orders o WHERE o.order_no LIKE 'WH%' ORDER BY o.id DESC LIMIT ${total}`.execute(
      db,
    )
  ).rows.map((r) => r.id);
  const app = await db
    .insertInto('open_apps')
    .values({
      organization_id: buyer.organization_id,
      created_by: buyer.id,
      name: 'bench',
      client_id: `pmc_bench_${Date.now()}`,
      secret_hash: 'x',
      scopes: ['order:read'],
      rate_limit_per_minute: 600,
      created_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('webhook_endpoints')
    .values({
      app_id: app.id,
      organization_id: buyer.organization_id,
      url,
      event_types: ['order.*'],
      secret: 'whsec_YmVuY2gtc2lnbmluZy1zZWNyZXQ=',
      created_at: new Date(),
    })
    .execute();
  children.push(
    await startProcess(
      path.join(root, 'apps/server/src/modules/open-platform/delivery-child.ts'),
      { DATABASE_URL: database.url },
      /ready/,
    ),
  );
  log(
    `${total} order changes at ${RATE}/s; load ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  );
  const t0 = Date.now();
  const runs: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = t0 + (i * 1000) / RATE;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const id = ids[i]!;
    runs.push(
      (async () => {
        const row = await db.transaction().execute(async (trx) => {
          await emitOrderStatus(trx, [id], 'CANCELLED', new Date());
          return sql<{ id: string }>`
            SELECT id::text FROM open_events WHERE object_id = ${id} AND organization_id = ${buyer.organization_id}
             ORDER BY id DESC LIMIT 1`.execute(trx);
        });
        sent.set(`msg_${row.rows[0]!.id}`, performance.timeOrigin + performance.now());
      })(),
    );
  }
  await Promise.all(runs);
  // The rate the changes actually committed at (the pool may queue them behind the schedule).
  const commits = [...sent.values()].sort((x, y) => x - y);
  const span = (commits[commits.length - 1]! - commits[0]!) / 1000;
  log(
    `${commits.length} changes committed in ${span.toFixed(1)} s (${(commits.length / span).toFixed(0)}/s)`,
  );
  const deadline = Date.now() + 60_000;
  // Every change's own event seen (the receiver may also get others', e.g. a reused database's leftovers).
  const missing = () => [...sent.keys()].some((id) => !firstSeen.has(id));
  while (missing() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  const lat = [...sent]
    .flatMap(([id, at]) => (firstSeen.has(id) ? [firstSeen.get(id)! - at] : []))
    .sort((a, b) => a - b);
  const q = (p: number) => lat[Math.min(lat.length - 1, Math.floor(p * lat.length))]!.toFixed(0);
  log(
    `delivered ${lat.length}/${sent.size}; change → first attempt p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, p99 ${q(0.99)} ms (target p95 ≤ 1000 ms)`,
  );
  log(
    `load ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  );
} finally {
  receiver.close();
  await stop();
}
