import { beforeAll, describe, expect, it } from 'vitest';
import { compareAppendEndpoint, inquirySaveEndpoint } from '@pm/contract/add-to-lists';
import { type CallInput, type Caller, DEMO, login, unchecked, useTestApp, VISITOR } from '../../test/app';

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

/** Adds to the comparison list (form-encoded, as the descriptor says). */
const compare = (as: Caller, input: CallInput<typeof compareAppendEndpoint>) =>
  ctx.call(compareAppendEndpoint, input, as);

const inquiry = (as: Caller, input: CallInput<typeof inquirySaveEndpoint>) =>
  ctx.call(inquirySaveEndpoint, input, as);

describe('POST /cart/compare-price/append', () => {
  it('adds goods to the comparison list, adds up on a second add and sets with ifOverrideNum', async () => {
    const first = await compare(buyer, { id: onSale, num: 2 });
    expect(first.body).toMatchObject({
      code: 200,
      message: '加入核价单成功',
      data: { goodsId: onSale, num: 2 },
    });
    const second = await compare(buyer, { id: onSale, num: 3, ifOverrideNum: false });
    expect(second.body.data.num).toBe(5);
    const set = await compare(buyer, { id: onSale, num: 4, ifOverrideNum: true });
    expect(set.body.data).toMatchObject({ id: first.body.data.id, num: 4 });
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
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => compare(buyer, { id: goods, num: 1 })),
    );
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const lines = await db
      .selectFrom('compare_price_lines')
      .select('num')
      .where('goods_id', '=', goods)
      .execute();
    expect(lines).toEqual([{ num: 20 }]);
  });

  it('refuses bad input in Chinese and unknown or delisted goods as not found, changing nothing', async () => {
    const bad = await compare(buyer, { id: onSale, num: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('数量');
    const flag = await compare(buyer, unchecked({ id: onSale, num: 1, ifOverrideNum: 'maybe' }));
    expect(flag.status).toBe(400);
    expect(flag.body.message).toContain('是否覆盖数量');
    for (const id of [delisted, '999999999']) {
      const missing = await compare(buyer, { id, num: 1 });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('商品不存在或已下架');
    }
    const rows = await ctx.tdb.db
      .selectFrom('compare_price_lines')
      .select('id')
      .where('goods_id', '=', delisted)
      .execute();
    expect(rows).toEqual([]);
  });

  it('needs a signed-in buyer', async () => {
    expect((await compare(VISITOR, { id: onSale, num: 1 })).status).toBe(401);
    const vendor = await login(ctx.app, DEMO.vendor01);
    expect((await compare(vendor, { id: onSale, num: 1 })).status).toBe(403);
  });
});

describe('POST /inquiry-basket/customize/save', () => {
  it('adds goods to the inquiry basket with 加入询价篮成功 and adds up', async () => {
    const first = await inquiry(buyer, { itemId: onSale, num: 3 });
    expect(first.body).toMatchObject({
      code: 200,
      message: '加入询价篮成功',
      data: { goodsId: onSale, num: 3 },
    });
    const second = await inquiry(buyer, { itemId: Number(onSale), num: 2 });
    expect(second.body.data.num).toBe(5);
  });

  it('sets the quantity of a basket line with ifOverrideNum (the basket quantity field), adds without it', async () => {
    const before = (await inquiry(buyer, { itemId: onSale, num: 1 })).body.data as {
      id: string;
      num: number;
    };
    const set = await inquiry(buyer, { itemId: onSale, num: 12, ifOverrideNum: true });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ id: before.id, num: 12 });
    expect((await inquiry(buyer, { itemId: onSale, num: 1 })).body.data.num).toBe(13);
    const bad = await inquiry(buyer, { itemId: onSale, num: 0, ifOverrideNum: true });
    expect(bad.status).toBe(400);
    expect((await inquiry(buyer, { itemId: onSale, num: 5, ifOverrideNum: 'true' })).body.data.num).toBe(5);
  });

  it("keeps each buyer's basket their own", async () => {
    const other = await login(ctx.app, DEMO.buyer11);
    const theirs = await inquiry(other, { itemId: onSale, num: 1 });
    expect(theirs.body.data.num).toBe(1);
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
    expect((await inquiry(buyer, unchecked({ itemId: onSale }))).status).toBe(400);
    expect((await inquiry(buyer, { itemId: 'abc', num: 1 })).status).toBe(400);
    expect((await inquiry(buyer, { itemId: '999999999', num: 1 })).status).toBe(404);
  });
});
