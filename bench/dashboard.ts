// The customer dashboard at scale (npm run bench:dashboard): a database with about LINES order lines of the
// demo spend generator (db/seed/demo-spend-history.ts, the one `npm run seed:history` runs) over 24 months,
// then for a purchasing manager (buyer02, scope: the organization) and a 24-month range, each dashboard
// view through the real service (DashboardService / DashboardDetailService over the rollups), and the same
// figures by a plain GROUP BY over the order lines, same data, same run: p50 and p95 of each, the ratio.
// The plain query's figures are checked against the service's (a wrong plain query would flatter).
// Figures only, no assertion; the machine's load (os.loadavg) is printed with them.
// Usage: npm run bench:dashboard -- [--lines 1000000] [--runs 20] [--plain-runs 5]
//   [--reuse]: keep the scratch database of an earlier run (--dir, default <tmp>/pm-bench-dashboard) and
//   add lines only up to --lines;  --url U / DATABASE_URL: that PostgreSQL instead (lines added up to --lines)
import os from 'node:os';
import path from 'node:path';
import { sql, type RawBuilder } from 'kysely';
import { monthIndex, monthOfIndex, monthOfInstant } from '@pm/contract/dashboard-schema';
import { fillSpendHistory } from '../apps/server/src/db/seed/demo-spend-history';
import { authOf } from '../apps/server/src/db/seed/demo-support';
import { systemClock } from '../apps/server/src/lib/clock';
import { DashboardDetailRepo } from '../apps/server/src/modules/dashboard/dashboard-detail.repo';
import { DashboardDetailService } from '../apps/server/src/modules/dashboard/dashboard-detail.service';
import { DashboardRepo } from '../apps/server/src/modules/dashboard/dashboard.repo';
import { DashboardService } from '../apps/server/src/modules/dashboard/dashboard.service';
import { benchStop, openBenchDatabase, prepareMallDatabase } from './support/database';
import { log } from './support/process';
import { args, opt } from './support/args';

const LINES = Number((opt('lines', '1000000') ?? '').replace(/[_,]/g, ''));
const RUNS = Number(opt('runs', '20'));
const PLAIN_RUNS = Number(opt('plain-runs', '5'));
const URL_ARG = opt('url') ?? process.env.DATABASE_URL ?? null;
const REUSE = args.includes('--reuse') || URL_ARG !== null;
const dataDir = opt('dir') ?? path.join(os.tmpdir(), 'pm-bench-dashboard');
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');

// The catalog loader holds connections of the pool meanwhile (listeners, parallel copies): room for them.
const database = await openBenchDatabase({ url: URL_ARG, reuse: REUSE, dataDir, poolSize: 10 });
const { db } = database;
const stop = benchStop(database);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

