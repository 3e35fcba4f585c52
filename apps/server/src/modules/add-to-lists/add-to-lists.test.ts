import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO, login, useTestApp } from '../../test/app';

const ctx = useTestApp();
let buyer: string;
let onSale: string;
let delisted: string;

beforeAll(async () => {
  buyer = await login(ctx.app, DEMO.buyer01);
  const db = ctx.tdb.db;
  onSale = (
    await db
      .selectFrom('goods')
      .select('id')
      .where('status', '=', 'on')
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  delisted = (
    await db
      .selectFrom('goods')
      .select('id')
      .where('status', '=', 'off')
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
});

function compare(token: string | null, form: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/pm-api/cart/compare-price/append',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? bearer(token) : {}) },
    payload: form,
  });
}

function inquiry(token: string | null, body: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: '/pm-api/inquiry-basket/customize/save',
    headers: token ? bearer(token) : {},
    payload: body as Record<string, unknown>,
  });
}

describe('POST /cart/compare-price/append', () => {
  it('adds goods to the comparison list, adds up on a second add and sets with ifOverrideNum', async () => {
    const first = await compare(buyer, `id=${onSale}&num=2`);
    expect(first.json()).toMatchObject({
      code: 200,
      message: '加入核价单成功',
      data: { goodsId: onSale, num: 2 },
    });
    const second = await compare(buyer, `id=${onSale}&num=3&ifOverrideNum=false`);
    expect(second.json().data.num).toBe(5);
    const set = await compare(buyer, `id=${onSale}&num=4&ifOverrideNum=true`);
    expect(set.json().data).toMatchObject({ id: first.json().data.id, num: 4 });
  });

  it('ends 20 concurrent adds of the same goods in one line holding their sum', async () => {
    const db = ctx.tdb.db;
    const goods = (
      await db
        .selectFrom('goods')
        .select('id')
        .where('status', '=', 'on')
        .orderBy('id')
        .offset(1)
        .executeTakeFirstOrThrow()
    ).id;
    const answers = await Promise.all(Array.from({ length: 20 }, () => compare(buyer, `id=${goods}&num=1`)));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const lines = await db
      .selectFrom('compare_price_lines')
      .select('num')
      .where('goods_id', '=', goods)
      .execute();
    expect(lines).toEqual([{ num: 20 }]);
  });

  it('refuses bad input in Chinese and unknown or delisted goods as not found, changing nothing', async () => {
    const bad = await compare(buyer, `id=${onSale}&num=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('数量');
    const flag = await compare(buyer, `id=${onSale}&num=1&ifOverrideNum=maybe`);
    expect(flag.statusCode).toBe(400);
    expect(flag.json().message).toContain('是否覆盖数量');
    for (const id of [delisted, '999999999']) {
      const missing = await compare(buyer, `id=${id}&num=1`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('商品不存在或已下架');
    }
    const rows = await ctx.tdb.db
      .selectFrom('compare_price_lines')
      .select('id')
      .where('goods_id', '=', delisted)
      .execute();
    expect(rows).toEqual([]);
  });

  it('needs a signed-in buyer', async () => {
    expect((await compare(null, `id=${onSale}&num=1`)).statusCode).toBe(401);
    const vendor = await login(ctx.app, DEMO.vendor01);
    expect((await compare(vendor, `id=${onSale}&num=1`)).statusCode).toBe(403);
  });
});

describe('POST /inquiry-basket/customize/save', () => {
  it('adds goods to the inquiry basket with 加入询价篮成功 and adds up', async () => {
    const first = await inquiry(buyer, { itemId: onSale, num: 3 });
    expect(first.json()).toMatchObject({
      code: 200,
      message: '加入询价篮成功',
      data: { goodsId: onSale, num: 3 },
    });
    const second = await inquiry(buyer, { itemId: Number(onSale), num: 2 });
    expect(second.json().data.num).toBe(5);
  });

  it('sets the quantity of a basket line with ifOverrideNum (the basket quantity field), adds without it', async () => {
    const before = (await inquiry(buyer, { itemId: onSale, num: 1 })).json().data as {
      id: string;
      num: number;
    };
    const set = await inquiry(buyer, { itemId: onSale, num: 12, ifOverrideNum: true });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ id: before.id, num: 12 });
    expect((await inquiry(buyer, { itemId: onSale, num: 1 })).json().data.num).toBe(13);
    const bad = await inquiry(buyer, { itemId: onSale, num: 0, ifOverrideNum: true });
    expect(bad.statusCode).toBe(400);
    expect((await inquiry(buyer, { itemId: onSale, num: 5, ifOverrideNum: 'true' })).json().data.num).toBe(5);
  });

  it("keeps each buyer's basket their own", async () => {
    const other = await login(ctx.app, DEMO.buyer11);
    const theirs = await inquiry(other, { itemId: onSale, num: 1 });
    expect(theirs.json().data.num).toBe(1);
    const rows = await ctx.tdb.db
      .selectFrom('inquiry_basket_lines')
      .select(['organization_id', 'num'])
      .where('goods_id', '=', onSale)
      .orderBy('organization_id')
      .execute();
    expect(rows).toEqual([
      { organization_id: '1', num: 5 },
      { organization_id: '2', num: 1 },
    ]);
  });

  it('refuses a missing quantity and an unknown goods id', async () => {
    expect((await inquiry(buyer, { itemId: onSale })).statusCode).toBe(400);
    expect((await inquiry(buyer, { itemId: 'abc', num: 1 })).statusCode).toBe(400);
    expect((await inquiry(buyer, { itemId: '999999999', num: 1 })).statusCode).toBe(404);
  });
});
