import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminPortalStoryDetailEndpoint,
  adminPortalStoryPageEndpoint,
  deletePortalStoryEndpoint,
  PORTAL_INDUSTRIES,
  portalStoryDetailEndpoint,
  portalStoryPageEndpoint,
  publishPortalStoryEndpoint,
  savePortalStoryEndpoint,
  type SavePortalStoryRequest,
} from '@pm/contract/portal';
import { operatorActionPageEndpoint } from '@pm/contract/workbench-admin';
import { DEMO_STORIES } from '../../db/seed/demo-portal';
import { DEMO, dataOf, login, unchecked, useTestApp, VISITOR } from '../../test/app';

const ctx = useTestApp();
let admin: string;
let buyer01: string;
let vendor01: string;

const NEW_STORY: SavePortalStoryRequest = {
  customerName: '重庆山城摩托配件有限公司',
  shortName: '山城摩配',
  industry: '汽车零部件',
  region: '重庆',
  size: '500–999 人',
  headline: '摩托车配件辅料集中采购，一年省下两个采购员',
  problem: '过去每个车间自己找供应商买刀具和劳保用品，价格不一，票据混乱，对账要一周。',
  solution: '统一在商城下单，走企业月结，按月导出订单明细对账，增值税专用发票随订单开具。',
  figures: [
    { value: '30', unit: '%', label: '采购用时减少' },
    { value: '2', unit: '人', label: '节省采购人力' },
  ],
  quote: '对账终于不再头疼。',
  quoteBy: '财务经理 何静',
};

async function logActions(key: string): Promise<string[]> {
  const log = await dataOf(
    ctx.call(operatorActionPageEndpoint, { objectType: 'story', objectKey: key }, admin),
  );
  return log.records.map((r) => r.action);
}

beforeAll(async () => {
  [admin, buyer01, vendor01] = await Promise.all([
    login(ctx.app, DEMO.admin),
    login(ctx.app, DEMO.buyer01),
    login(ctx.app, DEMO.vendor01),
  ]);
});

