/**
 * Helpers of the API tests that need orders (orders, after-sales): buyers' addresses in Shanghai, goods
 * with stock there, carts filled and submitted through the real endpoints (with `ctx.call`, test/call.ts).
 */
import { sql } from 'kysely';
import { expect } from 'vitest';
import { cartBatchAppendEndpoint, cartListEndpoint } from '@pm/contract/cart';
import type { Envelope } from '@pm/contract/envelope';
import { IDEMPOTENCY_HEADER, orderSubmitEndpoint } from '@pm/contract/order';
import { bearer, type CallInput, dataOf, type TestContext } from '../../test/app';

export const SHANGHAI = { province: '310000', city: '310100' };

let keyNo = 0;
/** A fresh Idempotency-Key. */
export const newKey = () => `test-key-${Date.now()}-${++keyNo}`;

/** The helpers over one test app (its database and clock). */
export function orderFixtures(ctx: TestContext) {
  const db = () => ctx.tdb.db;
  let county: string | undefined;

  /**
   * A call by raw path, kept only for the tests not yet on the contract-typed `ctx.call`
   * (user/admin-user.test.ts, cart/money-caps.test.ts); new tests use `ctx.call`.
   */
  async function call<T = unknown>(
    token: string | null,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) {
    const res = await ctx.app.inject({
      method,
      url: `/pm-api${url}`,
      headers: { ...(token ? bearer(token) : {}), ...headers },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
    const json = String(res.headers['content-type'] ?? '').includes('json');
    return { status: res.statusCode, body: (json ? res.json() : null) as Envelope<T>, raw: res };
  }

  async function userId(username: string): Promise<string> {
    return (
      await db().selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()
    ).id;
  }

  async function orgOf(username: string): Promise<string> {
    return (
      await db()
        .selectFrom('users')
        .select('organization_id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).organization_id;
  }

  /** An address of the user in Shanghai (inserted directly: the member module has its own tests). */
  async function addressOf(username: string): Promise<string> {
    county ??= (
      await db()
        .selectFrom('divisions')
        .select('code')
        .where('parent_code', '=', SHANGHAI.city)
        .orderBy('code')
        .executeTakeFirstOrThrow()
    ).code;
    const u = await db()
      .selectFrom('users')
      .select(['id', 'organization_id'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    const row = await db()
      .insertInto('addresses')
      .values({
        organization_id: u.organization_id,
        user_id: u.id,
        consignee: '张伟',
        mobile: '13800000001',
        province_code: SHANGHAI.province,
        city_code: SHANGHAI.city,
        county_code: county,
        detail: '张江路 88 号 3 号楼',
        created_at: new Date(),
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Goods on sale, MOQ 1, multiple 1, stock in Shanghai, not limited there, of the given suppliers. */
  async function goodsOf(supplierIds: string[], count: number, skip = 0): Promise<string[]> {
    const rows = await sql<{ id: string }>`
      SELECT g.id::text AS id FROM goods g
      WHERE g.status = 'on' AND g.moq = 1 AND g.order_multiple = 1
        AND g.supplier_id::text = ANY (${supplierIds}::text[])
        AND NOT EXISTS (SELECT 1 FROM goods_area_limits l WHERE l.goods_id = g.id)
        AND (SELECT coalesce(sum(st.quantity), 0) FROM goods_stock st JOIN warehouses w ON w.id = st.warehouse_id
             WHERE st.goods_id = g.id AND ${SHANGHAI.province} = ANY (w.serves)) > 500
      ORDER BY g.id OFFSET ${skip} LIMIT ${count}`.execute(db());
    return rows.rows.map((r) => r.id);
  }

  async function clearCart(username: string) {
    await sql`DELETE FROM cart_lines WHERE user_id = ${await userId(username)}`.execute(db());
  }

  /** Adds goods to the cart through the API; the cart line ids in the order given. */
  async function cartLines(token: string, goods: { id: string; num: number }[]): Promise<string[]> {
    const res = await ctx.call(cartBatchAppendEndpoint, { lines: goods }, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list = await dataOf(ctx.call(cartListEndpoint, {}, token));
    const all = list.groups.flatMap((g) => g.lines);
    return goods.map((g) => all.find((l) => l.goodsId === g.id)!.id);
  }

  /** Submits an order with a fresh Idempotency-Key, the given one, or none (`null`). */
  function submit(token: string, body: CallInput<typeof orderSubmitEndpoint>, key: string | null = newKey()) {
    return ctx.call(orderSubmitEndpoint, body, token, {
      headers: key === null ? {} : { [IDEMPOTENCY_HEADER]: key },
    });
  }

  async function stockInShanghai(goodsId: string): Promise<number> {
    const r = await sql<{ n: number }>`
      SELECT coalesce(sum(st.quantity), 0)::int AS n FROM goods_stock st JOIN warehouses w ON w.id = st.warehouse_id
      WHERE st.goods_id = ${goodsId} AND ${SHANGHAI.province} = ANY (w.serves)`.execute(db());
    return r.rows[0]!.n;
  }

  async function credit(org: string) {
    const r = await db()
      .selectFrom('organization_credits')
      .select(['credit_limit', 'used'])
      .where('organization_id', '=', org)
      .executeTakeFirstOrThrow();
    return { limit: Number(r.credit_limit), used: Number(r.used) };
  }

  return { call, userId, orgOf, addressOf, goodsOf, clearCart, cartLines, submit, stockInShanghai, credit };
}
