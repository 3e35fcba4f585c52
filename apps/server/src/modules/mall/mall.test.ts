import { sql } from 'kysely';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  floorListEndpoint,
  goodsEventEndpoint,
  mallIndexEndpoint,
  organizationBannerEndpoint,
  organizationLogoEndpoint,
  pageEventEndpoint,
  productWorkOrderEndpoint,
  type ProductWorkOrderRequest,
  siteConfigListEndpoint,
  websiteSettingPageEndpoint,
} from '@pm/contract/mall';
import { DEMO, login, unchecked, useTestApp, VISITOR } from '../../test/app';
import { insertFixture, type Fixture, type GoodsFixture } from '../goods-detail/test-fixtures';
import { PICTURE_WIDTH_MESSAGE } from '../../plugins/pictures';

const ctx = useTestApp();
let fx: Fixture;
let buyer01: string;
let buyer11: string;
let vendor01: string;

/** Four more goods in the fixture's first-level category: the floor shows 8 of its 9 on sale. */
const EXTRA: GoodsFixture[] = [1, 2, 3, 4, 5].map((n) => ({
  key: `X${n}`,
  name: `H3M精测 深度尺 ${n * 100}mm`,
  catalog: 'c3b',
  brand: 'b',
  model: `DP-${n}`,
  spec: `${n * 100}mm`,
  listPrice: 5000 + n,
  sales: 1000 * n,
  stock: { hz: n, bj: 0 },
}));

beforeAll(async () => {
  fx = await insertFixture(ctx.tdb.db, 'H3M', EXTRA);
  [buyer01, buyer11, vendor01] = await Promise.all([
    login(ctx.app, DEMO.buyer01),
    login(ctx.app, DEMO.buyer11),
    login(ctx.app, DEMO.vendor01),
  ]);
});

describe('GET /mall/index', () => {
  it('answers the seeded banners, the notices newest first and real counts', async () => {
    const counts = await sql<{ goods: string; brands: string; suppliers: string }>`
      SELECT (SELECT count(*) FROM goods WHERE status = 'on') AS goods,
             (SELECT count(DISTINCT brand_id) FROM goods WHERE status = 'on') AS brands,
             (SELECT count(DISTINCT g.supplier_id) FROM goods g JOIN organizations o ON o.id = g.supplier_id
               WHERE g.status = 'on' AND o.kind = 'vendor') AS suppliers`.execute(ctx.tdb.db);
    const { status, body } = await ctx.call(mallIndexEndpoint, undefined, VISITOR);
    expect(status).toBe(200);
    const data = body.data;
    expect(data.banners.map((b: { title: string }) => b.title)).toEqual(
      expect.arrayContaining(['工业品一站式采购', '劳保季', '五金工具节']),
    );
    for (const b of data.banners) {
      expect(b.link).toMatch(/^\/shop\/list\?catalog=/);
      expect(b.image).toMatch(/^\/pm-api\/mall\/image\/banner-\d+\.svg$/);
    }
    expect(data.notices.length).toBeGreaterThan(0);
    const dates = data.notices.map((n: { date: string }) => n.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const c = counts.rows[0]!;
    expect(data.stats).toEqual({
      goodsCount: Number(c.goods),
      brandCount: Number(c.brands),
      supplierCount: Number(c.suppliers),
    });
    expect(data.stats.goodsCount).toBeGreaterThanOrEqual(10);
  });

  it('serves each banner as an SVG drawn from its row, and 404 for an unknown image', async () => {
    const index = (await ctx.call(mallIndexEndpoint, undefined, VISITOR)).body.data;
    const first = index.banners[0]!;
    const res = await ctx.app.inject({ url: first.image });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain(first.title);
    expect(res.body).toMatch(/^<svg /);
    const missing = await ctx.app.inject({ url: '/pm-api/mall/image/banner-999999.svg' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404, message: '图片不存在' });
    const bad = await ctx.app.inject({ url: '/pm-api/mall/image/..%2Fetc.svg' });
    expect(bad.statusCode).toBe(404);
    const logo = await ctx.app.inject({ url: '/pm-api/mall/image/org-logo-1.svg' });
    expect(logo.body).toContain('华东精工');
    const platform = await ctx.app.inject({ url: '/pm-api/mall/image/org-banner-5.svg' });
    expect(platform.body).toContain('固买商城');
  });

  it('serves a banner as WebP at a width, keeping the cache of the route; another width answers 400', async () => {
    const index = (await ctx.call(mallIndexEndpoint, undefined, VISITOR)).body.data;
    const url = index.banners[0]!.image;
    const res = await ctx.app.inject({ url: `${url}?w=960` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 960, height: 320 });
    const logo = await ctx.app.inject({ url: '/pm-api/mall/image/org-logo-1.svg?w=240' });
    expect(await sharp(logo.rawPayload).metadata()).toMatchObject({ width: 240 });

    const before = ctx.app.pictures.stats();
    for (const query of ['w=500', 'w=abc', 'w=960&w=1200']) {
      const bad = await ctx.app.inject({ url: `${url}?${query}` });
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json()).toEqual({ code: 400, message: PICTURE_WIDTH_MESSAGE, data: null });
    }
    expect(ctx.app.pictures.stats()).toEqual(before);
    const missing = await ctx.app.inject({ url: '/pm-api/mall/image/banner-999999.svg?w=960' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404, message: '图片不存在' });
  });

  it('is the same for visitors through the public path', async () => {
    const res = await ctx.call(mallIndexEndpoint, undefined, VISITOR, { public: true });
    expect(res.status).toBe(200);
    expect(res.body.data.banners.length).toBeGreaterThanOrEqual(3);
  });
});

