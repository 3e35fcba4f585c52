import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { DEMO_BLOCKED_WORD, DEMO_UNVERIFIED_SUPPLIER, seedDemoOperators } from './demo-operators';

const ctx = useTestApp();

describe('demo workbench data', () => {
  it('logs the operators’ actions, withdraws one verification, blocks a word, answers one work order; once', async () => {
    const db = ctx.tdb.db;
    const vendorsBefore = await db
      .selectFrom('organizations')
      .select('id')
      .where('kind', '=', 'vendor')
      .execute();
    expect(await seedDemoOperators(db, { now: ctx.clock.now() })).toEqual({ actions: 6, workOrders: 2 });
    const actions = await db.selectFrom('operator_actions').select('action').orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual([
      'credit.limit',
      'supplier.unverify',
      'banner.create',
      'notice.create',
      'hot-search.block',
      'work-order.reply',
    ]);
    const vendors = await db
      .selectFrom('organizations')
      .select(['name', 'verified_at'])
      .where('kind', '=', 'vendor')
      .execute();
    expect(vendors.length).toBe(vendorsBefore.length);
    expect(vendors.filter((v) => v.verified_at === null).map((v) => v.name)).toEqual([
      DEMO_UNVERIFIED_SUPPLIER,
    ]);
    const words = await db.selectFrom('search_blocked_words').select('word').execute();
    expect(words.map((w) => w.word)).toEqual([DEMO_BLOCKED_WORD]);
    const orders = await db
      .selectFrom('product_work_orders')
      .select(['status', 'reply'])
      .orderBy('id')
      .execute();
    expect(orders.map((o) => o.status)).toEqual(['done', 'open']);
    expect(await seedDemoOperators(db, { now: ctx.clock.now() })).toBeNull();
    expect((await db.selectFrom('operator_actions').select('id').execute()).length).toBe(6);
  });
});
