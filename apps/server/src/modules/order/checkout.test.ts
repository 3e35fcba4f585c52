/**
 * Checkout's one entry called directly with priced lines that do not come from a cart (a bidding award at
 * agreed prices below list price): orders per supplier, stock and credit taken, a retry with the same
 * Idempotency-Key answered with the same orders, and refusals that change nothing.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_ERROR_CODES } from '@pm/contract/order';
import { useTestApp } from '../../test/app';
import type { AuthContext } from '../auth/auth.service';
import type { PricedLine } from './checkout.service';
import { createOrders } from './index';
import { newKey, orderFixtures } from './test-fixtures';

const ctx = useTestApp();
const { userId, orgOf, addressOf, goodsOf, stockInShanghai, credit } = orderFixtures(ctx);
const db = () => ctx.tdb.db;

let auth: AuthContext;
let addressId: string;
let vendor01Org: string;
let vendor02Org: string;

beforeAll(async () => {
  auth = {
    userId: await userId('buyer01'),
    organizationId: await orgOf('buyer01'),
    sessionId: 'checkout-test',
    roleTypes: ['PURCHASER'],
  };
  addressId = await addressOf('buyer01');
  vendor01Org = await orgOf('vendor01');
  vendor02Org = await orgOf('vendor02');
}, 60_000);

/** The price buyer01 sees (agreement, else list), fen. */
async function priceOf(goodsId: string): Promise<number> {
  const r = await sql<{ price: string }>`
    SELECT coalesce(ap.price, g.list_price)::text AS price FROM goods g
    LEFT JOIN goods_agreement_prices ap ON ap.goods_id = g.id AND ap.organization_id = ${auth.organizationId}
    WHERE g.id = ${goodsId}`.execute(db());
  return Number(r.rows[0]!.price);
}

async function cartCount(): Promise<number> {
  const r = await sql<{
    n: number;
  }>`SELECT count(*)::int AS n FROM cart_lines WHERE user_id = ${auth.userId}`.execute(db());
  return r.rows[0]!.n;
}

