import { beforeAll, describe, expect, it } from 'vitest';
import {
  areaLimitEndpoint,
  freightTemplateEndpoint,
  goodsDetailEndpoint,
  goodsExistsEndpoint,
  hotSellingEndpoint,
  inventoryCheckEndpoint,
  recommendEndpoint,
} from '@pm/contract/goods';
import { type Caller, DEMO, login, unchecked, useTestApp, VISITOR } from '../../test/app';
import { insertFixture, type Fixture } from './test-fixtures';

const ctx = useTestApp();
let fx: Fixture;
let buyer01: string;
let buyer11: string;
const MISSING = '999999999';

beforeAll(async () => {
  fx = await insertFixture(ctx.tdb.db, 'H3I');
  [buyer01, buyer11] = await Promise.all([login(ctx.app, DEMO.buyer01), login(ctx.app, DEMO.buyer11)]);
});

describe('GET /item/detail/get/:id', () => {
  it('answers the detail with brand, specs, catalog path, supplier, variants and list price for a visitor', async () => {
    const { status, body } = await ctx.call(goodsDetailEndpoint, { id: fx.ids.A! }, VISITOR);
    expect(status).toBe(200);
    const d = body.data;
    expect(d).toMatchObject({
      id: fx.ids.A,
      name: 'H3I量王 数显游标卡尺 0-150mm',
      model: 'DC-150',
      spec: '0-150mm',
      unit: '把',
      price: 12800,
      listPrice: 12800,
      marketPrice: 15800,
      agreement: false,
      stock: 50,
      brand: { id: fx.brands.a, nameCn: fx.names.brandA, nameEn: 'H3IAking' },
      attrs: [
        { name: '测量范围', value: '0-150mm' },
        { name: '型号', value: 'DC-150' },
      ],
      catalogPath: [
        { id: fx.catalogs.top, name: fx.names.top },
        { id: fx.catalogs.c2, name: fx.names.c2 },
        { id: fx.catalogs.c3a, name: fx.names.c3a },
      ],
      supplier: { id: '3' },
      divisionCode: '',
      areaLimited: false,
      deliveryText: '现货',
      freight: { templateId: fx.templateId, fee: 1000, freeThreshold: 9900 },
      onSale: true,
    });
    expect(d.images).toHaveLength(2);
    expect(d.image).toBe(d.images[0]);
    expect(d.description).toContain('游标卡尺');
    expect(d.supplier.name).not.toBe('');
    // Only the other on-sale SKU of the series: never the item itself, never the delisted E.
    expect(d.variants).toEqual([{ id: fx.ids.B, spec: '0-200mm', model: 'DC-200' }]);
  });

  it('shows buyer01 the agreement price of organization 1, and never to buyer11 or visitors', async () => {
    const own = await ctx.call(goodsDetailEndpoint, { id: fx.ids.A! }, buyer01);
    expect(own.body.data).toMatchObject({ price: 9900, listPrice: 12800, agreement: true });
    const other = await ctx.call(goodsDetailEndpoint, { id: fx.ids.A! }, buyer11);
    expect(other.body.data).toMatchObject({ price: 12800, agreement: false });
    const c2 = await ctx.call(goodsDetailEndpoint, { id: fx.ids.C! }, buyer11);
    expect(c2.body.data).toMatchObject({ price: 7700, agreement: true });
    // A visitor path runs as a visitor whatever token it carries; an unknown token is a visitor too.
    const visitorPath = await ctx.call(goodsDetailEndpoint, { id: fx.ids.A! }, buyer01, { public: true });
    expect(visitorPath.body.data).toMatchObject({ price: 12800, agreement: false });
    const stale = await ctx.call(goodsDetailEndpoint, { id: fx.ids.A! }, 'x'.repeat(43));
    expect(stale.status).toBe(200);
    expect(stale.body.data).toMatchObject({ price: 12800, agreement: false });
  });

  it('gives stock, delivery promise and freight for the chosen division (most specific rule wins)', async () => {
    const county = (await ctx.call(goodsDetailEndpoint, { id: fx.ids.A!, divisionCode: '330106' }, VISITOR))
      .body.data;
    expect(county).toMatchObject({
      divisionCode: '330106',
      stock: 50,
      deliveryDays: 1,
      deliveryText: '现货，预计 1 天内送达',
      areaLimited: false,
      freight: { fee: 0, freeThreshold: 0 },
    });
    const city = (await ctx.call(goodsDetailEndpoint, { id: fx.ids.A!, divisionCode: '330100' }, VISITOR))
      .body.data;
    expect(city.freight).toMatchObject({ fee: 500, freeThreshold: 5000 });
    const beijing = (await ctx.call(goodsDetailEndpoint, { id: fx.ids.A!, divisionCode: '110105' }, VISITOR))
      .body.data;
    expect(beijing).toMatchObject({
      stock: 0,
      deliveryDays: null,
      deliveryText: '该地区暂时无货',
      freight: { fee: 1000, freeThreshold: 9900 },
    });
    const bjB = (await ctx.call(goodsDetailEndpoint, { id: fx.ids.B!, divisionCode: '110105' }, VISITOR)).body
      .data;
    expect(bjB).toMatchObject({ stock: 3, deliveryDays: 2, deliveryText: '现货，预计 2 天内送达' });
  });

  it('marks an area limit on the province, city or county of the division', async () => {
    const xj = (await ctx.call(goodsDetailEndpoint, { id: fx.ids.A!, divisionCode: '650100' }, VISITOR)).body
      .data;
    expect(xj).toMatchObject({
      areaLimited: true,
      deliveryDays: null,
      deliveryText: '该地区不在销售范围',
      freight: { fee: 3000, freeThreshold: 20000 },
    });
    const westLake = (await ctx.call(goodsDetailEndpoint, { id: fx.ids.B!, divisionCode: '330106' }, VISITOR))
      .body.data;
    expect(westLake).toMatchObject({ areaLimited: true, deliveryText: '该地区不在销售范围' });
    const shangcheng = (
      await ctx.call(goodsDetailEndpoint, { id: fx.ids.B!, divisionCode: '330102' }, VISITOR)
    ).body.data;
    expect(shangcheng).toMatchObject({ areaLimited: false, stock: 5, deliveryText: '现货，预计 1 天内送达' });
  });

  it('answers a failure envelope with a Chinese message for a missing or delisted item', async () => {
    const missing = await ctx.call(goodsDetailEndpoint, { id: MISSING }, VISITOR);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 404, message: '商品不存在或已下架', data: null });
    const delisted = await ctx.call(goodsDetailEndpoint, { id: fx.ids.E! }, buyer01);
    expect(delisted.status).toBe(404);
    expect(delisted.body).toMatchObject({ code: 404, message: '该商品已下架' });
  });

  it('refuses bad input with 400 and a Chinese message', async () => {
    const badId = await ctx.call(goodsDetailEndpoint, { id: 'abc' }, VISITOR);
    expect(badId.status).toBe(400);
    expect(badId.body.message).toBe('ID 格式不正确');
    const badCode = await ctx.call(goodsDetailEndpoint, { id: fx.ids.A!, divisionCode: '33' }, VISITOR);
    expect(badCode.status).toBe(400);
    expect(badCode.body.message).toBe('地区编码应为 6 位数字');
    const unknown = await ctx.call(goodsDetailEndpoint, { id: fx.ids.A!, divisionCode: '999999' }, VISITOR);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('地区编码不存在');
  });
});

