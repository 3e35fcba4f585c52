import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { inquirySaveEndpoint } from '@pm/contract/add-to-lists';
import { cartListEndpoint } from '@pm/contract/cart';
import {
  inquiryBasketEndpoint,
  inquiryCancelEndpoint,
  inquiryDetailEndpoint,
  inquiryPageEndpoint,
  inquiryPushEndpoint,
  inquiryRemoveEndpoint,
  vendorInquiryPageEndpoint,
} from '@pm/contract/inquiry';
import { unchecked, useTestApp, VISITOR } from '../../test/app';
import { INQUIRY_T0, inquiryFixtures } from './test-fixtures';

const ctx = useTestApp();
const fx = inquiryFixtures(ctx, { remark: '请报含税价' });
const { goodsOf, detail, vendorDetail, quote, accept, newInquiry } = fx;
const T0 = INQUIRY_T0;
let buyer: string;
let buyer02: string;
let other: string;
let vendor: string;
let vendor2: string;
/** Plain goods (MOQ 1, multiple 1) of vendor01's organization (3) and one of vendor02's (4). */
let v1: string[];
let v2: string;
let buyerId: string;

const save = (token: string, itemId: string, num: number) =>
  ctx.call(inquirySaveEndpoint, { itemId, num }, token);
const basket = async (token: string) => {
  const res = await ctx.call(inquiryBasketEndpoint, { limit: 100 }, token);
  expect(res.status).toBe(200);
  return res.body.data;
};
/** Pushes the basket; the bodies are the tests' own, valid or not on purpose. */
const push = (token: string, body: Record<string, unknown>) =>
  ctx.call(inquiryPushEndpoint, unchecked(body), token);
/** Removes basket lines (the ids travel in the query). */
const remove = (token: string, ids: string | string[]) => ctx.call(inquiryRemoveEndpoint, { ids }, token);

/** vendor01's line ids of an inquiry. */
async function vendorLines(token: string, id: string): Promise<{ id: string; goodsId: string }[]> {
  const res = await vendorDetail(token, id);
  expect(res.status).toBe(200);
  return res.body.data.lines;
}

async function snapshot() {
  const db = ctx.tdb.db;
  const [inquiries, lines, quotes, basketRows, cart] = await Promise.all([
    db.selectFrom('inquiries').selectAll().orderBy('id').execute(),
    db.selectFrom('inquiry_lines').selectAll().orderBy('id').execute(),
    db.selectFrom('inquiry_quotes').selectAll().orderBy('id').execute(),
    db.selectFrom('inquiry_basket_lines').selectAll().orderBy('id').execute(),
    db.selectFrom('cart_lines').selectAll().orderBy('id').execute(),
  ]);
  return JSON.stringify({ inquiries, lines, quotes, basketRows, cart });
}

beforeAll(async () => {
  ({ buyer, buyer02, other, vendor, vendor2, buyerId } = await fx.signIn());
  v1 = await goodsOf(3, 6);
  v2 = (await goodsOf(4, 1))[0]!;
});

describe('the inquiry basket', () => {
  it('lists the basket with goods cards, keeps it per buyer, and removes chosen lines', async () => {
    await save(buyer, v1[0]!, 3);
    await save(buyer, v2, 1);
    const mine = await basket(buyer);
    expect(mine.total).toBe(2);
    expect(mine.records.map((r) => r.goodsId).sort()).toEqual([v1[0], v2].sort());
    expect(mine.records.find((r) => r.goodsId === v1[0])).toMatchObject({ num: 3, onSale: true });
    expect(mine.records[0]!.goods.name).toBeTruthy();
    expect((await basket(buyer02)).total).toBe(0);

    await save(other, v1[1]!, 1);
    const theirs = (await basket(other)).records[0]!.id;
    // another buyer's line: 404, nothing removed
    const before = await snapshot();
    const foreign = await remove(buyer, `${mine.records[0]!.id},${theirs}`);
    expect(foreign.status).toBe(404);
    expect(await snapshot()).toBe(before);
    expect((await remove(buyer, 'abc')).status).toBe(400);
    expect((await ctx.call(inquiryRemoveEndpoint, unchecked({}), buyer)).status).toBe(400);

    const v2Line = mine.records.find((r) => r.goodsId === v2)!.id;
    const removed = await remove(buyer, v2Line);
    expect(removed.body).toMatchObject({
      code: 200,
      message: '已移出询价篮',
      data: { removed: 1, count: 1 },
    });
    // repeated query parameters work too
    await save(buyer, v2, 1);
    const ids = (await basket(buyer)).records.map((r) => r.id);
    const both = await remove(buyer, ids);
    expect(both.body.data).toEqual({ removed: 2, count: 0 });
    await remove(other, theirs);
  });

  it('is for buyers only', async () => {
    expect((await ctx.call(inquiryBasketEndpoint, {}, VISITOR)).status).toBe(401);
    expect((await ctx.call(inquiryBasketEndpoint, {}, vendor)).status).toBe(403);
  });
});

