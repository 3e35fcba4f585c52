/**
 * The two-year demo spend (`npm start` only) on a fresh copy of the test template: a few thousand finished
 * orders over 24 months up to a few days before now (all of it over by then), as many a month in the last
 * six as before them (no step where the live demo history begins), with seasons, departments, several suppliers per
 * category, cancellations, paid and rejected refunds and late deliveries; orders, lines, logs and refunds
 * consistent with one another; stock and credit untouched; the rollups equal to the plain GROUP BY; a
 * second run adds nothing.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLLUP_TABLES, rollupRowsAsText } from '../../modules/dashboard/rollup-writer';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { seedDemoSpendHistory, spendRange, type SpendHistoryStats } from './demo-spend-history';

const NOW = new Date('2026-11-26T10:00:00+08:00');
let tdb: TestDatabase;
let first: SpendHistoryStats | null;
let creditBefore: unknown[];
let stockBefore: unknown[];

const q = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(tdb.db)).rows;

beforeAll(async () => {
  tdb = await createTestDatabase();
  creditBefore = await q(sql`SELECT organization_id, used FROM organization_credits ORDER BY 1`);
  stockBefore = await q(sql`SELECT md5(string_agg(goods_id || ':' || warehouse_id || ':' || quantity, ','
    ORDER BY goods_id, warehouse_id)) AS h FROM goods_stock`);
  first = await seedDemoSpendHistory(tdb.db, { now: NOW });
  console.log(`demo spend history: ${JSON.stringify(first)}`);
}, 180_000);

afterAll(async () => {
  await tdb?.drop();
});

async function rollupRows(table: string, plain: boolean): Promise<string[]> {
  return rollupRowsAsText(
    tdb.db,
    ROLLUP_TABLES.find((x) => x.name === table)!,
    plain,
  );
}

describe('the demo spend history', () => {
  it('adds a few thousand finished orders over 24 months up to a few days ago', async () => {
    expect(first).not.toBeNull();
    const { from, to } = spendRange(NOW);
    const [o] = await q<{ n: number; lines: number; min: Date; max: Date; months: number; orgs: number }>(sql`
      SELECT count(*)::int AS n, sum(line_count)::int AS lines, min(created_at) AS min, max(created_at) AS max,
        count(DISTINCT to_char(created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM'))::int AS months,
        count(DISTINCT organization_id)::int AS orgs
      FROM orders`);
    expect(o!.n).toBe(first!.orders);
    expect(o!.n).toBeGreaterThanOrEqual(3500);
    expect(o!.n).toBeLessThanOrEqual(4500);
    expect(o!.lines).toBe(first!.lines);
    expect(o!.min.getTime()).toBeGreaterThanOrEqual(from.getTime());
    expect(o!.max.getTime()).toBeLessThan(to.getTime());
    expect(o!.months).toBe(24);
    expect(to.getTime()).toBeGreaterThan(NOW.getTime() - 4 * 86_400_000);
    // Every story is over before now: receipts, refunds and their logs.
    const [late] = await q<{ n: number }>(sql`
      SELECT (SELECT count(*) FROM orders WHERE finished_at >= ${NOW} OR updated_at >= ${NOW})
        + (SELECT count(*) FROM refunds WHERE updated_at >= ${NOW})
        + (SELECT count(*) FROM order_logs WHERE created_at >= ${NOW})
        + (SELECT count(*) FROM refund_logs WHERE created_at >= ${NOW}) AS n`);
    expect(Number(late!.n)).toBe(0);
    expect(o!.orgs).toBeGreaterThanOrEqual(2);
    const statuses = await q<{ status: string }>(sql`SELECT DISTINCT status FROM orders ORDER BY 1`);
    expect(statuses.map((s) => s.status)).toEqual(['CANCELLED', 'DONE']);
  });

  it('has seasons: spring and autumn buy more than the month of 春节', async () => {
    const rows = await q<{ m: string; n: number }>(sql`
      SELECT to_char(created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM') AS m, count(*)::int AS n
      FROM orders GROUP BY 1`);
    const n = new Map(rows.map((r) => [r.m, r.n]));
    // 春节 2025 fell on 29 January, 2026 on 17 February.
    expect(n.get('2025-04')!).toBeGreaterThan(1.6 * n.get('2025-02')!);
    expect(n.get('2025-10')!).toBeGreaterThan(1.6 * n.get('2025-02')!);
    expect(n.get('2026-03')!).toBeGreaterThan(1.6 * n.get('2026-02')!);
  });

  it('runs on into the last six months: no step where the live demo history begins', async () => {
    const rows = await q<{ recent: boolean; n: number }>(sql`
      SELECT created_at >= '2026-05-01T00:00:00+08:00' AS recent,
        count(*)::float / count(DISTINCT to_char(created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM')) AS n
      FROM orders WHERE created_at < '2026-11-01T00:00:00+08:00' GROUP BY 1`);
    const perMonth = new Map(rows.map((r) => [r.recent, Number(r.n)]));
    // Slow growth: the last six full months buy a little more a month than the 17 before them.
    expect(perMonth.get(true)!).toBeGreaterThan(0.9 * perMonth.get(false)!);
    expect(perMonth.get(true)!).toBeLessThan(1.6 * perMonth.get(false)!);
  });

  it('spreads over departments and several suppliers per category', async () => {
    const depts = await q<{ org: string; n: number }>(sql`
      SELECT organization_id::text AS org, count(DISTINCT department_id)::int AS n FROM orders GROUP BY 1`);
    for (const d of depts) expect(d.n).toBeGreaterThanOrEqual(4);
    const cats = await q<{ n: number }>(sql`
      SELECT count(DISTINCT o.supplier_id)::int AS n FROM order_lines l JOIN orders o ON o.id = l.order_id
      GROUP BY l.category_id`);
    expect(cats.filter((c) => c.n >= 2).length).toBeGreaterThanOrEqual(Math.ceil(cats.length / 2));
    const suppliers = await q<{ n: number }>(sql`SELECT count(DISTINCT supplier_id)::int AS n FROM orders`);
    expect(suppliers[0]!.n).toBeGreaterThanOrEqual(5);
  });

  it('has cancellations, late deliveries and savings against the list price', async () => {
    const [f] = await q<{
      cancelled: number;
      late: number;
      shipped: number;
      listed: string;
      paid: string;
    }>(sql`
      SELECT count(*) FILTER (WHERE status = 'CANCELLED')::int AS cancelled,
        count(*) FILTER (WHERE (shipped_at AT TIME ZONE 'Asia/Shanghai')::date > expected_date)::int AS late,
        count(shipped_at)::int AS shipped,
        (SELECT sum(list_price * num) FROM order_lines)::text AS listed, (SELECT sum(amount) FROM order_lines)::text AS paid
      FROM orders`);
    expect(f!.cancelled).toBeGreaterThan(0);
    expect(f!.late).toBeGreaterThan(0);
    expect(f!.late).toBeLessThan(f!.shipped * 0.3);
    expect(Number(f!.listed)).toBeGreaterThan(Number(f!.paid));
    // Cancelled orders never shipped; finished ones shipped, then were received.
    const [bad] = await q<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM orders WHERE (status = 'CANCELLED' AND shipped_at IS NOT NULL)
        OR (status = 'DONE' AND (shipped_at IS NULL OR finished_at < shipped_at OR auto_confirm_at IS NOT NULL))
        OR finished_at < created_at`);
    expect(bad!.n).toBe(0);
  });

  it('keeps orders, lines, logs and refunds consistent with one another', async () => {
    const [c] = await q<{ totals: number; logs: number; nos: number; subs: number }>(sql`
      SELECT
        (SELECT count(*) FROM orders o WHERE o.goods_amount <> (SELECT sum(amount) FROM order_lines WHERE order_id = o.id)
          OR o.line_count <> (SELECT count(*) FROM order_lines WHERE order_id = o.id)
          OR o.quantity <> (SELECT sum(num) FROM order_lines WHERE order_id = o.id))::int AS totals,
        (SELECT count(*) FROM orders o WHERE (SELECT status FROM order_logs g WHERE g.order_id = o.id
          ORDER BY g.created_at DESC, g.id DESC LIMIT 1) IS DISTINCT FROM o.status)::int AS logs,
        (SELECT count(*) FROM orders WHERE order_no !~ '^PO[0-9]{14}$'
          OR substr(order_no, 3, 8) <> to_char(created_at AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDD'))::int AS nos,
        (SELECT count(*) FROM orders o JOIN order_submissions s ON s.id = o.submission_id
          WHERE s.user_id <> o.user_id OR s.organization_id <> o.organization_id)::int AS subs`);
    expect(c).toEqual({ totals: 0, logs: 0, nos: 0, subs: 0 });
    const refunds = await q<{ status: string; n: number }>(sql`
      SELECT status, count(*)::int AS n FROM refunds GROUP BY 1 ORDER BY 1`);
    expect(refunds.map((r) => r.status)).toEqual(['REJECTED', 'RETURNED']);
    expect(refunds.reduce((a, r) => a + r.n, 0)).toBe(first!.refunds);
    // What the lines say was refunded is what paid refunds gave back; a refund's total is its lines'.
    const [r] = await q<{ lines: number; totals: number; orders: number; logs: number }>(sql`
      SELECT
        (SELECT count(*) FROM order_lines l WHERE l.refund_amount <> coalesce((SELECT sum(x.amount)
          FROM refund_lines x JOIN refunds f ON f.id = x.refund_id AND f.status = 'RETURNED'
          WHERE x.order_line_id = l.id), 0))::int AS lines,
        (SELECT count(*) FROM refunds f WHERE f.amount <> (SELECT sum(amount) FROM refund_lines WHERE refund_id = f.id))::int AS totals,
        (SELECT count(*) FROM refunds f JOIN orders o ON o.id = f.order_id
          WHERE o.status <> 'DONE' OR f.created_at < o.finished_at OR f.supplier_id <> o.supplier_id)::int AS orders,
        (SELECT count(*) FROM refunds f WHERE (SELECT status FROM refund_logs g WHERE g.refund_id = f.id
          ORDER BY g.created_at DESC, g.id DESC LIMIT 1) IS DISTINCT FROM f.status)::int AS logs`);
    expect(r).toEqual({ lines: 0, totals: 0, orders: 0, logs: 0 });
  });

  it('touches neither stock nor credit', async () => {
    expect(await q(sql`SELECT organization_id, used FROM organization_credits ORDER BY 1`)).toEqual(
      creditBefore,
    );
    expect(
      await q(sql`SELECT md5(string_agg(goods_id || ':' || warehouse_id || ':' || quantity, ','
        ORDER BY goods_id, warehouse_id)) AS h FROM goods_stock`),
    ).toEqual(stockBefore);
    const [s] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM order_line_stock`);
    expect(s!.n).toBe(0);
  });

  it('leaves every rollup equal to the plain GROUP BY over the order lines', async () => {
    for (const t of ROLLUP_TABLES) {
      const kept = await rollupRows(t.name, false);
      expect(kept.length, t.name).toBeGreaterThan(0);
      expect(kept, t.name).toEqual(await rollupRows(t.name, true));
    }
    const [m] = await q<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM dashboard_order_marks m WHERE m.order_id = o.id)`);
    expect(m!.n).toBe(0);
  });

  it('is added once: a second run adds nothing', async () => {
    const [before] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders`);
    expect(await seedDemoSpendHistory(tdb.db, { now: NOW })).toBeNull();
    const [after] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders`);
    expect(after!.n).toBe(before!.n);
  });
});
