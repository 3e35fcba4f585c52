import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { DEMO_APPROVAL_THRESHOLD, seedDemoApprovals } from './demo-approvals';

const ctx = useTestApp();

describe('demo approvals', () => {
  it("gives buyer02's queue two waiting submissions of buyer01 and a history of one approved and one rejected, once", async () => {
    const db = ctx.tdb.db;
    const runs = await Promise.all([
      seedDemoApprovals(db, { now: ctx.clock.now() }),
      seedDemoApprovals(db, { now: ctx.clock.now() }),
    ]);
    expect(runs.filter((r) => r === null)).toHaveLength(1);
    expect(runs.find((r) => r !== null)).toBe(4);
    const rule = await db
      .selectFrom('approval_rules as r')
      .innerJoin('users as u', 'u.organization_id', 'r.organization_id')
      .select(['r.amount_threshold'])
      .where('u.username', '=', 'buyer01')
      .executeTakeFirstOrThrow();
    expect(Number(rule.amount_threshold)).toBe(DEMO_APPROVAL_THRESHOLD);
    const approvals = await db
      .selectFrom('order_approvals as a')
      .innerJoin('orders as o', 'o.submission_id', 'a.submission_id')
      .select(['a.status', 'o.status as order_status', 'a.expires_at'])
      .orderBy('a.id')
      .execute();
    expect(approvals.map((a) => [a.status, a.order_status])).toEqual([
      ['APPROVED', 'PACKAGING'],
      ['REJECTED', 'CANCELLED'],
      ['PENDING', 'APPROVING'],
      ['PENDING', 'APPROVING'],
    ]);
    for (const a of approvals.filter((x) => x.status === 'PENDING')) {
      expect(a.expires_at.getTime()).toBeGreaterThan(ctx.clock.now().getTime());
    }
  });
});
