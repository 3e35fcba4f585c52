import zlib from 'node:zlib';
import { sql } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartView } from '@pm/contract/cart';
import { plainGoods } from '../../test/catalog';
import { bearer, DEMO, login, useTestApp } from '../../test/app';
import type { AuthContext } from '../auth/auth.service';
import { CartRepo } from './cart.repo';
import { CartService } from './cart.service';
import { CART_VIEW_CACHE_DEFAULTS, CartViewCache } from './cart-view-cache';
import { CartWriter } from './cart-writer';

const ctx = useTestApp();
let token: string;
let auth: AuthContext;
let goods: string[];
let service: CartService;
const repo = new CartRepo();

const text = (body: Buffer) => body.toString('utf8');
const viewOf = (body: Buffer) => (JSON.parse(text(body)) as { data: CartView }).data;
const lineOf = (body: Buffer, goodsId: string) =>
  viewOf(body)
    .groups.flatMap((g) => g.lines)
    .find((l) => l.goodsId === goodsId)!;

/** A cache over the test database and a build that counts how often it ran. */
function counting(opts = CART_VIEW_CACHE_DEFAULTS) {
  const cache = new CartViewCache(ctx.tdb.db, repo, ctx.clock, opts);
  const counter = { builds: 0 };
  const answer = async (division: string | undefined = '310101', build?: () => Promise<CartView>) =>
    (
      await cache.answer(auth, division, () => {
        counter.builds++;
        return build ? build() : service.list(auth, division);
      })
    ).body;
  return { cache, counter, answer };
}

beforeAll(async () => {
  token = await login(ctx.app, DEMO.buyer01);
  const session = await ctx.app.authService.authenticate(token);
  auth = session!;
  service = new CartService(ctx.tdb.db, repo, new CartWriter(ctx.clock), ctx.clock);
  goods = await plainGoods(ctx.tdb.db, 2);
});