describe('GET /mall/goods/shop/exists/:id', () => {
  it('says whether the goods exist and are on sale', async () => {
    expect((await ctx.call(goodsExistsEndpoint, { id: fx.ids.A! }, VISITOR)).body.data).toEqual({
      exists: true,
      onSale: true,
    });
    expect((await ctx.call(goodsExistsEndpoint, { id: fx.ids.E! }, VISITOR)).body.data).toEqual({
      exists: true,
      onSale: false,
    });
    const missing = await ctx.call(goodsExistsEndpoint, { id: MISSING }, VISITOR);
    expect(missing.status).toBe(200);
    expect(missing.body.data).toEqual({ exists: false, onSale: false });
    const bad = await ctx.call(goodsExistsEndpoint, { id: '0' }, VISITOR);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('ID 格式不正确');
  });
});

describe('GET /item/inventory-check', () => {
  it('checks the stock of the division against the quantity', async () => {
    const ok = await ctx.call(
      inventoryCheckEndpoint,
      { id: fx.ids.A!, divisionCode: '330106', num: 10 },
      VISITOR,
    );
    expect(ok.body.data).toEqual({
      id: fx.ids.A,
      divisionCode: '330106',
      stock: 50,
      enough: true,
      deliveryDays: 1,
    });
    const short = await ctx.call(
      inventoryCheckEndpoint,
      { id: fx.ids.A!, divisionCode: '330106', num: 51 },
      VISITOR,
    );
    expect(short.body.data).toMatchObject({ stock: 50, enough: false });
    const none = await ctx.call(inventoryCheckEndpoint, { id: fx.ids.A!, divisionCode: '110105' }, VISITOR);
    expect(none.body.data).toMatchObject({ stock: 0, enough: false, deliveryDays: null });
    const limited = await ctx.call(
      inventoryCheckEndpoint,
      { id: fx.ids.A!, divisionCode: '650100', num: 1 },
      VISITOR,
    );
    expect(limited.body.data).toMatchObject({ enough: false, deliveryDays: null });
  });

  it('refuses bad input and answers not found for missing or delisted goods', async () => {
    const noCode = await ctx.call(inventoryCheckEndpoint, unchecked({ id: fx.ids.A }), VISITOR);
    expect(noCode.status).toBe(400);
    expect(noCode.failure.data?.errors?.[0]?.field).toBe('divisionCode');
    const zero = await ctx.call(
      inventoryCheckEndpoint,
      { id: fx.ids.A!, divisionCode: '330106', num: 0 },
      VISITOR,
    );
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe('数量最小为 1');
    const missing = await ctx.call(inventoryCheckEndpoint, { id: MISSING, divisionCode: '330106' }, VISITOR);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('商品不存在或已下架');
    const delisted = await ctx.call(
      inventoryCheckEndpoint,
      { id: fx.ids.E!, divisionCode: '330106' },
      VISITOR,
    );
    expect(delisted.status).toBe(404);
    expect(delisted.body.message).toBe('该商品已下架');
  });
});

