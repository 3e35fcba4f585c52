import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_CART_LINES } from '@pm/contract/cart';
import { QUANTITY_MAX } from '@pm/contract/quantity';
import { plainGoods as plainGoodsOf } from '../../test/catalog';
import { bearer, DEMO, login, useTestApp } from '../../test/app';

const ctx = useTestApp();
let buyer: string;
let buyer02: string;
let other: string;
let vendor: string;

/** Goods on sale with MOQ 1 and multiple 1, from the seeded catalog; `skip` picks further ones. */
const plainGoods = (count: number, skip = 0) => plainGoodsOf(ctx.tdb.db, count, skip);

function post(token: string | null, url: string, payload: unknown, form = false) {
  return ctx.app.inject({
    method: 'POST',
    url: `/pm-api${url}`,
    headers: {
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...(token ? bearer(token) : {}),
    },
    payload: payload as string,
  });
}
const append = (token: string | null, form: string) => post(token, '/cart/shop/append', form, true);
async function list(token: string, query = '') {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/pm-api/cart/shop/list${query}`,
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
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
    const first = await append(buyer, `id=${a}&num=2&appendCartType=0`);
    expect(first.json()).toMatchObject({
      code: 200,
      message: '加入购物车成功',
      data: { goodsId: a, num: 2, count: 1 },
    });
    expect((await append(buyer, `id=${a}&num=3`)).json().data).toMatchObject({ num: 5, count: 1 });
    expect((await append(buyer, `id=${b}&num=1`)).json().data.count).toBe(2);

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

    const sum = await ctx.app.inject({ method: 'GET', url: '/pm-api/cart/shop/sum', headers: bearer(buyer) });
    expect(sum.json().data).toMatchObject({
      count: 2,
      quantity: 6,
      selectedCount: 2,
      selectedAmount: view.selectedAmount,
    });
    const count = await ctx.app.inject({
      method: 'GET',
      url: '/pm-api/cart/direct/count',
      headers: bearer(buyer),
    });
    expect(count.json().data).toEqual({ count: 2 });
  });

  it('ends 50 concurrent adds of the same goods in one line holding their sum, and loses none of 50 different goods', async () => {
    await clear(await userIdOf('buyer01'));
    const [same] = await plainGoods(1, 5);
    const answers = await Promise.all(Array.from({ length: 50 }, () => append(buyer, `id=${same}&num=1`)));
    expect(answers.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    const rows = await ctx.tdb.db
      .selectFrom('cart_lines')
      .select('num')
      .where('goods_id', '=', same!)
      .execute();
    expect(rows).toEqual([{ num: 50 }]);

    const many = await plainGoods(50, 10);
    const adds = await Promise.all(many.map((id) => append(buyer, `id=${id}&num=2`)));
    expect(adds.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
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
    const below = await append(buyer, `id=${moq.id}&num=${moq.moq - 1 || 1}`);
    expect(below.statusCode).toBe(400);
    expect(below.json().message).toMatch(/起订量为|整数倍/);
    const multiple = await db
      .selectFrom('goods')
      .select(['id', 'moq', 'order_multiple'])
      .where('status', '=', 'on')
      .where('order_multiple', '>', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const off = await append(buyer, `id=${multiple.id}&num=${multiple.moq + 1}`);
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toContain('整数倍');
    const delisted = await db
      .selectFrom('goods')
      .select('id')
      .where('status', '=', 'off')
      .executeTakeFirstOrThrow();
    for (const id of [delisted.id, '999999999']) {
      const res = await append(buyer, `id=${id}&num=1`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('商品不存在或已下架');
    }
    for (const bad of ['num=0', 'num=abc', 'num=1000000', 'num=1&appendCartType=7']) {
      const res = await append(buyer, `id=${multiple.id}&${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/[\u4e00-\u9fa5]/);
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
    expect((await append(buyer, `id=${g.id}&num=${g.moq}`)).statusCode).toBe(200);
    const num = async () =>
      (
        await db
          .selectFrom('cart_lines')
          .select('num')
          .where('user_id', '=', userId)
          .where('goods_id', '=', g.id)
          .executeTakeFirstOrThrow()
      ).num;

    const below = await append(buyer, `id=${g.id}&num=1&appendCartType=2`);
    expect(below.statusCode).toBe(400);
    expect(below.json().message).toContain('起订量为');
    const over = await append(buyer, `id=${g.id}&num=${QUANTITY_MAX - g.moq + 1}`);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(`单件商品数量最多 ${QUANTITY_MAX}`);
    await db.updateTable('goods').set({ order_multiple: 2 }).where('id', '=', g.id).execute();
    try {
      const odd = await append(buyer, `id=${g.id}&num=1`);
      expect(odd.statusCode).toBe(400);
      expect(odd.json().message).toContain('整数倍');
      await db.updateTable('goods').set({ status: 'off' }).where('id', '=', g.id).execute();
      const off = await append(buyer, `id=${g.id}&num=2`);
      expect(off.statusCode).toBe(404);
      expect(off.json().message).toBe('商品不存在或已下架');
    } finally {
      await db.updateTable('goods').set({ status: 'on', order_multiple: 1 }).where('id', '=', g.id).execute();
    }
    expect(await num()).toBe(g.moq);
    // With the rules kept, a set and an add change the line.
    expect((await append(buyer, `id=${g.id}&num=${g.moq + 1}&appendCartType=2`)).json().data).toMatchObject({
      num: g.moq + 1,
      count: 1,
    });
    expect((await append(buyer, `id=${g.id}&num=1`)).json().data).toMatchObject({ num: g.moq + 2, count: 1 });
  });

  it('立即购买 (appendCartType 1) sets the quantity and selects only that line', async () => {
    await clear(await userIdOf('buyer01'));
    const [a, b] = await plainGoods(2, 70);
    await append(buyer, `id=${a}&num=4`);
    await append(buyer, `id=${b}&num=4`);
    const direct = await append(buyer, `id=${b}&num=1&appendCartType=1`);
    expect(direct.json().data).toMatchObject({ goodsId: b, num: 1 });
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
    expect((await append(null, `id=${a}&num=1`)).statusCode).toBe(401);
    expect((await append(vendor, `id=${a}&num=1`)).statusCode).toBe(403);
    const sum = await ctx.app.inject({
      method: 'GET',
      url: '/pm-api/cart/shop/sum',
      headers: bearer(vendor),
    });
    expect(sum.json().data).toEqual({ count: 0, quantity: 0, selectedCount: 0, selectedAmount: 0 });
  });
});

