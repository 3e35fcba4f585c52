import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cartAppendEndpoint,
  cartBatchAppendEndpoint,
  cartBatchDeleteEndpoint,
  cartDirectCountEndpoint,
  cartListEndpoint,
  cartSelectEndpoint,
  cartSumEndpoint,
  cartUpdateEndpoint,
  MAX_CART_LINES,
} from '@pm/contract/cart';
import { QUANTITY_MAX } from '@pm/contract/quantity';
import { plainGoods as plainGoodsOf } from '../../test/catalog';
import { type CallInput, type Caller, DEMO, login, unchecked, useTestApp, VISITOR } from '../../test/app';

const ctx = useTestApp();
let buyer: string;
let buyer02: string;
let other: string;
let vendor: string;

/** Goods on sale with MOQ 1 and multiple 1, from the seeded catalog; `skip` picks further ones. */
const plainGoods = (count: number, skip = 0) => plainGoodsOf(ctx.tdb.db, count, skip);

/** Adds to the cart as the web client does (form-encoded). */
const append = (as: Caller, input: CallInput<typeof cartAppendEndpoint>) =>
  ctx.call(cartAppendEndpoint, input, as);
async function list(token: string, query: CallInput<typeof cartListEndpoint> = {}) {
  const res = await ctx.call(cartListEndpoint, query, token);
  expect(res.status).toBe(200);
  return res.body.data;
}
const linesOf = (view: { groups: { lines: { goodsId: string; num: number; id: string }[] }[] }) =>
  view.groups.flatMap((g) => g.lines);
const clear = (userId: string) => sql`DELETE FROM cart_lines WHERE user_id = ${userId}`.execute(ctx.tdb.db);
const userIdOf = async (username: string) =>
  (
    await ctx.tdb.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => {
  [buyer, buyer02, other, vendor] = await Promise.all([
    login(ctx.app, DEMO.buyer01),
    login(ctx.app, DEMO.buyer02),
    login(ctx.app, DEMO.buyer11),
    login(ctx.app, DEMO.vendor01),
  ]);
});

