import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mallIndexEndpoint, noticeDetailEndpoint } from '@pm/contract/mall';
import { wbPictureEndpoint } from '@pm/contract/workbench-goods';
import { requestOf } from '../../test/call';
import { dataOf, useTestApp, VISITOR } from '../../test/app';
import { DEMO_NOTICE_BODIES, seedDemoContent } from './demo-content';

const ctx = useTestApp();

describe('demo home content', () => {
  it('gives the notices rich bodies and two banners uploaded pictures the homes show; once', async () => {
    const db = ctx.tdb.db;
    const opts = { dataDir: ctx.app.config.dataDir, now: ctx.clock.now() };
    const result = await seedDemoContent(db, opts);
    expect(result?.banners).toBe(2);
    expect(result?.notices).toBeGreaterThanOrEqual(6);

    const home = await dataOf(ctx.call(mallIndexEndpoint, undefined, VISITOR));
    const uploaded = home.banners.filter((b) => b.image.startsWith('/pm-api/workbench/goods/picture/'));
    expect(uploaded.map((b) => b.title)).toEqual(['智能仓储 次日达', '安全生产 防护到位']);
    const picture = await ctx.app.inject(
      requestOf(wbPictureEndpoint, { id: uploaded[0]!.image.split('/').pop()! }, VISITOR),
    );
    expect(picture.statusCode).toBe(200);
    const meta = await sharp(picture.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 400]);

    const spring = home.notices.find((n) => n.title in DEMO_NOTICE_BODIES)!;
    const read = await dataOf(ctx.call(noticeDetailEndpoint, { id: spring.id }, VISITOR));
    for (const tag of ['<p>', '<li>', '<strong>']) expect(read.html).toContain(tag);

    expect(await seedDemoContent(db, opts)).toBeNull();
    const after = await dataOf(ctx.call(mallIndexEndpoint, undefined, VISITOR));
    expect(after.banners.length).toBe(home.banners.length);
  });
});