describe('public stories', () => {
  it('lists the seeded stories to visitors, in order, with the count per industry', async () => {
    const page = await dataOf(ctx.call(portalStoryPageEndpoint, { limit: 100 }, VISITOR));
    expect(page.total).toBe(DEMO_STORIES.length);
    expect(page.records.map((r) => r.customerName)).toEqual(DEMO_STORIES.map((s) => s.customer_name));
    expect(page.industries.reduce((n, i) => n + i.count, 0)).toBe(DEMO_STORIES.length);
    // in the contract's order
    const order = page.industries.map((i) => PORTAL_INDUSTRIES.indexOf(i.industry as never));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const first = page.records[0]!;
    expect(first.pictures.logo).toBe(`/pm-api/portal/image/story-${first.id}-logo.svg`);
    expect(first.figures.length).toBeGreaterThanOrEqual(2);
  });

  it('filters by industry and pages', async () => {
    const chem = await dataOf(ctx.call(portalStoryPageEndpoint, { industry: '化工' }, VISITOR));
    expect(chem.records.length).toBeGreaterThan(0);
    expect(chem.records.every((r) => r.industry === '化工')).toBe(true);
    const medicine = await dataOf(ctx.call(portalStoryPageEndpoint, { industry: '医药' }, VISITOR));
    expect(medicine).toMatchObject({ records: [], total: 0 });
    const p2 = await dataOf(ctx.call(portalStoryPageEndpoint, { page: 2, limit: 4 }, VISITOR));
    expect(p2.records).toHaveLength(4);
    expect(p2.total).toBe(DEMO_STORIES.length);
  });

  it('refuses a bad industry, page or limit in Chinese', async () => {
    const bad = await ctx.call(portalStoryPageEndpoint, unchecked({ industry: '航天' }), VISITOR);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('行业应为');
    expect((await ctx.call(portalStoryPageEndpoint, unchecked({ limit: 101 }), VISITOR)).status).toBe(400);
    expect((await ctx.call(portalStoryPageEndpoint, unchecked({ page: 'x' }), VISITOR)).status).toBe(400);
  });

  it('shows a detail with related stories of the same industry first; unknown and bad ids 404/400', async () => {
    const page = await dataOf(ctx.call(portalStoryPageEndpoint, { limit: 100 }, VISITOR));
    const story = page.records.find((r) => r.industry === '机械制造')!;
    const detail = await dataOf(ctx.call(portalStoryDetailEndpoint, { id: story.id }, VISITOR));
    expect(detail.problem.length).toBeGreaterThan(20);
    expect(detail.quote).not.toBe('');
    expect(detail.related).toHaveLength(3);
    expect(detail.related.map((r) => r.id)).not.toContain(story.id);
    const missing = await ctx.call(portalStoryDetailEndpoint, { id: '999999' }, VISITOR);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('客户案例不存在或未发布');
    expect((await ctx.call(portalStoryDetailEndpoint, unchecked({ id: 'abc' }), VISITOR)).status).toBe(400);
  });

  it('draws the pictures as SVG and as WebP at a width; others 404, a bad width 400', async () => {
    const page = await dataOf(ctx.call(portalStoryPageEndpoint, {}, VISITOR));
    const s = page.records[0]!;
    const svg = await ctx.app.inject({ method: 'GET', url: s.pictures.chart });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain(s.figures[0]!.label);
    const logo = await ctx.app.inject({ method: 'GET', url: s.pictures.logo });
    expect(logo.body).toContain([...s.shortName].slice(0, 2).join(''));
    const webp = await ctx.app.inject({ method: 'GET', url: `${s.pictures.cover}?w=480` });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toMatch(/image\/(webp|svg)/);
    for (const url of [
      '/pm-api/portal/image/story-999999-logo.svg',
      '/pm-api/portal/image/story-1-photo.svg',
      '/pm-api/portal/image/story-99999999999999999999-logo.svg',
      '/pm-api/portal/image/..%2F..%2Fetc.svg',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 404 });
    }
    const badWidth = await ctx.app.inject({ method: 'GET', url: `${s.pictures.logo}?w=333` });
    expect(badWidth.statusCode).toBe(400);
  });
});