describe('GET /web/site/config/list', () => {
  it('lists the site configuration: name, hotline, promises, footer links', async () => {
    const { status, body } = await ctx.call(siteConfigListEndpoint, undefined, VISITOR);
    expect(status).toBe(200);
    const byKey = new Map(body.data.map((c: { key: string; value: unknown }) => [c.key, c.value]));
    expect(byKey.get('siteName')).toBe('固买商城');
    expect(byKey.get('hotline')).toMatch(/^400-/);
    expect(byKey.get('servicePromises')).toEqual(
      expect.arrayContaining([expect.objectContaining({ title: '正品保障' })]),
    );
    const groups = byKey.get('footerLinkGroups') as { title: string; links: unknown[] }[];
    expect(groups.length).toBeGreaterThanOrEqual(4);
    expect(groups[0]!.links.length).toBeGreaterThan(0);
  });
});

describe('GET /web/site/config/shop/floor/new', () => {
  type Card = { id: string; price: number; agreement: boolean; stock: number };
  const floorOf = (data: { name: string; goods: Card[] }[]) => data.find((f) => f.name === fx.names.top)!;

  it('gives one floor per first-level category with sub-categories, top brands and 8 best sellers', async () => {
    const { status, body } = await ctx.call(floorListEndpoint, {}, VISITOR);
    expect(status).toBe(200);
    const floor = floorOf(body.data);
    expect(floor).toMatchObject({
      id: fx.catalogs.top,
      icon: 'icon-1',
      subCatalogs: [{ id: fx.catalogs.c2, name: fx.names.c2 }],
    });
    expect(floor.goods.map((g) => g.id)).toEqual([
      fx.ids.A,
      fx.ids.B,
      fx.ids.C,
      fx.ids.D,
      fx.ids.X5,
      fx.ids.X4,
      fx.ids.X3,
      fx.ids.X2,
    ]);
    expect(floor.goods.map((g) => g.id)).not.toContain(fx.ids.E);
    expect((floor as unknown as { brands: { nameCn: string }[] }).brands.map((b) => b.nameCn)).toEqual([
      fx.names.brandA,
      fx.names.brandB,
    ]);
    const other = body.data.find((f) => f.id === fx.catalogs.otherTop)!;
    expect(other.goods.map((g) => g.id)).toEqual([fx.ids.F]);
    // Every floor has goods.
    for (const f of body.data) expect(f.goods.length).toBeGreaterThan(0);
  });

  it('prices floor goods for the caller organization only, and counts stock for the division', async () => {
    const a = async (token: string | null = VISITOR, divisionCode?: string) =>
      floorOf((await ctx.call(floorListEndpoint, { divisionCode }, token)).body.data).goods.find(
        (g) => g.id === fx.ids.A,
      )!;
    expect(await a(buyer01)).toMatchObject({ price: 9900, agreement: true });
    expect(await a(buyer11)).toMatchObject({ price: 12800, agreement: false });
    expect(await a()).toMatchObject({ price: 12800, agreement: false });
    expect(await a(VISITOR, '110105')).toMatchObject({ stock: 0 });
    expect(await a(VISITOR, '330106')).toMatchObject({ stock: 50 });
  });

  it('refuses a bad division code with 400', async () => {
    const res = await ctx.call(floorListEndpoint, { divisionCode: '1' }, VISITOR);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('地区编码应为 6 位数字');
  });
});