beforeEach(async () => {
  await sql`DELETE FROM cart_lines WHERE user_id = ${auth.userId}`.execute(ctx.tdb.db);
  for (const id of goods) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/pm-api/cart/shop/append',
      headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${id}&num=1`,
    });
    expect(res.statusCode).toBe(200);
  }
});

const append = (goodsId: string, num: number) =>
  ctx.app.inject({
    method: 'POST',
    url: '/pm-api/cart/shop/append',
    headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
    payload: `id=${goodsId}&num=${num}`,
  });

describe('CartViewCache', () => {
  it('sends the kept list while nothing behind it changed, byte for byte', async () => {
    const { counter, answer } = counting();
    const first = await answer();
    const again = await answer();
    expect(counter.builds).toBe(1);
    expect(text(again)).toBe(text(first));
    // Another area is another list.
    await answer('110101');
    expect(counter.builds).toBe(2);
  });

  it('builds again after a change of the cart, of the goods, their stock or their freight', async () => {
    const { counter, answer } = counting();
    const [a] = goods as [string];
    await answer();

    expect((await append(a, 2)).statusCode).toBe(200);
    expect(lineOf(await answer(), a).num).toBe(3);
    expect(counter.builds).toBe(2);

    const select = await ctx.app.inject({
      method: 'POST',
      url: '/pm-api/cart/shop/select',
      headers: bearer(token),
      payload: { all: true, selected: false },
    });
    expect(select.statusCode).toBe(200);
    expect(lineOf(await answer(), a).selected).toBe(false);
    expect(counter.builds).toBe(3);

    const price = lineOf(await answer(), a).goods.listPrice;
    expect(counter.builds).toBe(3);
    await sql`UPDATE goods SET list_price = list_price + 100 WHERE id = ${a}`.execute(ctx.tdb.db);
    expect(lineOf(await answer(), a).goods.listPrice).toBe(price + 100);
    expect(counter.builds).toBe(4);

    await sql`UPDATE goods_stock SET quantity = quantity WHERE goods_id = ${a}`.execute(ctx.tdb.db);
    await answer();
    expect(counter.builds).toBe(5);

    await sql`UPDATE freight_templates SET name = name WHERE id = (SELECT min(id) FROM freight_templates)`.execute(
      ctx.tdb.db,
    );
    await answer();
    expect(counter.builds).toBe(6);

    await sql`DELETE FROM cart_lines WHERE user_id = ${auth.userId} AND goods_id = ${a}`.execute(ctx.tdb.db);
    expect(viewOf(await answer()).count).toBe(1);
    expect(counter.builds).toBe(7);
  });

  it('keeps a list for its maximum age at most, and not past the expiry of a quote on it', async () => {
    const { counter, answer } = counting({ ...CART_VIEW_CACHE_DEFAULTS, maxAgeMs: 2_000 });
    await answer();
    ctx.clock.advance(1_999);
    await answer();
    expect(counter.builds).toBe(1);
    ctx.clock.advance(1);
    await answer();
    expect(counter.builds).toBe(2);

    // A line on a quote that expires in a minute: the list is kept that long at most.
    const long = counting({ ...CART_VIEW_CACHE_DEFAULTS, maxAgeMs: 3_600_000 });
    const expiresAt = new Date(ctx.clock.now().getTime() + 60_000).toISOString();
    const quoted = async () => {
      const view = await service.list(auth, '310101');
      const line = view.groups[0]!.lines[0]!;
      line.quote = { quoteLineId: '1', price: line.price, expiresAt };
      return view;
    };
    await long.answer('310101', quoted);
    ctx.clock.advance(59_999);
    await long.answer('310101', quoted);
    expect(long.counter.builds).toBe(1);
    ctx.clock.advance(1);
    await long.answer('310101', quoted);
    expect(long.counter.builds).toBe(2);
  });

  it('builds once for requests that arrive together', async () => {
    const { counter, answer } = counting();
    const slow = async () => {
      await new Promise((r) => setTimeout(r, 50));
      return service.list(auth, '310101');
    };
    const bodies = await Promise.all(Array.from({ length: 8 }, () => answer('310101', slow)));
    expect(counter.builds).toBe(1);
    expect(new Set(bodies.map(text)).size).toBe(1);
  });

  it('counts its bytes right when two builds of one list overlap', async () => {
    const { cache, counter, answer } = counting();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const slow = answer('310101', async () => {
      const view = await service.list(auth, '310101');
      await held;
      return view;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect((await append(goods[0]!, 1)).statusCode).toBe(200);
    const fresh = await answer('310101');
    release();
    const stale = await slow;
    expect(counter.builds).toBe(2);
    expect(cache.size()).toEqual({ entries: 1, bytes: stale.length });
    expect(lineOf(fresh, goods[0]!).num).toBe(2);
    // The older build's stamp no longer holds: the next request builds again.
    expect(lineOf(await answer('310101'), goods[0]!).num).toBe(2);
    expect(counter.builds).toBe(3);
    expect(cache.size().bytes).toBe((await answer('310101')).length);
  });

  it('keeps at most its bytes, dropping the least recently sent list first', async () => {
    // Room for two lists of about this size, not three.
    const maxBytes = Math.floor((await counting().answer()).length * 2.5);
    const { cache, counter, answer } = counting({ ...CART_VIEW_CACHE_DEFAULTS, maxBytes });
    await answer('310101');
    await answer('110101');
    await answer('310101'); // sent again: now the most recent
    await answer('440305');
    expect(cache.size().entries).toBe(2);
    expect(cache.size().bytes).toBeLessThanOrEqual(maxBytes);
    expect(counter.builds).toBe(3);
    await answer('310101');
    expect(counter.builds).toBe(3);
    await answer('110101');
    expect(counter.builds).toBe(4);
  });

  it('sends the kept list compressed as the client takes it, the same list each way', async () => {
    const get = (acceptEncoding?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/pm-api/cart/shop/list?divisionCode=310101',
        headers: { ...bearer(token), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('br;q=0.5, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect((await get('identity')).headers['content-encoding']).toBeUndefined();
    expect((await get('br')).rawPayload.equals(br.rawPayload)).toBe(true);
  });

  it('answers the route with the list the service builds', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/pm-api/cart/shop/list?divisionCode=310101',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ code: 200, message: '操作成功', data: await service.list(auth, '310101') });
    const [a] = goods as [string];
    await append(a, 4);
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/pm-api/cart/shop/list?divisionCode=310101',
      headers: bearer(token),
    });
    expect(after.json().data.groups.flatMap((g: CartView['groups'][number]) => g.lines)).toContainEqual(
      expect.objectContaining({ goodsId: a, num: 5 }),
    );
  });
});