describe('GET /item/check-area-limit', () => {
  it('answers limited with a Chinese message naming the limiting division', async () => {
    const xj = await ctx.call(areaLimitEndpoint, { id: fx.ids.A!, divisionCode: '650100' }, VISITOR);
    expect(xj.body.data).toEqual({
      id: fx.ids.A,
      divisionCode: '650100',
      limited: true,
      message: '该商品在新疆维吾尔自治区区域限售，请更换收货地区',
    });
    const zj = await ctx.call(areaLimitEndpoint, { id: fx.ids.A!, divisionCode: '330106' }, VISITOR);
    expect(zj.body.data).toMatchObject({ limited: false, message: '' });
    const county = await ctx.call(areaLimitEndpoint, { id: fx.ids.B!, divisionCode: '330106' }, VISITOR);
    expect(county.body.data).toMatchObject({
      limited: true,
      message: '该商品在西湖区区域限售，请更换收货地区',
    });
    const sibling = await ctx.call(areaLimitEndpoint, { id: fx.ids.B!, divisionCode: '330102' }, VISITOR);
    expect(sibling.body.data.limited).toBe(false);
  });

  it('refuses bad input and answers not found for missing goods', async () => {
    const bad = await ctx.call(areaLimitEndpoint, { id: fx.ids.A!, divisionCode: 'abcdef' }, VISITOR);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('地区编码应为 6 位数字');
    const missing = await ctx.call(areaLimitEndpoint, { id: MISSING, divisionCode: '330106' }, VISITOR);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('商品不存在或已下架');
  });
});

describe('GET /freight-template/get/template', () => {
  it('picks the most specific rule of the division, else the default', async () => {
    const get = (divisionCode: string) =>
      ctx.call(freightTemplateEndpoint, { id: fx.templateId, divisionCode }, VISITOR);
    expect((await get('330106')).body.data).toEqual({
      templateId: fx.templateId,
      name: 'H3I标准运费',
      divisionCode: '330106',
      fee: 0,
      freeThreshold: 0,
      deliveryDays: 1,
    });
    expect((await get('330102')).body.data).toMatchObject({
      fee: 500,
      freeThreshold: 5000,
      deliveryDays: 2,
    });
    expect((await get('650100')).body.data).toMatchObject({ fee: 3000, deliveryDays: 7 });
    expect((await get('110105')).body.data).toMatchObject({
      fee: 1000,
      freeThreshold: 9900,
      deliveryDays: 3,
    });
  });

  it('refuses bad input and answers not found for an unknown template', async () => {
    const bad = await ctx.call(freightTemplateEndpoint, { id: 'x', divisionCode: '330106' }, VISITOR);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('ID 格式不正确');
    const missing = await ctx.call(freightTemplateEndpoint, { id: MISSING, divisionCode: '330106' }, VISITOR);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 404, message: '运费模板不存在' });
  });
});