describe('GET /website-setting/page', () => {
  it('pages the website settings', async () => {
    const all = (await ctx.call(websiteSettingPageEndpoint, {}, VISITOR)).body.data;
    expect(all).toMatchObject({ page: 1, limit: 20 });
    expect(all.total).toBeGreaterThanOrEqual(6);
    expect(all.records[0]).toMatchObject({ key: 'about', title: '关于我们' });
    const second = (await ctx.call(websiteSettingPageEndpoint, { page: 2, limit: 3 }, VISITOR)).body.data;
    expect(second.records).toEqual(all.records.slice(3, 6));
    const beyond = (await ctx.call(websiteSettingPageEndpoint, { page: 100 }, VISITOR)).body.data;
    expect(beyond.records).toEqual([]);
  });

  it('refuses a bad page with 400', async () => {
    const res = await ctx.call(websiteSettingPageEndpoint, { limit: 101 }, VISITOR);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('每页条数最大为 100');
  });
});

describe('organization branding', () => {
  it('shows the caller organization logo and banner, the platform one to visitors', async () => {
    expect((await ctx.call(organizationLogoEndpoint, undefined, VISITOR)).body.data).toEqual({
      organizationId: null,
      name: '固买商城',
      image: '/pm-api/mall/image/org-logo-5.svg',
    });
    expect((await ctx.call(organizationLogoEndpoint, undefined, buyer01)).body.data).toEqual({
      organizationId: '1',
      name: '华东精工制造有限公司',
      image: '/pm-api/mall/image/org-logo-1.svg',
    });
    expect((await ctx.call(organizationBannerEndpoint, undefined, buyer11)).body.data).toEqual({
      organizationId: '2',
      name: '北方重型机械股份有限公司',
      image: '/pm-api/mall/image/org-banner-2.svg',
    });
    expect((await ctx.call(organizationBannerEndpoint, undefined, VISITOR)).body.data).toMatchObject({
      organizationId: null,
      image: '/pm-api/mall/image/org-banner-5.svg',
    });
    // An organization without its own branding shows the platform's.
    await ctx.tdb.db.updateTable('organizations').set({ logo: null }).where('id', '=', '3').execute();
    expect((await ctx.call(organizationLogoEndpoint, undefined, vendor01)).body.data).toMatchObject({
      organizationId: '3',
      image: '/pm-api/mall/image/org-logo-5.svg',
    });
    // The visitor path never reveals the caller's organization.
    expect(
      (await ctx.call(organizationLogoEndpoint, undefined, buyer01, { public: true })).body.data
        .organizationId,
    ).toBe(null);
  });
});

