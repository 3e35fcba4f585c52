import { describe, expect, it } from 'vitest';
import { wbGoodsSummaryEndpoint, wbReviewPageEndpoint } from '@pm/contract/workbench-goods';
import { dataOf, DEMO, login, useTestApp } from '../../test/app';
import { seedDemoWorkbench } from './demo-workbench';

const ctx = useTestApp();

describe('demo workbench', () => {
  it('gives vendor01 goods in every status (a draft, one in review with a change, a rejected one), once', async () => {
    const db = ctx.tdb.db;
    const vendor = await login(ctx.app, DEMO.vendor01);
    const before = await dataOf(ctx.call(wbGoodsSummaryEndpoint, undefined, vendor));
    const runs = await Promise.all([
      seedDemoWorkbench(db, { now: ctx.clock.now(), dataDir: ctx.config.dataDir }),
      seedDemoWorkbench(db, { now: ctx.clock.now(), dataDir: ctx.config.dataDir }),
    ]);
    expect(runs.filter((r) => r === null)).toHaveLength(1);
    expect(runs.find((r) => r !== null)).toBe(4);
    const after = await dataOf(ctx.call(wbGoodsSummaryEndpoint, undefined, vendor));
    expect(after.counts).toEqual({
      DRAFT: before.counts.DRAFT + 1,
      PENDING: before.counts.PENDING + 1,
      REJECTED: before.counts.REJECTED + 1,
      ON: before.counts.ON - 2,
      OFF: before.counts.OFF + 1,
    });
    const admin = await login(ctx.app, DEMO.admin);
    const queue = await dataOf(ctx.call(wbReviewPageEndpoint, {}, admin));
    expect(queue.records).toEqual([
      expect.objectContaining({ isNew: false, changedFields: ['商品名称', '规格'] }),
    ]);
  });
});