describe('changing lines', () => {
  it('updates a quantity, selects and deselects, deletes; another buyer’s ids are not found and change nothing', async () => {
    await clear(await userIdOf('buyer01'));
    const [a, b, c] = await plainGoods(3, 80);
    const ids: string[] = [];
    for (const g of [a, b, c]) ids.push((await append(buyer, `id=${g}&num=1`)).json().data.id);

    const upd = await post(buyer, '/cart/shop/update', `id=${ids[0]}&num=7`, true);
    expect(upd.json()).toMatchObject({ code: 200, data: { count: 3, changed: 1 } });
    expect((await post(buyer, '/cart/shop/update', `id=${ids[0]}&num=0`, true)).statusCode).toBe(400);

    const off = await post(buyer, '/cart/shop/select', { ids: [ids[1]], selected: false });
    expect(off.json().data.changed).toBe(1);
    let view = await list(buyer);
    expect(view.selectedCount).toBe(2);
    await post(buyer, '/cart/shop/select', { all: true, selected: false });
    expect((await list(buyer)).selectedCount).toBe(0);
    await post(buyer, '/cart/shop/select', { all: true, selected: true });

    // Another organization's buyer and a colleague: not found, and nothing changes.
    for (const token of [other, buyer02]) {
      expect((await post(token, '/cart/shop/update', `id=${ids[0]}&num=2`, true)).statusCode).toBe(404);
      expect((await post(token, '/cart/shop/batch/delete', `ids=${ids.join(',')}`, true)).statusCode).toBe(
        404,
      );
      expect((await post(token, '/cart/shop/select', { ids, selected: false })).statusCode).toBe(404);
    }
    view = await list(buyer);
    expect(view).toMatchObject({ count: 3, selectedCount: 3, quantity: 9 });

    // One foreign id refuses the whole delete.
    expect((await post(buyer, '/cart/shop/batch/delete', { ids: [ids[0], '999999999'] })).statusCode).toBe(
      404,
    );
    expect((await list(buyer)).count).toBe(3);
    const del = await post(buyer, '/cart/shop/batch/delete', `ids=${ids[0]}&ids=${ids[1]}`, true);
    expect(del.json()).toMatchObject({ message: '删除成功', data: { count: 1, changed: 2 } });
    expect((await post(buyer, '/cart/shop/batch/delete', 'ids=', true)).statusCode).toBe(400);
  });

  it('an update racing a delete of the same line never brings the line back (60 rounds)', async () => {
    const userId = await userIdOf('buyer01');
    const [g] = await plainGoods(1, 85);
    const seen = { 200: 0, 404: 0 };
    for (let round = 0; round < 60; round++) {
      await clear(userId);
      const line = (await append(buyer, `id=${g}&num=1`)).json().data.id as string;
      // Every other round the delete is sent first, so both interleavings are tried.
      const upd = () => post(buyer, '/cart/shop/update', `id=${line}&num=3`, true);
      const del = () => post(buyer, '/cart/shop/batch/delete', `ids=${line}`, true);
      const [u, d] =
        round % 2 === 0 ? await Promise.all([upd(), del()]) : (await Promise.all([del(), upd()])).reverse();
      // Serially: update then delete (200, 200, no line) or delete then update (404, 200, no line).
      expect(d!.statusCode, d!.body).toBe(200);
      expect([200, 404], u!.body).toContain(u!.statusCode);
      if (u!.statusCode === 404) expect(u!.json().message).toBe('购物车中没有这件商品');
      seen[u!.statusCode as 200 | 404]++;
      const rows = await ctx.tdb.db
        .selectFrom('cart_lines')
        .select(['id', 'num'])
        .where('user_id', '=', userId)
        .execute();
      expect(rows, `round ${round}: update ${u!.statusCode}`).toEqual([]);
    }
    // An update of a line that is gone is 404 and inserts nothing.
    const gone = await post(buyer, '/cart/shop/update', `id=999999999&num=2`, true);
    expect(gone.statusCode).toBe(404);
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
    const bad = await post(buyer, '/cart/shop/batch-append', {
      lines: [...goods.map((id) => ({ id, num: 2 })), { id: delisted.id, num: 1 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('第 4 行');
    expect((await list(buyer)).count).toBe(0);
    const good = await post(buyer, '/cart/shop/batch-append', {
      lines: [...goods.map((id) => ({ id, num: 2 })), { id: goods[0], num: 1 }],
    });
    expect(good.json()).toMatchObject({ code: 200, data: { added: 3, count: 3 } });
    expect((await list(buyer)).quantity).toBe(7);
    expect((await post(buyer, '/cart/shop/batch-append', { lines: [] })).statusCode).toBe(400);
  });

  it('queues concurrent batch appends of overlapping goods in any order without losing or deadlocking', async () => {
    await clear(await userIdOf('buyer01'));
    const goods = await plainGoods(6, 100);
    const orders = Array.from({ length: 12 }, (_, i) =>
      i % 2 === 0 ? goods : [...goods].reverse().slice(0, 3 + (i % 3)),
    );
    const answers = await Promise.all(
      orders.map((ids) =>
        post(buyer, '/cart/shop/batch-append', { lines: ids.map((id) => ({ id, num: 1 })) }),
      ),
    );
    expect(answers.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
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
    const res = await append(buyer02, `id=${next!.id}&num=1`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('购物车最多');
    await clear(userId);
  });
});

describe('line states, price changes and quotes', () => {
  it('keeps delisted and area-limited goods in the cart, flagged and out of the total; shows price changes', async () => {
    const userId = await userIdOf('buyer01');
    await clear(userId);
    const db = ctx.tdb.db;
    const [a, b] = await plainGoods(2, 120);
    await append(buyer, `id=${a}&num=1`);
    await append(buyer, `id=${b}&num=1`);
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
      const view = await list(buyer, '?divisionCode=540102');
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
      const elsewhere = linesOf(await list(buyer, '?divisionCode=310101')) as unknown as {
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
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/pm-api/cart/shop/list?divisionCode=54',
          headers: bearer(buyer),
        })
      ).statusCode,
    ).toBe(400);
  });
});