describe('analytics events', () => {
  const events = () =>
    ctx.tdb.db
      .selectFrom('analytics_events')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();

  it('stores a goods event with the signed-in user and organization', async () => {
    const res = await ctx.call(
      goodsEventEndpoint,
      { event: 'goods_view', goodsId: fx.ids.A, keyword: '卡尺', data: { from: 'list', pos: 3 } },
      buyer01,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, data: null });
    const e = await events();
    expect(e).toMatchObject({
      kind: 'goods',
      event: 'goods_view',
      goods_id: fx.ids.A,
      user_id: '1',
      organization_id: '1',
      payload: { keyword: '卡尺', data: { from: 'list', pos: 3 } },
    });
    expect(e.created_at.toISOString()).toBe(ctx.clock.now().toISOString());
  });

  it('stores a page event of a visitor without user', async () => {
    const res = await ctx.call(pageEventEndpoint, { event: 'page_view', page: '/shop/list?k=螺丝' }, VISITOR);
    expect(res.status).toBe(200);
    expect(await events()).toMatchObject({
      kind: 'page',
      event: 'page_view',
      user_id: null,
      organization_id: null,
      payload: { page: '/shop/list?k=螺丝', data: {} },
    });
  });

  it('refuses oversized or malformed payloads with 400', async () => {
    const before = await events();
    const tooMany = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`k${i}`, i]));
    const page = pageEventEndpoint;
    const goods = goodsEventEndpoint;
    const cases: [typeof page | typeof goods, unknown, string][] = [
      [page, { event: 'x', data: tooMany }, '附加数据最多 30 项'],
      [page, { event: 'x', data: { a: 'y'.repeat(501) } }, '附加数据的值最长 500 个字'],
      [page, { event: 'x', data: { a: { nested: 1 } } }, '附加数据的值只能是文字、数字、布尔值或 null'],
      [page, { event: '  ' }, '事件名称不能为空'],
      [page, { event: 'x', page: 'p'.repeat(301) }, '页面地址过长'],
      [goods, { event: 'x', goodsId: 'abc' }, 'ID 格式不正确'],
      [goods, { event: 'e'.repeat(65) }, '事件名称最长 64 个字'],
    ];
    for (const [route, payload, message] of cases) {
      const res = await ctx.call(route, unchecked(payload), VISITOR);
      expect(res.status, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect((await events()).id).toBe(before.id);
  });
});

describe('POST /product-work-order/save', () => {
  const order = (over: Partial<ProductWorkOrderRequest> = {}): ProductWorkOrderRequest => ({
    goodsId: fx.ids.A!,
    kind: 'price',
    content: '协议价与合同不一致，合同价为 95 元',
    contact: '13800000001',
    ...over,
  });

  it('needs a signed-in caller', async () => {
    const res = await ctx.call(productWorkOrderEndpoint, order(), VISITOR);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(401);
  });

  it('stores the work order with the caller organization', async () => {
    const res = await ctx.call(productWorkOrderEndpoint, order(), buyer11);
    expect(res.status).toBe(200);
    const row = await ctx.tdb.db
      .selectFrom('product_work_orders')
      .selectAll()
      .where('id', '=', res.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      goods_id: fx.ids.A,
      user_id: '3',
      organization_id: '2',
      kind: 'price',
      content: '协议价与合同不一致，合同价为 95 元',
      contact: '13800000001',
      status: 'open',
    });
    // A delisted item can still be reported.
    expect(
      (await ctx.call(productWorkOrderEndpoint, order({ goodsId: fx.ids.E!, kind: 'spec' }), buyer01)).status,
    ).toBe(200);
  });

  it('answers not found for missing goods and 400 for bad input', async () => {
    const missing = await ctx.call(productWorkOrderEndpoint, order({ goodsId: '999999999' }), buyer01);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 404, message: '商品不存在' });
    const kind = await ctx.call(productWorkOrderEndpoint, unchecked({ ...order(), kind: 'rude' }), buyer01);
    expect(kind.status).toBe(400);
    expect(kind.body.message).toContain('问题类型应为 price、spec、image、stock 或 other');
    const short = await ctx.call(productWorkOrderEndpoint, order({ content: ' 错 ' }), buyer01);
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('请描述问题（至少 2 个字）');
  });
});