describe('operators keep the stories', () => {
  it('creates a draft (hidden from visitors), publishes, edits, withdraws and deletes it, all logged', async () => {
    const draft = await dataOf(ctx.call(savePortalStoryEndpoint, NEW_STORY, admin));
    expect(draft.published).toBe(false);
    expect((await ctx.call(portalStoryDetailEndpoint, { id: draft.id }, VISITOR)).status).toBe(404);
    const hidden = await ctx.app.inject({ method: 'GET', url: draft.pictures.logo });
    expect(hidden.statusCode).toBe(404);
    const drafts = await dataOf(ctx.call(adminPortalStoryPageEndpoint, { published: 'false' }, admin));
    expect(drafts.records.map((r) => r.id)).toContain(draft.id);

    const published = await dataOf(
      ctx.call(publishPortalStoryEndpoint, { id: draft.id, published: true }, admin),
    );
    expect(published.published).toBe(true);
    // publishing again changes and logs nothing
    await dataOf(ctx.call(publishPortalStoryEndpoint, { id: draft.id, published: true }, admin));
    const shown = await dataOf(ctx.call(portalStoryDetailEndpoint, { id: draft.id }, VISITOR));
    expect(shown.customerName).toBe(NEW_STORY.customerName);

    const edited = await dataOf(
      ctx.call(
        savePortalStoryEndpoint,
        {
          ...NEW_STORY,
          id: draft.id,
          headline: '<b>摩配辅料</b>集中采购，一年省两名采购员',
          published: true,
        },
        admin,
      ),
    );
    expect(edited.headline).toBe('摩配辅料集中采购，一年省两名采购员');
    expect((await dataOf(ctx.call(adminPortalStoryDetailEndpoint, { id: draft.id }, admin))).headline).toBe(
      edited.headline,
    );

    await dataOf(ctx.call(publishPortalStoryEndpoint, { id: draft.id, published: false }, admin));
    expect((await ctx.call(portalStoryDetailEndpoint, { id: draft.id }, VISITOR)).status).toBe(404);
    await dataOf(ctx.call(deletePortalStoryEndpoint, { id: draft.id }, admin));
    expect((await ctx.call(deletePortalStoryEndpoint, { id: draft.id }, admin)).status).toBe(404);
    expect((await ctx.call(adminPortalStoryDetailEndpoint, { id: draft.id }, admin)).status).toBe(404);
    expect(await logActions(draft.id)).toEqual([
      'story.delete',
      'story.unpublish',
      'story.update',
      'story.publish',
      'story.create',
    ]);
  });

  it('refuses bad input in Chinese and changes nothing', async () => {
    const before = await dataOf(ctx.call(adminPortalStoryPageEndpoint, {}, admin));
    const cases: [unknown, string][] = [
      [{ ...NEW_STORY, industry: '航天' }, '行业应为'],
      [{ ...NEW_STORY, size: '很大' }, '规模应为'],
      [{ ...NEW_STORY, figures: [NEW_STORY.figures[0]] }, '至少填写 2 项数据'],
      [{ ...NEW_STORY, figures: Array(5).fill(NEW_STORY.figures[0]) }, '最多填写 4 项数据'],
      [
        { ...NEW_STORY, figures: [{ value: '三成', label: '采购用时' }, NEW_STORY.figures[1]] },
        '数据应为数字',
      ],
      [{ ...NEW_STORY, problem: '<p></p>' }, '客户面临的问题至少 20 个字'],
      [{ ...NEW_STORY, customerName: 'x'.repeat(41) }, '客户名称最长 40 个字'],
      [{ ...NEW_STORY, sort: -1 }, '顺序最小为 0'],
      [{ ...NEW_STORY, id: '0' }, 'ID 格式不正确'],
    ];
    for (const [body, message] of cases) {
      const res = await ctx.call(savePortalStoryEndpoint, unchecked(body), admin);
      expect(res.status, message).toBe(400);
      expect(res.body.message, message).toContain(message);
    }
    const missing = await ctx.call(savePortalStoryEndpoint, { ...NEW_STORY, id: '999999' }, admin);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('客户案例不存在');
    expect(
      (await ctx.call(publishPortalStoryEndpoint, { id: '999999', published: true }, admin)).status,
    ).toBe(404);
    expect(
      (await ctx.call(publishPortalStoryEndpoint, unchecked({ id: '1', published: 'yes' }), admin)).status,
    ).toBe(400);
    expect(
      (await ctx.call(adminPortalStoryPageEndpoint, unchecked({ published: 'maybe' }), admin)).status,
    ).toBe(400);
    const after = await dataOf(ctx.call(adminPortalStoryPageEndpoint, {}, admin));
    expect(after.total).toBe(before.total);
  });

  it('lets only operators in: buyers and suppliers 403 (40301, still signed in), visitors 401', async () => {
    for (const who of [buyer01, vendor01]) {
      const list = await ctx.call(adminPortalStoryPageEndpoint, {}, who);
      expect(list.status).toBe(403);
      expect(list.body.code).toBe(40301);
      const save = await ctx.call(savePortalStoryEndpoint, NEW_STORY, who);
      expect(save.status).toBe(403);
      expect((await ctx.call(deletePortalStoryEndpoint, { id: '1' }, who)).status).toBe(403);
      expect((await ctx.call(publishPortalStoryEndpoint, { id: '1', published: false }, who)).status).toBe(
        403,
      );
      expect((await ctx.call(adminPortalStoryDetailEndpoint, { id: '1' }, who)).status).toBe(403);
    }
    expect((await ctx.call(adminPortalStoryPageEndpoint, {}, VISITOR)).status).toBe(401);
    // nothing was changed by them
    expect((await dataOf(ctx.call(portalStoryPageEndpoint, {}, VISITOR))).total).toBe(DEMO_STORIES.length);
  });
});