describe('POST /inquiry-basket/customize/push', () => {
  it('refuses bad deadlines, remarks and an empty basket in Chinese, changing nothing', async () => {
    const empty = await push(buyer, { deadline: '2026-11-23' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('询价篮为空，请先加入商品');
    await save(buyer, v1[0]!, 2);
    const before = await snapshot();
    const cases: [Record<string, unknown>, string][] = [
      [{}, '请填写报价截止时间'],
      [{ deadline: 'tomorrow' }, '报价截止时间格式不正确'],
      [{ deadline: '2026-02-30' }, '报价截止时间格式不正确'],
      [{ deadline: '2026-11-21T07:00:00+08:00' }, '报价截止时间须晚于当前时间'],
      [{ deadline: '2027-01-30' }, '报价截止时间最晚为 30 天内'],
      [{ deadline: '2026-11-23', remark: 'x'.repeat(501) }, '备注最多 500 字'],
      [{ deadline: '2026-11-23', divisionCode: '999999' }, '地区编码不存在'],
      [{ deadline: '2026-11-23', ids: 'x' }, 'ID 格式不正确'],
    ];
    for (const [body, message] of cases) {
      const res = await push(buyer, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    // a basket line of another buyer: not found
    await save(other, v1[1]!, 1);
    const theirs = (await basket(other)).records[0]!.id;
    const foreign = await push(buyer, { deadline: '2026-11-23', ids: [theirs] });
    expect(foreign.status).toBe(404);
    await remove(other, theirs);
    expect(await snapshot()).toBe(before);
  });

  it('submits the basket to the suppliers of its goods and empties it; codes count up per day', async () => {
    await save(buyer, v2, 4);
    const res = await push(buyer, {
      deadline: '2026-11-23 18:00',
      remark: '  请报含税价  ',
      divisionCode: '320506',
    });
    expect(res.body).toMatchObject({
      code: 200,
      message: '询价已提交',
      data: { code: 'XJ202611210001', lineCount: 2, supplierCount: 2 },
    });
    expect((await basket(buyer)).total).toBe(0);
    const d = (await detail(buyer, res.body.data.id)).body.data;
    expect(d).toMatchObject({
      status: 'pending',
      statusText: '待报价',
      remark: '请报含税价',
      deadline: '2026-11-23T10:00:00.000Z',
      divisionCode: '320506',
      lineCount: 2,
      quotedCount: 0,
      supplierCount: 2,
    });
    expect(d.lines.map((l) => [l.goodsId, l.supplierId, l.num, l.quote])).toEqual(
      [
        [v1[0], '3', 2, null],
        [v2, '4', 4, null],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );

    // chosen lines only: the rest stays in the basket
    await save(buyer, v1[1]!, 1);
    await save(buyer, v1[2]!, 1);
    const chosen = (await basket(buyer)).records.find((r) => r.goodsId === v1[1])!.id;
    const second = await push(buyer, { deadline: '2026-11-24', ids: chosen });
    expect(second.body.data).toMatchObject({ code: 'XJ202611210002', lineCount: 1, supplierCount: 1 });
    expect((await basket(buyer)).records.map((r) => r.goodsId)).toEqual([v1[2]]);
  });

  it('makes one inquiry of two concurrent submits of the same basket', async () => {
    const count = async () =>
      Number(
        (
          await ctx.tdb.db
            .selectFrom('inquiries')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const answers = await Promise.all([1, 2, 3].map(() => push(buyer, { deadline: '2026-11-24' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    expect(await count()).toBe(before + 1);
  });
});

describe('the buyer’s inquiries', () => {
  it('pages the caller’s own inquiries, filters by status and hides them from everybody else', async () => {
    const page = await ctx.call(inquiryPageEndpoint, { limit: 2 }, buyer);
    expect(page.status).toBe(200);
    const data = page.body.data;
    expect(data.total).toBeGreaterThanOrEqual(3);
    expect(data.records).toHaveLength(2);
    expect(data.records[0]).toMatchObject({ status: 'pending', statusText: '待报价' });
    expect(data.records[0]!.goodsNames.length).toBeGreaterThan(0);
    const pending = await ctx.call(inquiryPageEndpoint, { status: 'pending' }, buyer);
    expect(pending.body.data.total).toBe(data.total);
    const quoted = await ctx.call(inquiryPageEndpoint, { status: 'quoted' }, buyer);
    expect(quoted.body.data.total).toBe(0);
    const bad = await ctx.call(inquiryPageEndpoint, unchecked({ status: 'done' }), buyer);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('状态应为');
    expect((await ctx.call(inquiryPageEndpoint, unchecked({ limit: 101 }), buyer)).status).toBe(400);

    for (const token of [other, buyer02]) {
      const theirs = await ctx.call(inquiryPageEndpoint, {}, token);
      expect(theirs.body.data.total).toBe(0);
      expect((await detail(token, data.records[0]!.id)).status).toBe(404);
    }
    expect((await detail(vendor, data.records[0]!.id)).status).toBe(403);
    expect((await detail(buyer, '999999999')).status).toBe(404);
    expect((await ctx.call(inquiryDetailEndpoint, unchecked({ id: 'x' }), buyer)).status).toBe(400);
  });
});

describe('supplier quotes', () => {
  let inquiryId: string;
  let lines: { id: string; goodsId: string }[];

  beforeAll(async () => {
    inquiryId = await newInquiry([v1[3]!, v1[4]!, v2]);
    lines = await vendorLines(vendor, inquiryId);
  });

  it('shows each supplier its inquiries and its own lines only', async () => {
    expect(lines.map((l) => l.goodsId).sort()).toEqual([v1[3], v1[4]].sort());
    const page = (await ctx.call(vendorInquiryPageEndpoint, {}, vendor)).body.data;
    const mine = page.records.find((r: { id: string }) => r.id === inquiryId);
    expect(mine).toMatchObject({
      status: 'pending',
      statusText: '待报价',
      buyerName: '华东精工制造有限公司',
      lineCount: 2,
      quotedCount: 0,
      remark: '请报含税价',
    });
    const theirs = await vendorLines(vendor2, inquiryId);
    expect(theirs.map((l) => l.goodsId)).toEqual([v2]);
    const d = (await vendorDetail(vendor, inquiryId)).body.data;
    expect(d).toMatchObject({ open: true, lineCount: 2 });
    // the supplier sees list prices, never the buyer's agreement prices
    const goods = await ctx.tdb.db
      .selectFrom('goods')
      .select(['id', 'list_price'])
      .where(
        'id',
        'in',
        lines.map((l) => l.goodsId),
      )
      .execute();
    for (const l of d.lines) {
      expect(l.goods.price).toBe(Number(goods.find((g) => g.id === l.goodsId)!.list_price));
    }
    // buyers may not use the supplier endpoints
    expect((await ctx.call(vendorInquiryPageEndpoint, {}, buyer)).status).toBe(403);
  });

  it('hides an inquiry from a supplier it was not addressed to', async () => {
    const onlyV1 = await newInquiry([v1[5]!]);
    expect((await vendorDetail(vendor2, onlyV1)).status).toBe(404);
    const page = (await ctx.call(vendorInquiryPageEndpoint, { limit: 100 }, vendor2)).body.data;
    expect(page.records.map((r: { id: string }) => r.id)).not.toContain(onlyV1);
    const line = (await vendorLines(vendor, onlyV1))[0]!.id;
    const before = await snapshot();
    const foreign = await quote(vendor2, onlyV1, [{ lineId: line, price: 100, validUntil: '2026-11-30' }]);
    expect(foreign.status).toBe(404);
    // a line of vendor01 through an inquiry addressed to vendor02: not found either
    const mixed = await quote(vendor2, inquiryId, [{ lineId: line, price: 100, validUntil: '2026-11-30' }]);
    expect(mixed.status).toBe(404);
    expect(await snapshot()).toBe(before);
  });

  it('refuses bad quotes in Chinese, changing nothing', async () => {
    const line = lines[0]!.id;
    const before = await snapshot();
    const cases: [Record<string, unknown>, string][] = [
      [{ lineId: line, price: 0, validUntil: '2026-11-30' }, '报价单价最小为 1'],
      [{ lineId: line, price: -5, validUntil: '2026-11-30' }, '报价单价'],
      [{ lineId: line, price: 1.5, validUntil: '2026-11-30' }, '报价单价必须是整数'],
      [{ lineId: line, price: 100 }, '请填写报价有效期'],
      [{ lineId: line, price: 100, validUntil: '2026-13-01' }, '报价有效期格式不正确'],
      [{ lineId: line, price: 100, validUntil: '2026-11-20' }, '报价有效期不能早于今天'],
      [{ lineId: line, price: 100, validUntil: '2028-01-01' }, '报价有效期最长 365 天'],
      [{ lineId: line, price: 100, validUntil: '2026-11-30', quotedNum: 0 }, '报价数量最小为 1'],
      [{ lineId: 'abc', price: 100, validUntil: '2026-11-30' }, 'ID 格式不正确'],
    ];
    for (const [l, message] of cases) {
      const res = await quote(vendor, inquiryId, [l]);
      expect(res.status, JSON.stringify(l)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    const twice = await quote(vendor, inquiryId, [
      { lineId: line, price: 100, validUntil: '2026-11-30' },
      { lineId: line, price: 200, validUntil: '2026-11-30' },
    ]);
    expect(twice.body.message).toBe('同一商品行只能填写一条报价');
    const empty = await quote(vendor, inquiryId, []);
    expect(empty.body.message).toContain('请至少填写一条报价');
    expect(await snapshot()).toBe(before);
  });

  it('saves and updates quotes; the buyer sees 已报价 with the quotes per line', async () => {
    const res = await quote(vendor, inquiryId, [
      { lineId: lines[0]!.id, price: 12345, validUntil: '2026-11-28', remark: '含税含运' },
      { lineId: lines[1]!.id, price: 800, quotedNum: 5, validUntil: '2026-11-28' },
    ]);
    expect(res.body).toMatchObject({ code: 200, message: '报价已提交', data: { saved: 2 } });
    const update = await quote(vendor, inquiryId, [
      { lineId: lines[0]!.id, price: 12000, validUntil: '2026-11-29' },
    ]);
    expect(update.status).toBe(200);

    const d = (await detail(buyer, inquiryId)).body.data;
    expect(d).toMatchObject({ status: 'quoted', statusText: '已报价', quotedCount: 2 });
    const byGoods = new Map(d.lines.map((l: { goodsId: string }) => [l.goodsId, l]));
    expect(byGoods.get(lines[0]!.goodsId)).toMatchObject({
      supplierName: '联创工业品',
      quote: {
        price: 12000,
        quotedNum: null,
        validUntil: '2026-11-29',
        expiresAt: '2026-11-29T16:00:00.000Z',
        remark: '',
        expired: false,
        accepted: false,
      },
    });
    expect(byGoods.get(lines[1]!.goodsId)).toMatchObject({ quote: { price: 800, quotedNum: 5 } });
    expect(byGoods.get(v2)).toMatchObject({ quote: null });
    const vendorView = (await ctx.call(vendorInquiryPageEndpoint, {}, vendor)).body.data;
    expect(vendorView.records.find((r: { id: string }) => r.id === inquiryId)).toMatchObject({
      status: 'quoted',
      quotedCount: 2,
    });
    const quotedPage = await ctx.call(inquiryPageEndpoint, { status: 'quoted' }, buyer);
    expect(quotedPage.body.data.records.map((r: { id: string }) => r.id)).toEqual([inquiryId]);
  });

  it('keeps one quote per line under concurrent saves', async () => {
    const line = lines[1]!.id;
    const prices = Array.from({ length: 10 }, (_, i) => 1000 + i);
    const answers = await Promise.all(
      prices.map((price) =>
        quote(vendor, inquiryId, [
          { lineId: lines[0]!.id, price, validUntil: '2026-11-29' },
          { lineId: line, price, validUntil: '2026-11-29' },
        ]),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const rows = await ctx.tdb.db
      .selectFrom('inquiry_quotes')
      .select(['inquiry_line_id', 'price'])
      .where('inquiry_line_id', 'in', [lines[0]!.id, line])
      .execute();
    expect(rows).toHaveLength(2);
    // both lines carry the price of the same (last) save
    expect(rows[0]!.price).toBe(rows[1]!.price);
    expect(prices).toContain(Number(rows[0]!.price));
  });

  it('accepts quotes into the cart at the quoted price, once, whatever the concurrency', async () => {
    await sql`DELETE FROM cart_lines WHERE user_id = ${buyerId}`.execute(ctx.tdb.db);
    await quote(vendor, inquiryId, [
      { lineId: lines[0]!.id, price: 12000, validUntil: '2026-11-29' },
      { lineId: lines[1]!.id, price: 800, quotedNum: 5, validUntil: '2026-11-28' },
    ]);
    const d = (await detail(buyer, inquiryId)).body.data;
    const q0 = d.lines.find((l) => l.goodsId === lines[0]!.goodsId)!.quote!.id;
    const q1 = d.lines.find((l) => l.goodsId === lines[1]!.goodsId)!.quote!.id;

    // nobody else may accept them
    const before = await snapshot();
    expect((await accept(other, [q0])).status).toBe(404);
    expect((await accept(buyer02, [q0])).status).toBe(404);
    expect((await accept(vendor, [q0])).status).toBe(403);
    expect((await accept(buyer, [q0, '999999999'])).status).toBe(404);
    expect((await accept(buyer, [])).status).toBe(400);
    expect(await snapshot()).toBe(before);

    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => accept(buyer, [q0, q1])));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers[0]!.body.message).toBe('已加入购物车');
    expect(answers.reduce((n, a) => n + a.body.data.accepted, 0)).toBe(2);

    const cart = await ctx.tdb.db
      .selectFrom('cart_lines')
      .select(['goods_id', 'num', 'quote_line_id', 'quote_price'])
      .where('user_id', '=', buyerId)
      .orderBy('goods_id')
      .execute();
    expect(cart).toEqual(
      [
        { goods_id: lines[0]!.goodsId, num: 2, quote_line_id: q0, quote_price: '12000' },
        { goods_id: lines[1]!.goodsId, num: 5, quote_line_id: q1, quote_price: '800' },
      ].sort((a, b) => Number(a.goods_id) - Number(b.goods_id)),
    );
    const list = await ctx.call(cartListEndpoint, {}, buyer);
    const cartLine = list.body.data.groups
      .flatMap((g) => g.lines)
      .find((l) => l.goodsId === lines[0]!.goodsId);
    expect(cartLine).toMatchObject({
      price: 12000,
      quote: { quoteLineId: q0, price: 12000, expiresAt: '2026-11-29T16:00:00.000Z' },
    });
    // once the quote expires, the cart line costs the buyer's own price again
    await ctx.tdb.db
      .updateTable('cart_lines')
      .set({ quote_expires_at: new Date(ctx.clock.now().getTime() - 1000) })
      .where('quote_line_id', '=', q0)
      .execute();
    const later = (await ctx.call(cartListEndpoint, {}, buyer)).body.data.groups
      .flatMap((g) => g.lines)
      .find((l) => l.goodsId === lines[0]!.goodsId);
    expect(later!.price).toBe(later!.goods.price);
    expect(later!.priceChange).toBe(later!.goods.price - 12000);

    const after = (await detail(buyer, inquiryId)).body.data;
    expect(after).toMatchObject({ status: 'converted', statusText: '已转订单' });
    expect(after.lines.find((l) => l.goodsId === lines[0]!.goodsId)!.quote).toMatchObject({
      accepted: true,
    });
    // an accepted quote can no longer be changed; the buyer cannot cancel a converted inquiry
    const locked = await quote(vendor, inquiryId, [
      { lineId: lines[0]!.id, price: 1, validUntil: '2026-11-29' },
    ]);
    expect(locked.body.message).toBe('该报价已被采购商接受，不能修改');
    const cancel = await ctx.call(inquiryCancelEndpoint, { id: inquiryId }, buyer);
    expect(cancel.body.message).toBe('询价已转订单，不能取消');
    const vendorView = (await vendorDetail(vendor, inquiryId)).body.data;
    expect(vendorView).toMatchObject({ status: 'accepted', statusText: '已成交' });
  });
});

describe('cancelling', () => {
  it('cancels the buyer’s own inquiry; suppliers can no longer quote, quotes no longer go to the cart', async () => {
    const id = await newInquiry([v1[0]!]);
    const [line] = await vendorLines(vendor, id);
    await quote(vendor, id, [{ lineId: line!.id, price: 500, validUntil: '2026-11-30' }]);
    const quoteId = (await detail(buyer, id)).body.data.lines[0]!.quote!.id;

    const before = await snapshot();
    expect((await ctx.call(inquiryCancelEndpoint, { id }, other)).status).toBe(404);
    expect(await snapshot()).toBe(before);
    const res = await ctx.call(inquiryCancelEndpoint, { id }, buyer);
    expect(res.body).toMatchObject({ code: 200, message: '询价已取消', data: { status: 'cancelled' } });
    expect((await detail(buyer, id)).body.data).toMatchObject({
      status: 'cancelled',
      statusText: '已取消',
    });
    const late = await quote(vendor, id, [{ lineId: line!.id, price: 400, validUntil: '2026-11-30' }]);
    expect(late.body.message).toBe('询价已取消，不能报价');
    const acc = await accept(buyer, [quoteId]);
    expect(acc.status).toBe(400);
    expect(acc.body.message).toContain('询价已取消');
    expect((await vendorDetail(vendor, id)).body.data).toMatchObject({ status: 'cancelled', open: false });
  });
});

describe('expiry (the clock)', () => {
  it('closes quoting at the deadline, expires quotes at the end of their validity day', async () => {
    ctx.clock.set(T0);
    const id = await newInquiry([v1[1]!, v1[2]!], '2026-11-21T20:00:00+08:00');
    const [a, b] = await vendorLines(vendor, id);
    // valid through today only (ends at midnight, China time)
    await quote(vendor, id, [
      { lineId: a!.id, price: 300, validUntil: '2026-11-21' },
      { lineId: b!.id, price: 400, validUntil: '2026-11-23' },
    ]);
    const quotes = (await detail(buyer, id)).body.data.lines.map((l) => l.quote!.id);

    ctx.clock.set('2026-11-21T20:00:00+08:00');
    const late = await quote(vendor, id, [{ lineId: a!.id, price: 250, validUntil: '2026-11-25' }]);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('已过报价截止时间，不能再报价');
    expect((await vendorDetail(vendor, id)).body.data).toMatchObject({ status: 'closed', open: false });
    // quotes stay valid after the reply deadline
    expect((await detail(buyer, id)).body.data.status).toBe('quoted');

    ctx.clock.set('2026-11-22T00:00:00+08:00');
    const d = (await detail(buyer, id)).body.data;
    expect(d.status).toBe('quoted');
    expect(d.lines.map((l) => l.quote!.expired).sort()).toEqual([false, true]);
    const expiredId = d.lines.find((l) => l.quote!.expired)!.quote!.id;
    const before = await snapshot();
    const refused = await accept(buyer, quotes);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('报价已过期，无法加入购物车');
    expect(await snapshot()).toBe(before);
    expect(quotes).toContain(expiredId);

    ctx.clock.set('2026-11-24T00:00:00+08:00');
    const gone = (await detail(buyer, id)).body.data;
    expect(gone).toMatchObject({ status: 'expired', statusText: '已过期' });
    const expiredPage = await ctx.call(inquiryPageEndpoint, { status: 'expired' }, buyer);
    expect(expiredPage.body.data.records.map((r: { id: string }) => r.id)).toContain(id);
  });

  it('shows an unanswered inquiry as 已过期 once its deadline passed', async () => {
    ctx.clock.set('2026-11-24T08:00:00+08:00');
    const id = await newInquiry([v1[3]!], '2026-11-24T09:00:00+08:00');
    expect((await detail(buyer, id)).body.data.status).toBe('pending');
    ctx.clock.set('2026-11-24T09:00:00+08:00');
    expect((await detail(buyer, id)).body.data.status).toBe('expired');
  });
});
