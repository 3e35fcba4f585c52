import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { DEMO_PLANS_MARKER, seedDemoPlans } from './demo-plans';

const ctx = useTestApp();

/** Rows the seed writes (plans, their ledger and orders of buyer01), to tell that a failed seed left none. */
async function counts() {
  const r = await sql<{ plans: number; ledger: number; orders: number; refunds: number }>`
    SELECT (SELECT count(*) FROM purchasing_plans)::int AS plans,
      (SELECT count(*) FROM purchasing_plan_commitments)::int AS ledger,
      (SELECT count(*) FROM orders)::int AS orders,
      (SELECT count(*) FROM refunds)::int AS refunds`.execute(ctx.tdb.db);
  return r.rows[0]!;
}

describe('demo purchasing plans', () => {
  it('is one transaction: a seed failing at its last step leaves nothing, and the next start seeds', async () => {
    const db = ctx.tdb.db;
    const before = await counts();
    // The marker, written last, fails: everything before it must go with it.
    await sql`CREATE FUNCTION pm_test_refuse_marker() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.key = ${sql.lit(DEMO_PLANS_MARKER)} THEN RAISE EXCEPTION 'refused by the test'; END IF;
      RETURN NEW; END $$`.execute(db);
    await sql`CREATE TRIGGER pm_test_refuse_marker BEFORE INSERT ON app_meta
      FOR EACH ROW EXECUTE FUNCTION pm_test_refuse_marker()`.execute(db);
    await expect(seedDemoPlans(db, { now: ctx.clock.now() })).rejects.toThrow('refused by the test');
    expect(await counts()).toEqual(before);
    await sql`DROP TRIGGER pm_test_refuse_marker ON app_meta`.execute(db);
    await sql`DROP FUNCTION pm_test_refuse_marker()`.execute(db);
  });

  it("gives buyer01's organization plans in every status, one partly ordered, received and refunded, once", async () => {
    const db = ctx.tdb.db;
    // Two starts at once (two processes): one seeds, the other finds it done.
    const runs = await Promise.all([
      seedDemoPlans(db, { now: ctx.clock.now() }),
      seedDemoPlans(db, { now: ctx.clock.now() }),
    ]);
    const stats = runs.find((r) => r !== null);
    expect(runs.filter((r) => r === null)).toHaveLength(1);
    expect(stats).toMatchObject({ plans: 5, received: 1 });
    expect(stats!.orders).toBeGreaterThanOrEqual(1);
    const plans = await db
      .selectFrom('purchasing_plans as p')
      .innerJoin('users as u', 'u.organization_id', 'p.organization_id')
      .select(['p.id', 'p.status', 'p.committed', 'p.budget'])
      .where('u.username', '=', 'buyer01')
      .orderBy('p.id')
      .execute();
    expect(plans.map((p) => p.status)).toEqual(['executing', 'draft', 'paused', 'completed', 'closed']);
    const executing = plans[0]!;
    expect(Number(executing.committed)).toBeGreaterThan(0);
    expect(Number(executing.committed)).toBeLessThanOrEqual(Number(executing.budget));
    const lines = await db
      .selectFrom('purchasing_plan_lines')
      .select(['goods_id', 'quantity', 'ordered_quantity', 'ordered_amount', 'received_quantity'])
      .where('plan_id', '=', executing.id)
      .orderBy('id')
      .execute();
    // 4 ordered, received, 1 refunded; 5 ordered and on their way; nothing of the others
    expect(lines.map((l) => l.ordered_quantity)).toEqual([3, 5, 0, 0]);
    expect(lines.map((l) => l.received_quantity)).toEqual([3, 0, 0, 0]);
    expect(lines.filter((l) => l.goods_id === null)).toHaveLength(1);
    expect(Number(executing.committed)).toBe(lines.reduce((n, l) => n + Number(l.ordered_amount), 0));
    const ledger = await db
      .selectFrom('purchasing_plan_commitments')
      .select('kind')
      .where('plan_id', '=', executing.id)
      .execute();
    expect(ledger.map((l) => l.kind).sort()).toEqual(['order', 'order', 'receipt', 'refund']);
    const refund = await db.selectFrom('refunds').select('status').executeTakeFirstOrThrow();
    expect(refund.status).toBe('RETURNED');
    const orderLines = await db
      .selectFrom('order_lines')
      .select('plan_line_id')
      .where('plan_line_id', 'is not', null)
      .execute();
    expect(orderLines).toHaveLength(2);
    expect(await seedDemoPlans(db, { now: ctx.clock.now() })).toBeNull();
  });
});
