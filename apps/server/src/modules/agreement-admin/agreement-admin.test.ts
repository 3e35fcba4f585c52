/**
 * 协议价管理 through the API on the real PostgreSQL: vendor01 lists, filters, sets (one or many; upsert)
 * and removes the agreement prices of its goods for buyer organizations; buyer01's search shows a new price
 * at once and the list price again after removal; buyers and visitors are refused; vendor02 neither sees nor
 * changes vendor01's rows; another supplier's goods and organizations that are not buyers answer 404 as
 * ids that do not exist; bad input answers Chinese 400s and changes nothing; two simultaneous sets of the
 * same row leave one row.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { goodsSearchEndpoint } from '@pm/contract/goods';
import { MAX_UNIT_PRICE_FEN } from '@pm/contract/money';
import * as A from '@pm/contract/workbench-agreement';
import { authOf } from '../../db/seed/demo-support';
import { dataOf, DEMO, login, unchecked, useTestApp, VISITOR } from '../../test/app';

const ctx = useTestApp();
const db = () => ctx.tdb.db;

let vendor01: string;
let vendor02: string;
let buyer01: string;
let admin: string;
let org: { buyer01: string; buyer11: string; vendor01: string; vendor02: string; platform: string };
/** vendor01's goods on sale without an agreement price for buyer01's organization, with a model. */
let free: { id: string; listPrice: number; model: string; name: string }[];
/** One of vendor02's goods. */
let foreign: { id: string; listPrice: number };

const orgOf = async (username: string) => (await authOf(db(), username))!.organizationId;

/** Every agreement price as text: what a refused request must leave as it was. */
const allPrices = async () =>
  (
    await sql<{
      t: string;
    }>`SELECT coalesce(string_agg(goods_id || ':' || organization_id || ':' || price || ':' ||
      updated_at, ',' ORDER BY organization_id, goods_id), '') AS t FROM goods_agreement_prices`.execute(db())
  ).rows[0]!.t;

const priceOf = async (goodsId: string, organizationId: string) =>
  (
    await db()
      .selectFrom('goods_agreement_prices')
      .select(['price', 'updated_by'])
      .where('goods_id', '=', goodsId)
      .where('organization_id', '=', organizationId)
      .execute()
  ).map((r) => ({ price: Number(r.price), by: r.updated_by }));

beforeAll(async () => {
  [vendor01, vendor02, buyer01, admin] = await Promise.all([
    login(ctx.app, DEMO.vendor01),
    login(ctx.app, { username: 'vendor02', password: 'Vendor2026' }),
    login(ctx.app, DEMO.buyer01),
    login(ctx.app, DEMO.admin),
  ]);
  org = {
    buyer01: await orgOf('buyer01'),
    buyer11: await orgOf('buyer11'),
    vendor01: await orgOf('vendor01'),
    vendor02: await orgOf('vendor02'),
    platform: await orgOf('admin'),
  };
  const rows = await sql<{ id: string; list_price: string; model: string; name: string }>`
    SELECT g.id::text AS id, g.list_price::text AS list_price, g.model, g.name FROM goods g
    WHERE g.supplier_id = ${org.vendor01} AND g.status = 'on' AND g.model <> '' AND g.list_price > 1000
      AND NOT EXISTS (SELECT 1 FROM goods_agreement_prices ap
                      WHERE ap.goods_id = g.id AND ap.organization_id = ${org.buyer01})
      AND NOT EXISTS (SELECT 1 FROM goods x WHERE x.model_norm = g.model_norm AND x.id <> g.id)
    ORDER BY g.id LIMIT 6`.execute(db());
  free = rows.rows.map((r) => ({ id: r.id, listPrice: Number(r.list_price), model: r.model, name: r.name }));
  const other = await db()
    .selectFrom('goods')
    .select(['id', 'list_price'])
    .where('supplier_id', '=', org.vendor02)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  foreign = { id: other.id, listPrice: Number(other.list_price) };
  expect(free.length).toBe(6);
});

