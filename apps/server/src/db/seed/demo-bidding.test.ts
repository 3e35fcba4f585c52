import { describe, expect, it } from 'vitest';
import { BID_STATUSES } from '@pm/contract/bidding';
import { statusOf } from '../../modules/bidding/bidding-status';
import { useTestApp } from '../../test/app';
import { seedDemoBidding } from './demo-bidding';

const ctx = useTestApp();

describe('demo bidding', () => {
  it('makes events in every lasting status once per database', async () => {
    const now = new Date('2026-11-26T02:00:00Z');
    const made = await seedDemoBidding(ctx.tdb.db, { dataDir: ctx.config.dataDir, now });
    expect(made).toBeGreaterThanOrEqual(9);
    const rows = await ctx.tdb.db.selectFrom('bid_events').selectAll().execute();
    const statuses = new Set(rows.map((r) => statusOf(r, now)));
    for (const s of BID_STATUSES.filter((x) => x !== 'closed')) expect(statuses, s).toContain(s);
    expect(await seedDemoBidding(ctx.tdb.db, { dataDir: ctx.config.dataDir, now })).toBeNull();
  });
});
