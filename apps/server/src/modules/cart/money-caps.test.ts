/**
 * The money caps (@pm/contract/money) where amounts enter (quote save and accept, cart add, set and
 * batch, 核价单 → cart, order submission) and what the cart, its sum and the order preview answer after
 * any accepted combination: 200 with exact totals (compared with BigInt arithmetic).
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_LINE_AMOUNT_FEN, MAX_TOTAL_FEN, MAX_UNIT_PRICE_FEN, MONEY_MESSAGES } from '@pm/contract/money';
import { DEMO, login, useTestApp } from '../../test/app';
import { orderFixtures } from '../order/test-fixtures';

const ctx = useTestApp();
const fx = orderFixtures(ctx);
const T0 = '2026-11-21T08:00:00+08:00';
const DEADLINE = '2026-11-23T18:00:00+08:00';
const VALID_UNTIL = '2026-11-30';
const MAX_NUM = 999_999;
/** vendor01's organization: the supplier of the goods quoted here. */
const VENDOR_ORG = '3';

let buyer: string;
let vendor: string;
let buyerId: string;
/** Twelve goods of vendor01 with MOQ 1, multiple 1 and plenty of stock everywhere. */
let goods: string[];

interface CartLineOut {
  id: string;
  goodsId: string;
  num: number;
  price: number;
  amount: number;
  state: string;
  stateText: string;
}
interface CartViewOut {
  groups: { lines: CartLineOut[]; subtotal: number }[];
  selectedAmount: number;
  freight: number;
  total: number;
}

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  fx.call(token, method, url, payload);

async function cartList(): Promise<CartViewOut> {
  const res = await call(buyer, 'GET', '/cart/shop/list');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as CartViewOut;
}
async function cartSum(): Promise<{ selectedAmount: number; count: number }> {
  const res = await call(buyer, 'GET', '/cart/shop/sum');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { selectedAmount: number; count: number };
}
const lineRows = () =>
  ctx.tdb.db
    .selectFrom('cart_lines')
    .select(['id', 'goods_id', 'num', 'quote_price'])
    .where('user_id', '=', buyerId)
    .orderBy('id')
    .execute();
const clearCart = () => sql`DELETE FROM cart_lines WHERE user_id = ${buyerId}`.execute(ctx.tdb.db);

beforeAll(async () => {
  ctx.clock.set(T0);
  [buyer, vendor] = await Promise.all([login(ctx.app, DEMO.buyer01), login(ctx.app, DEMO.vendor01)]);
  buyerId = await fx.userId('buyer01');
  goods = (
    await ctx.tdb.db
      .selectFrom('goods')
      .select('id')
      .where('status', '=', 'on')
      .where('supplier_id', '=', VENDOR_ORG)
      .where('moq', '=', 1)
      .where('order_multiple', '=', 1)
      .orderBy('id')
      .limit(12)
      .execute()
  ).map((r) => r.id);
  expect(goods).toHaveLength(12);
  await ctx.tdb.db.updateTable('goods').set({ stock_total: 10_000_000 }).where('id', 'in', goods).execute();
  await sql`UPDATE goods_stock SET quantity = 10000000 WHERE goods_id = ANY (${goods}::bigint[])`.execute(
    ctx.tdb.db,
  );
  await sql`DELETE FROM goods_area_limits WHERE goods_id = ANY (${goods}::bigint[])`.execute(ctx.tdb.db);
});

/** One quoted line: unit price (fen), quantity, and whether the quantity is the asked one (no quotedNum). */
interface Quoted {
  price: number;
  num: number;
  asked: boolean;
}

/** Which cap a quotation breaks first, as the server checks them (schema, each line, the total). */
function quoteVerdict(lines: readonly Quoted[]): 'unitPrice' | 'lineAmount' | 'total' | null {
  if (lines.some((l) => l.price > MAX_UNIT_PRICE_FEN)) return 'unitPrice';
  if (lines.some((l) => BigInt(l.price) * BigInt(l.num) > BigInt(MAX_LINE_AMOUNT_FEN))) return 'lineAmount';
  const total = lines.reduce((n, l) => n + BigInt(l.price) * BigInt(l.num), 0n);
  return total > BigInt(MAX_TOTAL_FEN) ? 'total' : null;
}

const withinLine = fc.integer({ min: 1, max: MAX_UNIT_PRICE_FEN }).chain((price) =>
  fc.record({
    price: fc.constant(price),
    num: fc.integer({ min: 1, max: Math.min(MAX_NUM, Math.floor(MAX_LINE_AMOUNT_FEN / price)) }),
  }),
);
/** A line right at the line cap (from 10,001 fen the quantity stays within 999,999). */
const maxedLine = fc
  .integer({ min: 10_001, max: MAX_UNIT_PRICE_FEN })
  .map((price) => ({ price, num: Math.floor(MAX_LINE_AMOUNT_FEN / price) }));