describe('POST /cart/shop/append and the list', () => {
  it('adds goods, adds up a second add, and lists lines grouped by supplier with prices and totals', async () => {
    await clear(await userIdOf('buyer01'));
    const [a, b] = await plainGoods(2);
    const first = await append(buyer, { id: a!, num: 2, appendCartType: 0 });
    expect(first.body).toMatchObject({
      code: 200,
      message: '加入购物车成功',
      data: { goodsId: a, num: 2, count: 1 },
    });
    expect((await append(buyer, { id: a!, num: 3 })).body.data).toMatchObject({ num: 5, count: 1 });
    expect((await append(buyer, { id: b!, num: 1 })).body.data.count).toBe(2);

    const view = await list(buyer);
    expect(view).toMatchObject({ count: 2, quantity: 6, selectedCount: 2, blockedCount: 0 });
    const lines = linesOf(view);
    const lineA = lines.find((l) => l.goodsId === a) as unknown as {
      num: number;
      price: number;
      amount: number;
      state: string;
      priceChange: number;
      goods: { price: number; supplierId: string };
    };
    expect(lineA).toMatchObject({ num: 5, state: 'ok', priceChange: 0 });
    expect(lineA.amount).toBe(lineA.price * 5);
    expect(lineA.price).toBe(lineA.goods.price);
    const subtotals = view.groups.reduce((s: number, g: { subtotal: number }) => s + g.subtotal, 0);
    expect(view.selectedAmount).toBe(subtotals);
    expect(view.total).toBe(view.selectedAmount + view.freight);
    for (const g of view.groups) {
      expect(
        g.lines.every((l: { goods: { supplierId: string } }) => l.goods.supplierId === g.supplierId),
      ).toBe(true);
    }

    const sum = await ctx.call(cartSumEndpoint, {}, buyer);
    expect(sum.body.data).toMatchObject({
      count: 2,
      quantity: 6,
      selectedCount: 2,
      selectedAmount: view.selectedAmount,
    });
    const count = await ctx.call(cartDirectCountEndpoint, {}, buyer);
    expect(count.body.data).toEqual({ count: 2 });
  });

  it('ends 50 concurrent adds of the same goods in one line holding their sum, and loses none of 50 different goods', async () => {
    await clear(await userIdOf('buyer01'));
    const [same] = await plainGoods(1, 5);
    const answers = await Promise.all(Array.from({ length: 50 }, () => append(buyer, { id: same!, num: 1 })));
    expect(answers.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    const rows = await ctx.tdb.db
      .selectFrom('cart_lines')
      .select('num')
      .where('goods_id', '=', same!)
      .execute();
    expect(rows).toEqual([{ num: 50 }]);

    const many = await plainGoods(50, 10);
    const adds = await Promise.all(many.map((id) => append(buyer, { id, num: 2 })));
    expect(adds.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    const view = await list(buyer);
    expect(view.count).toBe(51);
    expect(view.quantity).toBe(150);
  });

  it('enforces MOQ and order multiples with Chinese messages and refuses delisted or unknown goods', async () => {
    const db = ctx.tdb.db;
    const moq = await db
      .selectFrom('goods')
      .select(['id', 'moq', 'order_multiple', 'unit'])
      .where('status', '=', 'on')
      .where('moq', '>', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const below = await append(buyer, { id: moq.id, num: moq.moq - 1 || 1 });
    expect(below.status).toBe(400);
    expect(below.body.message).toMatch(/起订量为|整数倍/);
    const multiple = await db
      .selectFrom('goods')
      .select(['id', 'moq', 'order_multiple'])
      .where('status', '=', 'on')
      .where('order_multiple', '>', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const off = await append(buyer, { id: multiple.id, num: multiple.moq + 1 });
    expect(off.status).toBe(400);
    expect(off.body.message).toContain('整数倍');
    const delisted = await db
      .selectFrom('goods')
      .select('id')
      .where('status', '=', 'off')
      .executeTakeFirstOrThrow();
    for (const id of [delisted.id, '999999999']) {
      const res = await append(buyer, { id, num: 1 });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('商品不存在或已下架');
    }
    for (const bad of ['num=0', 'num=abc', 'num=1000000', 'num=1&appendCartType=7']) {
      const res = await append(buyer, unchecked(`id=${multiple.id}&${bad}`));
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    const rows = await db
      .selectFrom('cart_lines')
      .select('id')
      .where('goods_id', 'in', [moq.id, multiple.id, delisted.id])
      .execute();
    expect(rows).toEqual([]);
  });

  it('checks the goods rules on a line the cart has too, and changes nothing when one is broken', async () => {
    const db = ctx.tdb.db;
    const userId = await userIdOf('buyer01');
    await clear(userId);
    const g = await db
      .selectFrom('goods')
      .select(['id', 'moq', 'order_multiple'])
      .where('status', '=', 'on')
      .where('moq', '>', 1)
      .where('order_multiple', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect((await append(buyer, { id: g.id, num: g.moq })).status).toBe(200);
    const num = async () =>
      (
        await db
          .selectFrom('cart_lines')
          .select('num')
          .where('user_id', '=', userId)
          .where('goods_id', '=', g.id)
          .executeTakeFirstOrThrow()
      ).num;

    const below = await append(buyer, { id: g.id, num: 1, appendCartType: 2 });
    expect(below.status).toBe(400);
    expect(below.body.message).toContain('起订量为');
    const over = await append(buyer, { id: g.id, num: QUANTITY_MAX - g.moq + 1 });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(`单件商品数量最多 ${QUANTITY_MAX}`);
    await db.updateTable('goods').set({ order_multiple: 2 }).where('id', '=', g.id).execute();
    try {
      const odd = await append(buyer, { id: g.id, num: 1 });
      expect(odd.status).toBe(400);
      expect(odd.body.message).toContain('整数倍');
      await db.updateTable('goods').set({ status: 'off' }).where('id', '=', g.id).execute();
      const off = await append(buyer, { id: g.id, num: 2 });
      expect(off.status).toBe(404);
      expect(off.body.message).toBe('商品不存在或已下架');
    } finally {
      await db.updateTable('goods').set({ status: 'on', order_multiple: 1 }).where('id', '=', g.id).execute();
    }
    expect(await num()).toBe(g.moq);
    // With the rules kept, a set and an add change the line.
    expect((await append(buyer, { id: g.id, num: g.moq + 1, appendCartType: 2 })).body.data).toMatchObject({
      num: g.moq + 1,
      count: 1,
    });
    expect((await append(buyer, { id: g.id, num: 1 })).body.data).toMatchObject({ num: g.moq + 2, count: 1 });
  });

  it('立即购买 (appendCartType 1) sets the quantity and selects only that line', async () => {
    await clear(await userIdOf('buyer01'));
    const [a, b] = await plainGoods(2, 70);
    await append(buyer, { id: a!, num: 4 });
    await append(buyer, { id: b!, num: 4 });
    const direct = await append(buyer, { id: b!, num: 1, appendCartType: 1 });
    expect(direct.body.data).toMatchObject({ goodsId: b, num: 1 });
    const lines = linesOf(await list(buyer)) as unknown as {
      goodsId: string;
      selected: boolean;
      num: number;
    }[];
    expect(lines.find((l) => l.goodsId === a)).toMatchObject({ selected: false, num: 4 });
    expect(lines.find((l) => l.goodsId === b)).toMatchObject({ selected: true, num: 1 });
  });

  it('needs a signed-in buyer; a vendor counts zero', async () => {
    const [a] = await plainGoods(1);
    expect((await append(VISITOR, { id: a!, num: 1 })).status).toBe(401);
    expect((await append(vendor, { id: a!, num: 1 })).status).toBe(403);
    const sum = await ctx.call(cartSumEndpoint, {}, vendor);
    expect(sum.body.data).toEqual({ count: 0, quantity: 0, selectedCount: 0, selectedAmount: 0 });
  });
});

describe('changing lines', () => {
  it('updates a quantity, selects and deselects, deletes; another buyer’s ids are not found and change nothing', async () => {
    await clear(await userIdOf('buyer01'));
    const [a, b, c] = await plainGoods(3, 80);
    const ids: string[] = [];
    for (const g of [a, b, c]) ids.push((await append(buyer, { id: g!, num: 1 })).body.data.id);

    const upd = await ctx.call(cartUpdateEndpoint, { id: ids[0]!, num: 7 }, buyer);
    expect(upd.body).toMatchObject({ code: 200, data: { count: 3, changed: 1 } });
    expect((await ctx.call(cartUpdateEndpoint, { id: ids[0]!, num: 0 }, buyer)).status).toBe(400);

    const off = await ctx.call(cartSelectEndpoint, { ids: [ids[1]!], selected: false }, buyer);
    expect(off.body.data.changed).toBe(1);
    let view = await list(buyer);
    expect(view.selectedCount).toBe(2);
    await ctx.call(cartSelectEndpoint, { all: true, selected: false }, buyer);
    expect((await list(buyer)).selectedCount).toBe(0);
    await ctx.call(cartSelectEndpoint, { all: true, selected: true }, buyer);

    // Another organization's buyer and a colleague: not found, and nothing changes.
    for (const token of [other, buyer02]) {
      expect((await ctx.call(cartUpdateEndpoint, { id: ids[0]!, num: 2 }, token)).status).toBe(404);
      expect((await ctx.call(cartBatchDeleteEndpoint, { ids: ids.join(',') }, token)).status).toBe(404);
      expect((await ctx.call(cartSelectEndpoint, { ids, selected: false }, token)).status).toBe(404);
    }
    view = await list(buyer);
    expect(view).toMatchObject({ count: 3, selectedCount: 3, quantity: 9 });

    // One foreign id refuses the whole delete.
    // As JSON, not form-encoded.
    expect(
      (await ctx.call(cartBatchDeleteEndpoint, { ids: [ids[0]!, '999999999'] }, buyer, { form: false }))
        .status,
    ).toBe(404);
    expect((await list(buyer)).count).toBe(3);
    const del = await ctx.call(cartBatchDeleteEndpoint, { ids: [ids[0]!, ids[1]!] }, buyer);
    expect(del.body).toMatchObject({ message: '删除成功', data: { count: 1, changed: 2 } });
    expect((await ctx.call(cartBatchDeleteEndpoint, unchecked({ ids: '' }), buyer)).status).toBe(400);
  });

  it('an update racing a delete of the same line never brings the line back (60 rounds)', async () => {
    const userId = await userIdOf('buyer01');
    const [g] = await plainGoods(1, 85);
    const seen = { 200: 0, 404: 0 };
    for (let round = 0; round < 60; round++) {
      await clear(userId);
      const line = (await append(buyer, { id: g!, num: 1 })).body.data.id as string;
      // Every other round the delete is sent first, so both interleavings are tried.
      const upd = () => ctx.call(cartUpdateEndpoint, { id: line, num: 3 }, buyer);
      const del = () => ctx.call(cartBatchDeleteEndpoint, { ids: line }, buyer);
      const [u, d] =
        round % 2 === 0 ? await Promise.all([upd(), del()]) : (await Promise.all([del(), upd()])).reverse();
      // Serially: update then delete (200, 200, no line) or delete then update (404, 200, no line).
      expect(d!.status, JSON.stringify(d!.body)).toBe(200);
      expect([200, 404], JSON.stringify(u!.body)).toContain(u!.status);
      if (u!.status === 404) expect(u!.body.message).toBe('购物车中没有这件商品');
      seen[u!.status as 200 | 404]++;
      const rows = await ctx.tdb.db
        .selectFrom('cart_lines')
        .select(['id', 'num'])
        .where('user_id', '=', userId)
        .execute();
      expect(rows, `round ${round}: update ${u!.status}`).toEqual([]);
    }
    // An update of a line that is gone is 404 and inserts nothing.
    const gone = await ctx.call(cartUpdateEndpoint, { id: '999999999', num: 2 }, buyer);
    expect(gone.status).toBe(404);
    expect(seen[200] + seen[404]).toBe(60);
  });

  it('batch append adds all lines or none', async () => {
    await clear(await userIdOf('buyer01'));
    const goods = await plainGoods(3, 90);
    const delisted = await ctx.tdb.db
      .selectFrom('goods')
      .select('id')
      .where('status', '=', 'off')
      .executeTakeFirstOrThrow();
    const bad = await ctx.call(
      cartBatchAppendEndpoint,
      { lines: [...goods.map((id) => ({ id, num: 2 })), { id: delisted.id, num: 1 }] },
      buyer,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('第 4 行');
    expect((await list(buyer)).count).toBe(0);
    const good = await ctx.call(
      cartBatchAppendEndpoint,
      { lines: [...goods.map((id) => ({ id, num: 2 })), { id: goods[0]!, num: 1 }] },
      buyer,
    );
    expect(good.body).toMatchObject({ code: 200, data: { added: 3, count: 3 } });
    expect((await list(buyer)).quantity).toBe(7);
    expect((await ctx.call(cartBatchAppendEndpoint, { lines: [] }, buyer)).status).toBe(400);
  });

  it('queues concurrent batch appends of overlapping goods in any order without losing or deadlocking', async () => {
    await clear(await userIdOf('buyer01'));
    const goods = await plainGoods(6, 100);
    const orders = Array.from({ length: 12 }, (_, i) =>
      i % 2 === 0 ? goods : [...goods].reverse().slice(0, 3 + (i % 3)),
    );
    const answers = await Promise.all(
      orders.map((ids) =>
        ctx.call(cartBatchAppendEndpoint, { lines: ids.map((id) => ({ id, num: 1 })) }, buyer),
      ),
    );
    expect(answers.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    const expected = orders.reduce((n, ids) => n + ids.length, 0);
    expect((await list(buyer)).quantity).toBe(expected);
  });

  it('refuses new goods beyond the cart cap', async () => {
    const userId = await userIdOf('buyer02');
    await clear(userId);
    await sql`INSERT INTO cart_lines (organization_id, user_id, goods_id, num, added_price, created_at, updated_at)
      SELECT 1, ${userId}, id, 1, list_price, now(), now() FROM goods ORDER BY id LIMIT ${MAX_CART_LINES}`.execute(
      ctx.tdb.db,
    );
    const [next] = await ctx.tdb.db
      .selectFrom('goods')
      .select('id')
      .where('status', '=', 'on')
      .where('moq', '=', 1)
      .where('order_multiple', '=', 1)
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    const res = await append(buyer02, { id: next!.id, num: 1 });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('购物车最多');
    await clear(userId);
  });
});

describe('line states, price changes and quotes', () => {
  it('keeps delisted and area-limited goods in the cart, flagged and out of the total; shows price changes', async () => {
    const userId = await userIdOf('buyer01');
    await clear(userId);
    const db = ctx.tdb.db;
    const [a, b] = await plainGoods(2, 120);
    await append(buyer, { id: a!, num: 1 });
    await append(buyer, { id: b!, num: 1 });
    const before = linesOf(await list(buyer)) as unknown as { goodsId: string; price: number }[];
    const priceA = before.find((l) => l.goodsId === a)!.price;

    await db.updateTable('goods').set({ status: 'off' }).where('id', '=', a!).execute();
    await db.deleteFrom('goods_agreement_prices').where('goods_id', '=', b!).execute();
    await db
      .updateTable('goods')
      .set({ list_price: sql`list_price + 100` })
      .where('id', '=', b!)
      .execute();
    await db.insertInto('goods_area_limits').values({ goods_id: b!, division_code: '540000' }).execute();
    try {
      const view = await list(buyer, { divisionCode: '540102' });
      const lines = linesOf(view) as unknown as {
        goodsId: string;
        state: string;
        stateText: string;
        priceChange: number;
      }[];
      expect(lines.find((l) => l.goodsId === a)).toMatchObject({ state: 'delisted', stateText: '已下架' });
      const lineB = lines.find((l) => l.goodsId === b)!;
      expect(lineB).toMatchObject({ state: 'areaLimited', stateText: '该地区不可售' });
      expect(lineB.priceChange).not.toBe(0);
      expect(view).toMatchObject({ count: 2, selectedAmount: 0, blockedCount: 2 });
      const elsewhere = linesOf(await list(buyer, { divisionCode: '310101' })) as unknown as {
        goodsId: string;
        state: string;
      }[];
      expect(elsewhere.find((l) => l.goodsId === b)!.state).not.toBe('areaLimited');
    } finally {
      await db.updateTable('goods').set({ status: 'on' }).where('id', '=', a!).execute();
      await db
        .deleteFrom('goods_area_limits')
        .where('goods_id', '=', b!)
        .where('division_code', '=', '540000')
        .execute();
    }
    expect(priceA).toBeGreaterThan(0);
    expect((await ctx.call(cartListEndpoint, unchecked({ divisionCode: '54' }), buyer)).status).toBe(400);
  });
});