try {
  await prepareMallDatabase(database);
  const have = await sql<{ n: string }>`SELECT count(*)::text AS n FROM order_lines`.execute(db);
  const missing = LINES - Number(have.rows[0]!.n);
  if (missing > LINES * 0.02) {
    log(`filling: about ${missing.toLocaleString('en')} order lines (load ${load()}) …`);
    const s = await fillSpendHistory(db, { pool: database.pool, lines: missing, log });
    log(
      `filled ${s.lines.toLocaleString('en')} lines, ${s.orders.toLocaleString('en')} orders in ${s.insertSeconds.toFixed(0)} s ` +
        `(${Math.round(s.lines / s.insertSeconds).toLocaleString('en')} lines/s); rollups rebuilt in ${s.rollupSeconds.toFixed(0)} s`,
    );
  }
  await sql`VACUUM ANALYZE`.execute(db);
  const counts = await sql<{
    lines: string;
    orders: string;
    spend: string;
    goods: string;
    month: string | null;
    marks: string;
  }>`
    SELECT (SELECT count(*) FROM order_lines)::text AS lines, (SELECT count(*) FROM orders)::text AS orders,
      (SELECT count(*) FROM dashboard_spend)::text AS spend, (SELECT count(*) FROM dashboard_goods)::text AS goods,
      (SELECT count(*) FROM dashboard_orders)::text AS marks,
      (SELECT count(*) FROM dashboard_goods_month)::text AS month`.execute(db);
  const c = counts.rows[0]!;

  const auth = await authOf(db, 'buyer02');
  if (!auth) throw new Error('buyer02 missing');
  const now = monthIndex(monthOfInstant(new Date()));
  const f = { from: monthOfIndex(now - 23), to: monthOfIndex(now) };
  const repo = new DashboardRepo();
  const views = new DashboardService(db, repo, systemClock);
  const detail = new DashboardDetailService(views, repo, new DashboardDetailRepo());

  // ---- the plain GROUP BY of each view over the order lines (same scope, range and definitions)
  const org = auth.organizationId;
  const start = sql`(${`${f.from}-01`}::timestamp AT TIME ZONE 'Asia/Shanghai')`;
  const end = sql`((${`${f.to}-01`}::date + interval '1 month') AT TIME ZONE 'Asia/Shanghai')`;
  const inRange = sql`o.organization_id = ${org}::bigint AND o.created_at >= ${start} AND o.created_at < ${end}`;
  const month = sql`to_char(o.created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM')`;
  /** Lines of live orders with what paid refunds gave back of each. */
  const lines = sql`order_lines l JOIN orders o ON o.id = l.order_id
    LEFT JOIN (SELECT rl.order_line_id, sum(rl.amount) AS refund FROM refund_lines rl
      JOIN refunds r ON r.id = rl.refund_id AND r.status = 'RETURNED' GROUP BY rl.order_line_id) rf
      ON rf.order_line_id = l.id
    WHERE ${inRange} AND o.status <> 'CANCELLED'`;
  const net = sql`sum(l.amount - coalesce(rf.refund, 0))`;
  const run = async (q: RawBuilder<unknown>) => (await q.execute(db)).rows;
  const plain: Record<string, () => Promise<unknown>> = {
    'by-month': () =>
      run(sql`SELECT ${month} AS m, l.category_id, ${net} AS amount FROM ${lines} GROUP BY 1, 2`),
    'by-category': () =>
      run(
        sql`SELECT l.category_id, ${net} AS amount, sum(l.num) AS quantity, count(*) AS n FROM ${lines} GROUP BY 1`,
      ),
    'by-supplier': async () => [
      await run(sql`SELECT o.supplier_id, ${net} AS amount FROM ${lines} GROUP BY 1`),
      await run(
        sql`SELECT o.supplier_id, count(*) FROM orders o WHERE ${inRange} AND o.status <> 'CANCELLED' GROUP BY 1`,
      ),
    ],
    'by-department': async () => [
      await run(sql`SELECT o.department_id, ${month} AS m, ${net} AS amount FROM ${lines} GROUP BY 1, 2`),
      await run(sql`SELECT o.department_id, ${month} AS m, count(*) FROM orders o
        WHERE ${inRange} AND o.status <> 'CANCELLED' GROUP BY 1, 2`),
    ],
    funnel: () =>
      run(sql`SELECT o.status, count(*), sum(o.goods_amount), count(o.shipped_at),
          count(*) FILTER (WHERE EXISTS (SELECT 1 FROM refunds r WHERE r.order_id = o.id AND r.status = 'RETURNED'))
        FROM orders o WHERE ${inRange} GROUP BY 1`),
    'top-goods': () =>
      run(
        sql`SELECT l.goods_id, ${net} AS amount, sum(l.num) FROM ${lines} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 20`,
      ),
    savings: () =>
      run(
        sql`SELECT sum(l.list_price * l.num), sum(l.amount), count(*) FROM ${lines} AND l.list_price IS NOT NULL`,
      ),
    collection: async () => {
      const top = await run(sql`SELECT l.goods_id, o.supplier_id, sum(l.num) AS q, sum(l.amount) AS a,
          count(*) OVER () AS total FROM ${lines} GROUP BY 1, 2 ORDER BY 4 DESC, 1, 2 LIMIT 20`);
      const pairs = (top as { goods_id: string; supplier_id: string }[]).map(
        (t) => sql`(${t.goods_id}::bigint, ${t.supplier_id}::bigint)`,
      );
      if (pairs.length === 0) return top;
      await run(sql`SELECT l.goods_id, o.supplier_id, ${month}, sum(l.num), sum(l.amount) FROM ${lines}
        AND (l.goods_id, o.supplier_id) IN (${sql.join(pairs)}) GROUP BY 1, 2, 3`);
      return top;
    },
    scorecards: () =>
      run(sql`SELECT o.supplier_id, count(*), count(*) FILTER (WHERE o.status <> 'CANCELLED'),
          count(*) FILTER (WHERE o.shipped_at IS NOT NULL AND o.expected_date IS NOT NULL),
          count(*) FILTER (WHERE (o.shipped_at AT TIME ZONE 'Asia/Shanghai')::date <= o.expected_date),
          (SELECT sum(l.list_price * l.num) FROM order_lines l WHERE l.order_id = ANY(array_agg(o.id))) AS listed,
          (SELECT count(*) FROM refunds r WHERE r.order_id = ANY(array_agg(o.id)) AND r.status = 'RETURNED') AS refunded
        FROM orders o WHERE ${inRange} GROUP BY 1`),
  };
  const service: Record<string, () => Promise<unknown>> = {
    'by-month': () => views.spendByMonth(auth, f),
    'by-category': () => views.spendByCategory(auth, f),
    'by-supplier': () => views.spendBySupplier(auth, f),
    'by-department': () => views.spendByDepartment(auth, f),
    funnel: () => views.funnel(auth, f),
    'top-goods': () => views.topGoods(auth, f),
    savings: () => views.savings(auth, f),
    collection: () => detail.collection(auth, f, undefined, 1, 20),
    scorecards: () => detail.scorecards(auth, f),
  };

  // The figures agree (the plain query answers the same question).
  const byMonth = await views.spendByMonth(auth, f);
  const plainTotal = await sql<{ t: string }>`SELECT ${net}::text AS t FROM ${lines}`.execute(db);
  const agree = byMonth.total === Number(plainTotal.rows[0]!.t);
  log(
    `24-month spend of buyer02's organization: service ${byMonth.total}, plain ${plainTotal.rows[0]!.t} (${agree ? 'equal' : 'DIFFERENT'})`,
  );

  const time = async (fn: () => Promise<unknown>, n: number) => {
    await fn(); // warm
    const out: number[] = [];
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      await fn();
      out.push(performance.now() - t);
    }
    return out;
  };
  const loadBefore = load();
  const rows: string[][] = [];
  for (const view of Object.keys(service)) {
    const r = await time(service[view]!, RUNS);
    const p = await time(plain[view]!, PLAIN_RUNS);
    const row = [
      view,
      pct(r, 50).toFixed(1),
      pct(r, 95).toFixed(1),
      pct(p, 50).toFixed(0),
      pct(p, 95).toFixed(0),
      `${(pct(p, 50) / pct(r, 50)).toFixed(0)}×`,
    ];
    rows.push(row);
    log(
      `${view}: rollups p50 ${row[1]} p95 ${row[2]} ms; plain p50 ${row[3]} p95 ${row[4]} ms (load ${load()})`,
    );
  }
  const head = [
    'view',
    'rollups p50 ms',
    'rollups p95 ms',
    'plain p50 ms',
    'plain p95 ms',
    'plain/rollups (p50)',
  ];
  const width = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r.map((x, i) => (i === 0 ? x.padEnd(width[i]!) : x.padStart(width[i]!))).join('  ');
  console.log('');
  console.log(
    `dashboard, 24 months (${f.from} … ${f.to}), scope: buyer02's organization; ${Number(c.lines).toLocaleString('en')} order lines, ` +
      `${Number(c.orders).toLocaleString('en')} orders; rollup rows: spend ${Number(c.spend).toLocaleString('en')}, goods ${Number(c.goods).toLocaleString('en')}, goods per month ${Number(c.month).toLocaleString('en')}, orders ${Number(c.marks).toLocaleString('en')}`,
  );
  console.log(
    `runs: ${RUNS} per view through the service, ${PLAIN_RUNS} plain; load average before ${loadBefore}, after ${load()}; figures agree: ${agree ? 'yes' : 'NO'}`,
  );
  console.log(line(head));
  for (const r of rows) console.log(line(r));
} finally {
  await stop();
}