describe('POST /goods/more/recommend', () => {
  it('recommends the same category or brand, never the item itself nor delisted goods', async () => {
    const { status, body } = await ctx.call(recommendEndpoint, { id: fx.ids.A! }, VISITOR);
    expect(status).toBe(200);
    const ids = body.data.map((g: { id: string }) => g.id);
    // Same category and brand first, then same category, then same brand in the sibling category.
    expect(ids).toEqual([fx.ids.B, fx.ids.C, fx.ids.D]);
    expect(ids).not.toContain(fx.ids.A);
    expect(ids).not.toContain(fx.ids.E);
    expect(ids).not.toContain(fx.ids.F);
    const one = await ctx.call(recommendEndpoint, { id: fx.ids.A!, limit: 1 }, VISITOR);
    expect(one.body.data).toHaveLength(1);
  });

  it('prices the cards for the caller organization only', async () => {
    const priceOfC = (data: { id: string; price: number; agreement: boolean }[]) =>
      data.find((g) => g.id === fx.ids.C);
    expect(priceOfC((await ctx.call(recommendEndpoint, { id: fx.ids.A! }, buyer01)).body.data)).toMatchObject(
      {
        price: 8800,
        agreement: true,
      },
    );
    expect(priceOfC((await ctx.call(recommendEndpoint, { id: fx.ids.A! }, buyer11)).body.data)).toMatchObject(
      {
        price: 7700,
        agreement: true,
      },
    );
    expect(priceOfC((await ctx.call(recommendEndpoint, { id: fx.ids.A! }, VISITOR)).body.data)).toMatchObject(
      {
        price: 9800,
        agreement: false,
      },
    );
    // buyer01's price of A shows on B's recommendations for buyer01 only.
    const fromB = (await ctx.call(recommendEndpoint, { id: fx.ids.B! }, buyer11)).body.data;
    expect(fromB.find((g: { id: string }) => g.id === fx.ids.A)).toMatchObject({
      price: 12800,
      agreement: false,
    });
  });

  it('refuses bad input and answers not found for a missing item', async () => {
    const zero = await ctx.call(recommendEndpoint, { id: fx.ids.A!, limit: 0 }, VISITOR);
    expect(zero.status).toBe(400);
    expect(zero.body.message).toContain('条数最小为 1');
    const many = await ctx.call(recommendEndpoint, { id: fx.ids.A!, limit: 51 }, VISITOR);
    expect(many.status).toBe(400);
    expect(many.body.message).toContain('条数最大为 50');
    const noId = await ctx.call(recommendEndpoint, unchecked({}), VISITOR);
    expect(noId.status).toBe(400);
    const missing = await ctx.call(recommendEndpoint, { id: MISSING }, VISITOR);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('商品不存在或已下架');
  });
});

describe('GET /shop/hot-selling-item', () => {
  it('lists best sellers on sale, in a category of any level or overall', async () => {
    const ids = async (query: { catalogId?: string; limit?: number }) =>
      (await ctx.call(hotSellingEndpoint, query, VISITOR)).body.data.map((g) => g.id);
    expect(await ids({ catalogId: fx.catalogs.top })).toEqual([fx.ids.A, fx.ids.B, fx.ids.C, fx.ids.D]);
    expect(await ids({ catalogId: fx.catalogs.c2, limit: 2 })).toEqual([fx.ids.A, fx.ids.B]);
    expect(await ids({ catalogId: fx.catalogs.c3b })).toEqual([fx.ids.D]);
    const overall = await ids({ limit: 50 });
    expect(overall.slice(0, 5)).toEqual([fx.ids.A, fx.ids.F, fx.ids.B, fx.ids.C, fx.ids.D]);
    expect(overall).not.toContain(fx.ids.E);
  });

  it('prices for the caller organization and counts stock for the division', async () => {
    const first = async (as: Caller = VISITOR, divisionCode?: string) =>
      (await ctx.call(hotSellingEndpoint, { catalogId: fx.catalogs.c3a, limit: 1, divisionCode }, as)).body
        .data[0];
    expect(await first(buyer01)).toMatchObject({ id: fx.ids.A, price: 9900, agreement: true });
    expect(await first(buyer11)).toMatchObject({ id: fx.ids.A, price: 12800, agreement: false });
    expect(await first()).toMatchObject({ id: fx.ids.A, price: 12800, agreement: false });
    expect(await first(VISITOR, '110105')).toMatchObject({ stock: 0 });
    expect(await first(VISITOR, '330106')).toMatchObject({ stock: 50 });
  });

  it('refuses bad input and answers not found for an unknown category', async () => {
    const many = await ctx.call(hotSellingEndpoint, { limit: 100 }, VISITOR);
    expect(many.status).toBe(400);
    expect(many.body.message).toContain('条数最大为 50');
    const missing = await ctx.call(hotSellingEndpoint, { catalogId: MISSING }, VISITOR);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('分类不存在');
  });
});