describe('协议价管理: reading', () => {
  it("lists vendor01's agreement prices with discount, filtered by buyer organization and keyword", async () => {
    const page = await dataOf(ctx.call(A.wbAgreementPageEndpoint, { limit: 100 }, vendor01));
    expect(page.total).toBeGreaterThan(5);
    const own = await sql<{ n: number }>`SELECT count(*)::int AS n FROM goods_agreement_prices ap
      JOIN goods g ON g.id = ap.goods_id WHERE g.supplier_id = ${org.vendor01}`.execute(db());
    expect(page.total).toBe(own.rows[0]!.n);
    const r = page.records[0]!;
    expect(r.price).toBeLessThanOrEqual(r.listPrice);
    expect(r.discountText).toBe(A.discountText(r.price, r.listPrice));
    expect(r.discount).toBeCloseTo((r.price / r.listPrice) * 10, 1);
    expect(r.organizationName).not.toBe('');

    const forBuyer = await dataOf(
      ctx.call(A.wbAgreementPageEndpoint, { organizationId: org.buyer11, limit: 100 }, vendor01),
    );
    expect(forBuyer.total).toBeGreaterThan(0);
    expect(forBuyer.records.every((x) => x.organizationId === org.buyer11)).toBe(true);
    expect(forBuyer.records[0]!.organizationName).toBe('北方重型机械股份有限公司');

    for (const keyword of [r.skuCode, r.name]) {
      const found = await dataOf(ctx.call(A.wbAgreementPageEndpoint, { keyword, limit: 100 }, vendor01));
      expect(found.records.some((x) => x.goodsId === r.goodsId)).toBe(true);
    }
    const none = await dataOf(
      ctx.call(A.wbAgreementPageEndpoint, { keyword: '%_\\没有这种商品', limit: 5 }, vendor01),
    );
    expect(none.total).toBe(0);

    // vendor02 sees none of vendor01's rows
    const theirs = await dataOf(ctx.call(A.wbAgreementPageEndpoint, { limit: 100 }, vendor02));
    const mine = new Set(page.records.map((x) => x.goodsId));
    expect(theirs.records.some((x) => mine.has(x.goodsId))).toBe(false);
  });

  it('lists the verified buyer organizations, searchable by name, with the supplier’s count', async () => {
    const buyers = await dataOf(ctx.call(A.wbAgreementBuyersEndpoint, { limit: 100 }, vendor01));
    const ids = buyers.records.map((b) => b.id);
    expect(ids).toContain(org.buyer01);
    expect(ids).toContain(org.buyer11);
    for (const notBuyer of [org.vendor01, org.vendor02, org.platform]) expect(ids).not.toContain(notBuyer);
    const kinds = await db().selectFrom('organizations').select('kind').where('id', 'in', ids).execute();
    expect(kinds.every((k) => k.kind === 'buyer')).toBe(true);
    const north = await dataOf(ctx.call(A.wbAgreementBuyersEndpoint, { keyword: '北方' }, vendor01));
    expect(north.records.map((b) => b.id)).toEqual([org.buyer11]);
    const counted = await dataOf(
      ctx.call(A.wbAgreementPageEndpoint, { organizationId: org.buyer11, limit: 1 }, vendor01),
    );
    expect(north.records[0]!.priceCount).toBe(counted.total);
    // once withdrawn from verification, an organization is not offered
    await db()
      .updateTable('organizations')
      .set({ verified_at: null })
      .where('id', '=', org.buyer11)
      .execute();
    const after = await dataOf(ctx.call(A.wbAgreementBuyersEndpoint, { keyword: '北方' }, vendor01));
    await db()
      .updateTable('organizations')
      .set({ verified_at: new Date() })
      .where('id', '=', org.buyer11)
      .execute();
    expect(after.total).toBe(0);
  });

  it('refuses buyers, operators and visitors; an organization that is no buyer is not found', async () => {
    for (const [endpoint, input] of [
      [A.wbAgreementPageEndpoint, {}],
      [A.wbAgreementBuyersEndpoint, {}],
      [
        A.wbAgreementSetEndpoint,
        { items: [{ goodsId: free[0]!.id, organizationId: org.buyer01, price: 100 }] },
      ],
      [A.wbAgreementRemoveEndpoint, { items: [{ goodsId: free[0]!.id, organizationId: org.buyer01 }] }],
    ] as const) {
      for (const who of [buyer01, admin]) {
        const res = await ctx.call(endpoint, unchecked(input), who);
        expect([res.status, res.body.code]).toEqual([403, 40301]);
      }
      expect((await ctx.call(endpoint, unchecked(input), VISITOR)).status).toBe(401);
    }
    for (const id of [org.vendor02, org.platform, '999999999']) {
      const res = await ctx.call(A.wbAgreementPageEndpoint, { organizationId: id }, vendor01);
      expect([res.status, res.body.message]).toEqual([404, '采购单位不存在']);
    }
  });
});