const anyLine = fc.record({
  price: fc.integer({ min: 1, max: 2 * MAX_UNIT_PRICE_FEN }),
  num: fc.integer({ min: 1, max: MAX_NUM }),
});
const quoted = (line: fc.Arbitrary<{ price: number; num: number }>) =>
  fc.record({ line, asked: fc.boolean() }).map(({ line: l, asked }): Quoted => ({ ...l, asked }));
const quotation = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.array(
      quoted(
        fc.oneof(
          { weight: 4, arbitrary: withinLine },
          { weight: 2, arbitrary: maxedLine },
          { weight: 1, arbitrary: anyLine },
        ),
      ),
      { minLength: 1, maxLength: 12 },
    ),
  },
  // Many lines at the line cap: quotes around the total cap.
  { weight: 1, arbitrary: fc.array(quoted(maxedLine), { minLength: 9, maxLength: 12 }) },
);

/** The buyer asks for `lines` (goods in order) and vendor01 quotes them; the save's answer and ids. */
async function askAndQuote(lines: readonly Quoted[]) {
  for (const [i, l] of lines.entries()) {
    const saved = await call(buyer, 'POST', '/inquiry-basket/customize/save', {
      itemId: goods[i],
      num: l.asked ? l.num : 1,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
  const pushed = await call(buyer, 'POST', '/inquiry-basket/customize/push', { deadline: DEADLINE });
  expect(pushed.status, JSON.stringify(pushed.body)).toBe(200);
  const inquiryId = (pushed.body.data as { id: string }).id;
  const detail = await call(vendor, 'GET', `/inquiry-basket/vendor/inquiry/detail?id=${inquiryId}`);
  const byGoods = new Map(
    (detail.body.data as { lines: { id: string; goodsId: string }[] }).lines.map((l) => [l.goodsId, l.id]),
  );
  const save = await call(vendor, 'POST', '/inquiry-basket/vendor/quote/save', {
    inquiryId,
    lines: lines.map((l, i) => ({
      lineId: byGoods.get(goods[i]!),
      price: l.price,
      ...(l.asked ? {} : { quotedNum: l.num }),
      validUntil: VALID_UNTIL,
    })),
  });
  return { inquiryId, save };
}

const quotesOf = (inquiryId: string) =>
  sql<{
    n: string;
  }>`SELECT count(*) AS n FROM inquiry_quotes q JOIN inquiry_lines l ON l.id = q.inquiry_line_id
    WHERE l.inquiry_id = ${inquiryId}`.execute(ctx.tdb.db);

/** The cart, its sum and the preview of all its lines: 200, and exactly `expected` in goods. */
async function expectExactTotals(expected: bigint) {
  const view = await cartList();
  const lines = view.groups.flatMap((g) => g.lines);
  for (const l of lines) {
    expect(l.state).toBe('ok');
    expect(BigInt(l.amount)).toBe(BigInt(l.price) * BigInt(l.num));
  }
  expect(BigInt(view.selectedAmount)).toBe(expected);
  expect(view.selectedAmount).toBe(view.groups.reduce((n, g) => n + g.subtotal, 0));
  expect(view.total).toBe(view.selectedAmount + view.freight);
  expect(BigInt((await cartSum()).selectedAmount)).toBe(expected);

  const preview = await call(buyer, 'GET', `/order/preview?cartLineIds=${lines.map((l) => l.id).join(',')}`);
  expect(preview.status, JSON.stringify(preview.body)).toBe(200);
  const p = preview.body.data as { goodsAmount: number; freight: number; total: number; problems: string[] };
  expect(BigInt(p.goodsAmount)).toBe(expected);
  expect(p.total).toBe(p.goodsAmount + p.freight);
  const overCap = p.problems.some((m) => m.includes(MONEY_MESSAGES.orderTotal));
  expect(overCap).toBe(p.total > MAX_TOTAL_FEN);
  return lines;
}

describe('money caps, property: quotes × quantities → cart, sum, preview', () => {
  it('answers 200 with exact totals for any accepted combination, and 400 changing nothing over a cap', async () => {
    await fc.assert(
      fc.asyncProperty(quotation, fc.integer({ min: 1, max: MAX_NUM }), async (lines, setNum) => {
        await clearCart();
        const { inquiryId, save } = await askAndQuote(lines);
        const verdict = quoteVerdict(lines);
        if (verdict) {
          expect(save.status, JSON.stringify(save.body)).toBe(400);
          expect(save.body.message).toContain(
            { unitPrice: '报价单价过大', lineAmount: '报价金额不符合要求', total: '报价总额' }[verdict],
          );
          expect(Number((await quotesOf(inquiryId)).rows[0]!.n)).toBe(0);
          expect(await lineRows()).toEqual([]);
          return;
        }
        expect(save.status, JSON.stringify(save.body)).toBe(200);

        const detail = await call(buyer, 'GET', `/inquiry-basket/customize/inquiry/detail?id=${inquiryId}`);
        const quoteIds = (detail.body.data as { lines: { quote: { id: string } | null }[] }).lines.map(
          (l) => l.quote!.id,
        );
        const accepted = await call(buyer, 'POST', '/inquiry-basket/customize/quote/accept', {
          ids: quoteIds,
        });
        expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
        const expected = lines.reduce((n, l) => n + BigInt(l.price) * BigInt(l.num), 0n);
        const cart = await expectExactTotals(expected);

        // Setting a quantity: within the caps it changes the line, over them 400 and nothing changes.
        const first = cart.find((l) => l.goodsId === goods[0])!;
        const before = await lineRows();
        const upd = await call(buyer, 'POST', '/cart/shop/update', { id: first.id, num: setNum });
        if (BigInt(first.price) * BigInt(setNum) > BigInt(MAX_LINE_AMOUNT_FEN)) {
          expect(upd.status, JSON.stringify(upd.body)).toBe(400);
          expect(upd.body.message).toContain(MONEY_MESSAGES.lineAmount);
          expect(await lineRows()).toEqual(before);
          await expectExactTotals(expected);
        } else {
          expect(upd.status, JSON.stringify(upd.body)).toBe(200);
          await expectExactTotals(expected + BigInt(first.price) * BigInt(setNum - first.num));
        }
      }),
      { numRuns: 40 },
    );
    // Forty rounds of inquiry, quote, accept and cart calls: a budget of their own (on a busy machine the
    // default 30 s ran out, and the abandoned rounds went on writing into the next test's cart).
  }, 240_000);
});

describe('money caps where amounts enter', () => {
  it('cart add, set, batch and 核价单 → cart refuse a line over the unit price or line amount cap, naming it', async () => {
    await clearCart();
    const db = ctx.tdb.db;
    const [g] = goods.slice(11);
    const name = (await db.selectFrom('goods').select('name').where('id', '=', g!).executeTakeFirstOrThrow())
      .name;
    await db.deleteFrom('goods_agreement_prices').where('goods_id', '=', g!).execute();
    const setPrice = (fen: number) =>
      db.updateTable('goods').set({ list_price: fen, market_price: fen }).where('id', '=', g!).execute();

    await setPrice(MAX_UNIT_PRICE_FEN + 1);
    const dear = await call(buyer, 'POST', '/cart/shop/append', { id: g, num: 1 });
    expect(dear.status).toBe(400);
    expect(dear.body.message).toContain(`「${name}」单价`);
    expect(dear.body.message).toContain(MONEY_MESSAGES.unitPrice);

    // 50,000,000 fen a piece: 200 pieces are the line cap exactly.
    await setPrice(50_000_000);
    const over = await call(buyer, 'POST', '/cart/shop/append', { id: g, num: 201 });
    expect(over.status).toBe(400);
    expect(over.body.message).toContain(`「${name}」金额`);
    expect(await lineRows()).toEqual([]);
    const ok = await call(buyer, 'POST', '/cart/shop/append', { id: g, num: 200 });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const lineId = (ok.body.data as { id: string }).id;
    // An add to the line and a set beyond the cap change nothing; both ways (one statement, transaction).
    for (const body of [
      { id: g, num: 1 },
      { id: g, num: 201, appendCartType: 2 },
      { id: g, num: 201, appendCartType: 1 },
    ]) {
      const res = await call(buyer, 'POST', '/cart/shop/append', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(MONEY_MESSAGES.lineAmount);
    }
    const set = await call(buyer, 'POST', '/cart/shop/update', { id: lineId, num: 201 });
    expect(set.status).toBe(400);
    expect(set.body.message).toContain(MONEY_MESSAGES.lineAmount);
    const batch = await call(buyer, 'POST', '/cart/shop/batch-append', {
      lines: [
        { id: goods[10], num: 1 },
        { id: g, num: 1 },
      ],
    });
    expect(batch.status).toBe(400);
    expect(batch.body.message).toMatch(
      new RegExp(`^第 2 行：「${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}」金额`),
    );
    expect((await lineRows()).map((r) => [r.goods_id, r.num])).toEqual([[g, 200]]);

    // 核价单 → cart: the line is flagged on the 核价单 and refused by the cart.
    const collected = await call(buyer, 'POST', '/cart/compare-price/append', { id: g, num: 300 });
    expect(collected.status, JSON.stringify(collected.body)).toBe(200);
    const page = await call(buyer, 'GET', '/cart/compare-price/page?limit=100');
    const compareLine = (
      page.body.data as {
        records: { lines: { id: string; goodsId: string; state: string; amount: number }[] }[];
      }
    ).records
      .flatMap((s) => s.lines)
      .find((l) => l.goodsId === g)!;
    expect(compareLine).toMatchObject({ state: 'overLimit', amount: 50_000_000 * 300 });
    const moved = await call(buyer, 'POST', '/cart/compare-price/cart/append', {
      comparePriceIds: [compareLine.id],
      appendCart: 1,
    });
    expect(moved.status).toBe(400);
    expect(moved.body.message).toContain(MONEY_MESSAGES.lineAmount);
    expect((await lineRows()).map((r) => [r.goods_id, r.num])).toEqual([[g, 200]]);

    // The price rises after the add: the line stays, flagged, out of every sum.
    await setPrice(50_000_001);
    const view = await cartList();
    const line = view.groups.flatMap((x) => x.lines).find((l) => l.goodsId === g)!;
    expect(line).toMatchObject({
      state: 'overLimit',
      stateText: MONEY_MESSAGES.overLimit,
      amount: 50_000_001 * 200,
    });
    expect(view.selectedAmount).toBe(0);
    expect((await cartSum()).selectedAmount).toBe(0);
    const preview = await call(buyer, 'GET', `/order/preview?cartLineIds=${lineId}`);
    expect(preview.status).toBe(200);
    expect((preview.body.data as { problems: string[] }).problems).toContain(
      `「${name}」${MONEY_MESSAGES.overLimit}`,
    );
    await setPrice(1_000);
    await clearCart();
  });

  it('refuses a submission over the order cap with 400 and changes nothing; the preview says why', async () => {
    await clearCart();
    const db = ctx.tdb.db;
    const address = await fx.addressOf('buyer01');
    const org = await fx.orgOf('buyer01');
    await db
      .updateTable('organization_credits')
      .set({ credit_limit: '1000000000000' })
      .where('organization_id', '=', org)
      .execute();
    // Eleven lines at the line cap: 100 pieces at the unit price cap.
    const eleven = goods.slice(0, 11);
    await db.deleteFrom('goods_agreement_prices').where('goods_id', 'in', eleven).execute();
    await db
      .updateTable('goods')
      .set({ list_price: MAX_UNIT_PRICE_FEN, market_price: MAX_UNIT_PRICE_FEN })
      .where('id', 'in', eleven)
      .execute();
    await db
      .insertInto('cart_lines')
      .values(
        eleven.map((g) => ({
          organization_id: org,
          user_id: buyerId,
          goods_id: g,
          num: 100,
          selected: true,
          added_price: MAX_UNIT_PRICE_FEN,
          created_at: new Date(T0),
          updated_at: new Date(T0),
        })),
      )
      .execute();
    const ids = (await lineRows()).map((r) => r.id);
    const expected = 11n * BigInt(MAX_LINE_AMOUNT_FEN);
    const preview = await call(
      buyer,
      'GET',
      `/order/preview?cartLineIds=${ids.join(',')}&addressId=${address}`,
    );
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const p = preview.body.data as { goodsAmount: number; total: number; problems: string[] };
    expect(BigInt(p.goodsAmount)).toBe(expected);
    expect(p.problems.some((m) => m.includes(MONEY_MESSAGES.orderTotal))).toBe(true);

    const before = JSON.stringify([await lineRows(), await fx.credit(org)]);
    const orders = async () =>
      (await db.selectFrom('orders').select('id').where('organization_id', '=', org).execute()).length;
    const ordersBefore = await orders();
    const res = await fx.submit(buyer, { cartLineIds: ids, addressId: address });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(MONEY_MESSAGES.orderTotal);
    const tooMuch = await fx.submit(buyer, {
      cartLineIds: ids,
      addressId: address,
      expectedAmount: MAX_TOTAL_FEN + 1,
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toContain('应付金额过大');
    expect(JSON.stringify([await lineRows(), await fx.credit(org)])).toBe(before);
    expect(await orders()).toBe(ordersBefore);
    await clearCart();
  });

  it('answers the credit as safe integers whatever limit the row holds', async () => {
    const org = await fx.orgOf('buyer01');
    await ctx.tdb.db
      .updateTable('organization_credits')
      .set({ credit_limit: '9000000000000000000' })
      .where('organization_id', '=', org)
      .execute();
    const res = await call(buyer, 'GET', '/organization/credit');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ limit: 1_000_000_000_000 });
  });
});