describe('checkout entry with priced lines', () => {
  it('orders an award at its agreed prices, one order per supplier; takes stock and credit; a retry answers the same orders', async () => {
    const { checkout } = createOrders(db(), ctx.clock, { autoConfirmDays: 10 });
    const [a] = await goodsOf([vendor01Org], 1, 3);
    const [b] = await goodsOf([vendor02Org], 1, 3);
    const agreed = {
      [a!]: Math.floor((await priceOf(a!)) * 0.8),
      [b!]: Math.floor((await priceOf(b!)) * 0.7),
    };
    expect(agreed[a!]).toBeLessThan(await priceOf(a!));
    const lines: PricedLine[] = [
      { goodsId: a!, num: 3, price: agreed[a!]!, origin: { kind: 'award', awardId: '9001', lineId: '1' } },
      { goodsId: b!, num: 2, price: agreed[b!]!, origin: { kind: 'award', awardId: '9001', lineId: '2' } },
    ];
    const stockBefore = { a: await stockInShanghai(a!), b: await stockInShanghai(b!) };
    const creditBefore = await credit(auth.organizationId);
    const cartBefore = await cartCount();
    const key = newKey();

    const placed = await checkout.place(auth, { lines, addressId, key, remarks: '竞价中标' });

    expect(placed.orders).toHaveLength(2);
    expect(placed.orders.map((o) => o.supplierId).sort()).toEqual([vendor01Org, vendor02Org].sort());
    expect(placed.amount).toBe(placed.orders.reduce((n, o) => n + o.amount, 0));
    const orderLines = await db()
      .selectFrom('order_lines as l')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .select([
        'o.id as order_id',
        'o.supplier_id',
        'o.goods_amount',
        'o.amount',
        'o.remarks',
        'l.goods_id',
        'l.num',
        'l.price',
      ])
      .where(
        'o.id',
        'in',
        placed.orders.map((o) => o.id),
      )
      .execute();
    expect(orderLines).toHaveLength(2);
    for (const l of orderLines) {
      const line = lines.find((x) => x.goodsId === l.goods_id)!;
      // The agreed price, not the list price; each line in its supplier's order.
      expect(Number(l.price)).toBe(line.price);
      expect(l.num).toBe(line.num);
      expect(Number(l.goods_amount)).toBe(line.price * line.num);
      expect(l.remarks).toBe('竞价中标');
      const order = placed.orders.find((o) => o.id === l.order_id)!;
      expect(order.supplierId).toBe(l.supplier_id);
      expect(order.amount).toBe(Number(l.amount));
    }
    expect(await stockInShanghai(a!)).toBe(stockBefore.a - 3);
    expect(await stockInShanghai(b!)).toBe(stockBefore.b - 2);
    const creditAfter = await credit(auth.organizationId);
    expect(creditAfter.used).toBe(creditBefore.used + placed.amount);
    // What each line took is recorded (a cancellation gives exactly that back); the cart is not touched.
    const taken = await sql<{ n: number }>`
      SELECT coalesce(sum(s.quantity), 0)::int AS n FROM order_line_stock s JOIN order_lines l ON l.id = s.order_line_id
      WHERE l.order_id = ANY (${placed.orders.map((o) => o.id)}::bigint[])`.execute(db());
    expect(taken.rows[0]!.n).toBe(5);
    expect(await cartCount()).toBe(cartBefore);

    // A retry with the same key and request: the same orders, nothing taken twice.
    const again = await checkout.place(auth, { lines, addressId, key, remarks: '竞价中标' });
    expect(again).toEqual(placed);
    expect(await stockInShanghai(a!)).toBe(stockBefore.a - 3);
    expect((await credit(auth.organizationId)).used).toBe(creditAfter.used);

    // The same key with another request: 40902, nothing changes.
    await expect(
      checkout.place(auth, {
        lines: [{ ...lines[0]!, num: 4 }, lines[1]!],
        addressId,
        key,
        remarks: '竞价中标',
      }),
    ).rejects.toMatchObject({ code: ORDER_ERROR_CODES.idempotencyMismatch, httpStatus: 409 });
    expect((await credit(auth.organizationId)).used).toBe(creditAfter.used);
  });

  it('refuses more than the stock (40904) and a line its credit cannot cover (40903), changing nothing', async () => {
    const { checkout } = createOrders(db(), ctx.clock, { autoConfirmDays: 10 });
    const [a] = await goodsOf([vendor01Org], 1, 5);
    const stock = await stockInShanghai(a!);
    const price = await priceOf(a!);
    const creditBefore = await credit(auth.organizationId);
    const origin = { kind: 'plan', planId: '77', lineId: '1' } as const;

    await expect(
      checkout.place(auth, {
        lines: [{ goodsId: a!, num: stock + 1, price, origin }],
        addressId,
        key: newKey(),
      }),
    ).rejects.toMatchObject({ code: ORDER_ERROR_CODES.understock, httpStatus: 409 });

    await sql`UPDATE organization_credits SET credit_limit = used + 1 WHERE organization_id = ${auth.organizationId}`.execute(
      db(),
    );
    try {
      await expect(
        checkout.place(auth, { lines: [{ goodsId: a!, num: 1, price, origin }], addressId, key: newKey() }),
      ).rejects.toMatchObject({ code: ORDER_ERROR_CODES.creditExceeded, httpStatus: 409 });
    } finally {
      await sql`UPDATE organization_credits SET credit_limit = ${creditBefore.limit}::bigint WHERE organization_id = ${auth.organizationId}`.execute(
        db(),
      );
    }
    expect(await stockInShanghai(a!)).toBe(stock);
    expect((await credit(auth.organizationId)).used).toBe(creditBefore.used);

    // The same goods twice in one submission: a Chinese 400 before anything is read.
    await expect(
      checkout.place(auth, {
        lines: [
          { goodsId: a!, num: 1, price, origin },
          { goodsId: a!, num: 1, price, origin },
        ],
        addressId,
        key: newKey(),
      }),
    ).rejects.toMatchObject({ httpStatus: 400 });
  });
});