describe('协议价管理: writing', () => {
  it('sets a price at once for the buyer (search), changes it, and removes it (list price again)', async () => {
    const g = free[0]!;
    const price = Math.floor(g.listPrice * 0.9);
    const search = async () => {
      const found = await dataOf(ctx.call(goodsSearchEndpoint, { keyword: g.model, limit: 100 }, buyer01));
      return found.records.find((c) => c.id === g.id);
    };
    expect(await search()).toMatchObject({ price: g.listPrice, agreement: false });

    const saved = await ctx.call(
      A.wbAgreementSetEndpoint,
      { items: [{ goodsId: g.id, organizationId: org.buyer01, price }] },
      vendor01,
    );
    expect([saved.status, saved.body.message]).toEqual([200, '协议价已保存']);
    expect(saved.body.data.records).toEqual([
      expect.objectContaining({
        goodsId: g.id,
        organizationId: org.buyer01,
        organizationName: '华东精工制造有限公司',
        price,
        listPrice: g.listPrice,
        discountText: A.discountText(price, g.listPrice),
      }),
    ]);
    const vendorUser = await db()
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'vendor01')
      .executeTakeFirstOrThrow();
    expect(await priceOf(g.id, org.buyer01)).toEqual([{ price, by: vendorUser.id }]);
    expect(saved.body.data.records[0]!.updatedBy).not.toBe('');
    // buyer01's search shows the agreement price right away; buyer11's organization still the list price
    expect(await search()).toMatchObject({ price, agreement: true });

    // the same row again: changed in place (upsert), with its time
    const lower = price - 1;
    await dataOf(
      ctx.call(
        A.wbAgreementSetEndpoint,
        { items: [{ goodsId: g.id, organizationId: org.buyer01, price: lower }] },
        vendor01,
      ),
    );
    expect(await priceOf(g.id, org.buyer01)).toEqual([{ price: lower, by: vendorUser.id }]);
    expect(await search()).toMatchObject({ price: lower, agreement: true });
    const listed = await dataOf(
      ctx.call(A.wbAgreementPageEndpoint, { keyword: g.model, organizationId: org.buyer01 }, vendor01),
    );
    expect(listed.records).toContainEqual(
      expect.objectContaining({ goodsId: g.id, price: lower, updatedAt: ctx.clock.now().toISOString() }),
    );

    const removed = await ctx.call(
      A.wbAgreementRemoveEndpoint,
      { items: [{ goodsId: g.id, organizationId: org.buyer01 }] },
      vendor01,
    );
    expect([removed.status, removed.body.data, removed.body.message]).toEqual([
      200,
      { removed: 1 },
      '协议价已删除',
    ]);
    expect(await priceOf(g.id, org.buyer01)).toEqual([]);
    expect(await search()).toMatchObject({ price: g.listPrice, agreement: false });
    // a second removal: the row is not there
    const again = await ctx.call(
      A.wbAgreementRemoveEndpoint,
      { items: [{ goodsId: g.id, organizationId: org.buyer01 }] },
      vendor01,
    );
    expect([again.status, again.body.message]).toEqual([404, '协议价不存在']);
  });

  it('sets and removes many rows at once, all or none', async () => {
    const rows = free
      .slice(1, 4)
      .flatMap((g) =>
        [org.buyer01, org.buyer11].map((o) => ({ goodsId: g.id, organizationId: o, price: g.listPrice })),
      );
    const saved = await dataOf(ctx.call(A.wbAgreementSetEndpoint, { items: rows }, vendor01));
    expect(saved.records).toHaveLength(6);
    expect(saved.records.every((r) => r.discountText === '无折扣')).toBe(true);

    // one row of the batch is another supplier's goods: nothing is removed
    const before = await allPrices();
    const keys = rows.map(({ goodsId, organizationId }) => ({ goodsId, organizationId }));
    const mixed = await ctx.call(
      A.wbAgreementRemoveEndpoint,
      { items: [...keys, { goodsId: foreign.id, organizationId: org.buyer01 }] },
      vendor01,
    );
    expect([mixed.status, mixed.body.message]).toEqual([404, '商品不存在']);
    // one row without a price: nothing is removed either
    const missing = await ctx.call(
      A.wbAgreementRemoveEndpoint,
      { items: [...keys, { goodsId: free[4]!.id, organizationId: org.buyer01 }] },
      vendor01,
    );
    expect([missing.status, missing.body.message]).toEqual([404, '协议价不存在']);
    expect(await allPrices()).toBe(before);

    const removed = await dataOf(ctx.call(A.wbAgreementRemoveEndpoint, { items: keys }, vendor01));
    expect(removed).toEqual({ removed: 6 });
  });

  it('answers bad input with Chinese 400s and unknown or foreign ids with 404, changing nothing', async () => {
    const g = free[4]!;
    const item = (over: Record<string, unknown>) => ({
      items: [{ goodsId: g.id, organizationId: org.buyer01, price: 100, ...over }],
    });
    const before = await allPrices();
    const bad: [unknown, number, string][] = [
      [item({ price: -5 }), 400, '协议价必须大于 0'],
      [item({ price: 0 }), 400, '协议价必须大于 0'],
      [item({ price: 12.5 }), 400, '协议价必须是整数（分）'],
      [item({ price: '100' }), 400, '协议价必须是数字（分）'],
      [item({ price: MAX_UNIT_PRICE_FEN + 1 }), 400, '协议价不能超过'],
      [item({ price: g.listPrice + 1 }), 400, `「${g.name}」的协议价不能高于销售价`],
      [item({ goodsId: 'abc' }), 400, 'ID 格式不正确'],
      [{ items: [] }, 400, '请至少选择一条'],
      [{}, 400, 'items'],
      [{ items: [item({}).items[0], item({ price: 200 }).items[0]] }, 400, '同一商品与采购单位只能出现一次'],
      [
        {
          items: Array.from({ length: 201 }, (_x, i) => ({
            goodsId: String(i + 1),
            organizationId: org.buyer01,
            price: 1,
          })),
        },
        400,
        '一次最多 200 条',
      ],
      [item({ goodsId: foreign.id }), 404, '商品不存在'],
      [item({ goodsId: '999999999' }), 404, '商品不存在'],
      [item({ organizationId: org.vendor02 }), 404, '采购单位不存在'],
      [item({ organizationId: org.vendor01 }), 404, '采购单位不存在'],
      [item({ organizationId: org.platform }), 404, '采购单位不存在'],
      [item({ organizationId: '999999999' }), 404, '采购单位不存在'],
    ];
    for (const [input, status, message] of bad) {
      const res = await ctx.call(A.wbAgreementSetEndpoint, unchecked(input), vendor01);
      expect([res.status, res.body.code], JSON.stringify(input).slice(0, 120)).toEqual([status, status]);
      expect(res.body.message).toContain(message);
      expect(res.body.data === null || typeof res.body.data === 'object').toBe(true);
    }
    // another supplier's goods answers exactly as one that does not exist
    const theirs = await ctx.call(
      A.wbAgreementSetEndpoint,
      item({ goodsId: foreign.id, price: 1 }),
      vendor01,
    );
    const nobody = await ctx.call(
      A.wbAgreementSetEndpoint,
      item({ goodsId: '999999999', price: 1 }),
      vendor01,
    );
    expect(theirs.body).toEqual(nobody.body);
    expect(theirs.status).toBe(nobody.status);
    // vendor02 cannot change or remove vendor01's rows
    const own = (await dataOf(ctx.call(A.wbAgreementPageEndpoint, { limit: 1 }, vendor01))).records[0]!;
    const key = { goodsId: own.goodsId, organizationId: own.organizationId };
    const set02 = await ctx.call(A.wbAgreementSetEndpoint, { items: [{ ...key, price: 1 }] }, vendor02);
    const rm02 = await ctx.call(A.wbAgreementRemoveEndpoint, { items: [key] }, vendor02);
    expect([set02.status, rm02.status]).toEqual([404, 404]);
    expect(await allPrices()).toBe(before);
  });

  it('two simultaneous sets of the same row leave one row, no error', async () => {
    const g = free[5]!;
    const answers = await Promise.all(
      [g.listPrice - 10, g.listPrice - 20, g.listPrice - 30, g.listPrice - 40].map((price) =>
        ctx.call(
          A.wbAgreementSetEndpoint,
          { items: [{ goodsId: g.id, organizationId: org.buyer11, price }] },
          vendor01,
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const rows = await priceOf(g.id, org.buyer11);
    expect(rows).toHaveLength(1);
    expect([g.listPrice - 10, g.listPrice - 20, g.listPrice - 30, g.listPrice - 40]).toContain(
      rows[0]!.price,
    );
  });
});

describe('discountText', () => {
  it('says the price in 折 of the list price', () => {
    expect(A.discountText(9200, 10000)).toBe('9.2折');
    expect(A.discountText(9000, 10000)).toBe('9折');
    expect(A.discountText(8549, 10000)).toBe('8.5折');
    expect(A.discountText(9999, 10000)).toBe('9.9折');
    expect(A.discountText(1, 10000)).toBe('0.1折');
    expect(A.discountText(10000, 10000)).toBe('无折扣');
    expect(A.discountText(10001, 10000)).toBe('高于销售价');
  });
});
