import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { seedDemoPlans } from './demo-plans';

const ctx = useTestApp();

describe('demo purchasing plans', () => {
  it("gives buyer01's organization plans in every status, one partly ordered, once", async () => {
    const db = ctx.tdb.db;
    const stats = await seedDemoPlans(db, { now: ctx.clock.now() });
    expect(stats).toEqual({ plans: 5, orders: 1 });
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
      .select(['goods_id', 'quantity', 'ordered_quantity'])
      .where('plan_id', '=', executing.id)
      .orderBy('id')
      .execute();
    expect(lines.map((l) => l.ordered_quantity)).toEqual([4, 5, 0, 0]);
    expect(lines.filter((l) => l.goods_id === null)).toHaveLength(1);
    const orderLines = await db
      .selectFrom('order_lines')
      .select('plan_line_id')
      .where('plan_line_id', 'is not', null)
      .execute();
    expect(orderLines).toHaveLength(2);
    expect(await seedDemoPlans(db, { now: ctx.clock.now() })).toBeNull();
  });
});
