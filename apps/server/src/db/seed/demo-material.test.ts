/**
 * The AI素材 demo: a dozen of vendor01's goods with material in every status, versions, one rejected with
 * its comment, approved selling points that the goods detail shows; once only.
 */
import { describe, expect, it } from 'vitest';
import { materialPublishedEndpoint } from '@pm/contract/material';
import { dataOf, VISITOR, useTestApp } from '../../test/app';
import { DEMO_REJECT_COMMENT, seedDemoMaterial } from './demo-material';

const ctx = useTestApp();

describe('demo material', () => {
  it('seeds material in every status once, with versions and a rejection with its comment', async () => {
    const db = ctx.tdb.db;
    expect(await seedDemoMaterial(db, { dataDir: ctx.config.dataDir })).toEqual({ materials: 12 });
    expect(await seedDemoMaterial(db, { dataDir: ctx.config.dataDir })).toBeNull();
    const rows = await db
      .selectFrom('materials')
      .select(['goods_id', 'kind', 'status', 'latest_no', 'published_no'])
      .execute();
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['DRAFT', 'PENDING', 'APPROVED', 'REJECTED']));
    expect(rows.some((r) => r.latest_no === 2 && r.published_no === 1)).toBe(true);
    const comment = await db
      .selectFrom('material_comments')
      .select(['content', 'action'])
      .where('action', '=', 'REJECT')
      .execute();
    expect(comment).toEqual([{ content: DEMO_REJECT_COMMENT, action: 'REJECT' }]);
    const approved = rows.find((r) => r.kind === 'SELLING_POINTS' && r.status === 'APPROVED')!;
    const pub = await dataOf(ctx.call(materialPublishedEndpoint, { goodsId: approved.goods_id }, VISITOR));
    expect(pub.sellingPoints.length).toBeGreaterThan(1);
  });
});
