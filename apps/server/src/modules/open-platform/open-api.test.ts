/**
 * The API for apps on a real PostgreSQL, beyond the gate's token and scope (open-platform.test.ts): each
 * call is checked for organization (another organization's order, refund, goods or warehouse answers 404
 * and changes nothing), a supplier's stock and price updates are the workbench's single edits (visible
 * where those are), an app stops with its creator's account or manager role, an app's Idempotency-Keys
 * are its own, the event feed answers at the spec's path, and the OpenAPI document declares what the
 * app routes really answer.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { goodsDetailEndpoint } from '@pm/contract/goods';
import { OPEN_PLATFORM_MANAGERS } from '@pm/contract/open-platform';
import {
  OAUTH_ERRORS,
  OPEN_API_MESSAGES,
  openEventFeedAliasEndpoint,
  openEventFeedEndpoint,
  openOrderDetailEndpoint,
  openOrderPageEndpoint,
  openOrderShipEndpoint,
  openOrderSubmitEndpoint,
  openPriceUpdateEndpoint,
  openRefundDetailEndpoint,
  openRefundPageEndpoint,
  openStockUpdateEndpoint,
} from '@pm/contract/open-platform-api';
import { OPEN_SCOPES, type OpenScope } from '@pm/contract/open-scopes';
import { orderDetailEndpoint, vendorOrderDetailEndpoint, vendorOrderShipEndpoint } from '@pm/contract/order';
import { refundApplyEndpoint } from '@pm/contract/refund';
import { abandonmentEndpoint } from '@pm/contract/user';
import { updateOrgUserEndpoint } from '@pm/contract/workbench-admin';
import {
  wbGoodsDetailEndpoint,
  wbGoodsOptionsEndpoint,
  wbGoodsPriceEndpoint,
  wbGoodsStockEndpoint,
} from '@pm/contract/workbench-goods';
import { DEMO, dataOf, login, useTestApp } from '../../test/app';
import { newKey, orderFixtures } from '../order/test-fixtures';
import { openFixtures } from './test-fixtures';

const ctx = useTestApp();
const fx = orderFixtures(ctx);
const op = openFixtures(ctx);
let buyer02: string;
let buyer11: string;
let vendor01: string;
let vendor02: string;
let admin: string;
let vendor01Org: string;
let vendor02Org: string;
let buyer02Address: string;

const BUYER_ALL: OpenScope[] = ['goods:read', 'order:read', 'order:write', 'refund:read', 'events:read'];
const SUPPLIER_ALL: OpenScope[] = [
  'goods:read',
  'order:read',
  'refund:read',
  'ship:write',
  'stock:write',
  'price:write',
  'events:read',
];

beforeAll(async () => {
  buyer02 = await login(ctx.app, DEMO.buyer02);
  buyer11 = await login(ctx.app, DEMO.buyer11);
  vendor01 = await login(ctx.app, DEMO.vendor01);
  vendor02 = await login(ctx.app, { username: 'vendor02', password: 'Vendor2026' });
  admin = await login(ctx.app, DEMO.admin);
  vendor01Org = await fx.orgOf('vendor01');
  vendor02Org = await fx.orgOf('vendor02');
  buyer02Address = await fx.addressOf('buyer02');
});

/** The operator sets buyer11's roles (the operators' own route): with APPROVER it manages apps. */
async function setBuyer11Roles(roleTypes: ('PURCHASER' | 'APPROVER')[]) {
  const userId = await fx.userId('buyer11');
  await dataOf(ctx.call(updateOrgUserEndpoint, { userId, roleTypes, departmentId: null }, admin));
}

/** An order of buyer02 through its app (the checkout entry), of one piece of `goodsId`. */
async function appOrder(token: string, goodsId: string, key = newKey()) {
  return dataOf(
    ctx.call(openOrderSubmitEndpoint, { lines: [{ goodsId, num: 1 }], addressId: buyer02Address }, token, {
      headers: { 'idempotency-key': key },
    }),
  );
}

/** Waits until `check` holds, asking again every 20 ms: bounded by the test's timeout, not a deadline of its own. */
async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((r) => setTimeout(r, 20));
}

describe('organization checks on app calls', () => {
  it("answers 404 for another organization's order and refund; a buyer app reads its own refunds", async () => {
    const buyer = await op.appToken(buyer02, ['order:write', 'order:read', 'refund:read']);
    const [goodsId] = await fx.goodsOf([vendor01Org], 1, 0);
    const placed = await appOrder(buyer.token, goodsId!);
    const orderId = placed.orderIds[0]!;
    await dataOf(
      ctx.call(
        vendorOrderShipEndpoint,
        { id: orderId, carrier: '顺丰速运', waybillNo: 'SF1000000001' },
        vendor01,
      ),
    );
    const order = await dataOf(ctx.call(orderDetailEndpoint, { id: orderId }, buyer02));
    const refund = await dataOf(
      ctx.call(
        refundApplyEndpoint,
        {
          orderId,
          type: 'REFUND_ONLY',
          reason: 'OTHER',
          lines: [{ orderLineId: order.lines[0]!.id, num: 1, amount: 100 }],
        },
        buyer02,
      ),
    );

    // The buyer's app reads its refunds, as the buyer's pages do.
    const page = await dataOf(ctx.call(openRefundPageEndpoint, {}, buyer.token));
    expect(page.records.map((r) => r.id)).toContain(refund.id);
    const detail = await dataOf(ctx.call(openRefundDetailEndpoint, { id: refund.id }, buyer.token));
    expect(detail).toMatchObject({ id: refund.id, orderId });
    // The order's supplier sees it too (its side).
    const supplier = await op.appToken(vendor01, ['order:read', 'refund:read']);
    expect((await ctx.call(openRefundDetailEndpoint, { id: refund.id }, supplier.token)).status).toBe(200);

    // Another supplier and another buyer organization: not found, and not in their lists.
    const otherSupplier = await op.appToken(vendor02, ['order:read', 'refund:read']);
    await setBuyer11Roles(['PURCHASER', 'APPROVER']);
    const otherBuyer = await op.appToken(buyer11, ['order:read', 'refund:read']);
    for (const token of [otherSupplier.token, otherBuyer.token]) {
      const o = await ctx.call(openOrderDetailEndpoint, { id: orderId }, token);
      expect(o.status).toBe(404);
      const r = await ctx.call(openRefundDetailEndpoint, { id: refund.id }, token);
      expect(r.status).toBe(404);
      const orders = await dataOf(ctx.call(openOrderPageEndpoint, { limit: 100 }, token));
      expect(orders.records.map((x) => x.id)).not.toContain(orderId);
      const refunds = await dataOf(ctx.call(openRefundPageEndpoint, { limit: 100 }, token));
      expect(refunds.records.map((x) => x.id)).not.toContain(refund.id);
    }
  });

  it("answers 404 to a supplier app touching another supplier's goods, warehouse or order, and changes nothing", async () => {
    const app = await op.appToken(vendor01, ['stock:write', 'price:write', 'ship:write', 'order:read']);
    const [own] = await fx.goodsOf([vendor01Org], 1, 5);
    const [foreign] = await fx.goodsOf([vendor02Org], 1, 0);
    expect(own && foreign).toBeTruthy();
    const ownWarehouse = (await dataOf(ctx.call(wbGoodsOptionsEndpoint, undefined, vendor01))).warehouses[0]!
      .id;
    const foreignWarehouse = (await dataOf(ctx.call(wbGoodsOptionsEndpoint, undefined, vendor02)))
      .warehouses[0]!.id;
    const state = async () => ({
      own: await dataOf(ctx.call(wbGoodsDetailEndpoint, { id: own! }, vendor01)),
      foreign: await dataOf(ctx.call(wbGoodsDetailEndpoint, { id: foreign! }, vendor02)),
    });
    const before = await state();

    const stockCalls = [
      [{ goodsId: foreign!, warehouseId: ownWarehouse, stock: 3 }],
      [{ goodsId: own!, warehouseId: foreignWarehouse, stock: 3 }],
      // all or nothing: the own item of a batch with a foreign one stays as it was
      [
        { goodsId: own!, warehouseId: ownWarehouse, stock: 3 },
        { goodsId: foreign!, warehouseId: ownWarehouse, stock: 3 },
      ],
    ];
    for (const items of stockCalls) {
      const res = await ctx.call(openStockUpdateEndpoint, { items }, app.token);
      expect(res.status, JSON.stringify(items)).toBe(404);
    }
    for (const items of [
      [{ goodsId: foreign!, price: 123 }],
      [
        { goodsId: own!, price: 123 },
        { goodsId: foreign!, price: 123 },
      ],
    ]) {
      const res = await ctx.call(openPriceUpdateEndpoint, { items }, app.token);
      expect(res.status, JSON.stringify(items)).toBe(404);
    }
    expect(await state()).toEqual(before);

    // Another supplier's order: not found to read or to ship, and it stays to be shipped.
    const buyer = await op.appToken(buyer02, ['order:write']);
    const placed = await appOrder(buyer.token, foreign!);
    const orderId = placed.orderIds[0]!;
    expect((await ctx.call(openOrderDetailEndpoint, { id: orderId }, app.token)).status).toBe(404);
    const ship = await ctx.call(
      openOrderShipEndpoint,
      { id: orderId, carrier: '顺丰速运', waybillNo: 'SF1000000002' },
      app.token,
    );
    expect(ship.status).toBe(404);
    const after = await dataOf(ctx.call(vendorOrderDetailEndpoint, { id: orderId }, vendor02));
    expect(after.status).toBe('PACKAGING');
  });

  it("updates a supplier's stock and prices as the workbench's single edits do", async () => {
    const app = await op.appToken(vendor01, ['stock:write', 'price:write']);
    const [single, viaApi] = await fx.goodsOf([vendor01Org], 2, 10);
    const warehouse = (await dataOf(ctx.call(wbGoodsOptionsEndpoint, undefined, vendor01))).warehouses[0]!.id;
    const detail = (id: string) => dataOf(ctx.call(wbGoodsDetailEndpoint, { id }, vendor01));
    const [a0, b0] = [await detail(single!), await detail(viaApi!)];
    const newPrice = (d: typeof a0) => Math.max(1, d.listed!.listPrice - 7);

    // The single edits (workbench) of one goods; the same changes of another through the API.
    await dataOf(
      ctx.call(
        wbGoodsPriceEndpoint,
        { id: single!, version: a0.version, listPrice: newPrice(a0), marketPrice: a0.listed!.marketPrice },
        vendor01,
      ),
    );
    const a1 = await detail(single!);
    await dataOf(
      ctx.call(
        wbGoodsStockEndpoint,
        { id: single!, version: a1.version, warehouseId: warehouse, quantity: 777 },
        vendor01,
      ),
    );
    const priced = await dataOf(
      ctx.call(openPriceUpdateEndpoint, { items: [{ goodsId: viaApi!, price: newPrice(b0) }] }, app.token),
    );
    expect(priced).toEqual({ updated: 1 });
    const stocked = await dataOf(
      ctx.call(
        openStockUpdateEndpoint,
        { items: [{ goodsId: viaApi!, warehouseId: warehouse, stock: 777 }] },
        app.token,
      ),
    );
    expect(stocked).toEqual({ updated: 1 });

    const [a2, b2] = [await detail(single!), await detail(viaApi!)];
    for (const [before, after] of [
      [a0, a2],
      [b0, b2],
    ] as const) {
      // the listed price and the supplier's working copy agree (nothing to review), one history row more
      expect(after.listed!.listPrice).toBe(newPrice(before));
      expect(after.current.listPrice).toBe(newPrice(before));
      expect(after.diff).toEqual([]);
      expect(after.version).toBeGreaterThan(before.version);
      expect(after.priceHistory).toHaveLength(before.priceHistory.length + 1);
      expect(after.stock.find((s) => s.warehouseId === warehouse)?.quantity).toBe(777);
    }
    // The history row says the same as the single edit's: the price, the reference price kept, the person.
    const newest = (d: typeof a2) => d.priceHistory.reduce((x, y) => (y.at > x.at ? y : x));
    expect(newest(b2)).toMatchObject({ listPrice: newPrice(b0), marketPrice: b0.listed!.marketPrice });
    expect(newest(b2).by).toBe(newest(a2).by);

    // What buyers read: the mall's goods detail, prices and the stock of all warehouses.
    for (const [id, d] of [
      [single!, a2],
      [viaApi!, b2],
    ] as const) {
      const total = d.stock.reduce((n, s) => n + s.quantity, 0);
      await until(async () => {
        const g = await dataOf(ctx.call(goodsDetailEndpoint, { id }, null));
        return g.listPrice === d.listed!.listPrice && g.stock === total;
      });
    }
  });
});

describe('the creator of an app', () => {
  it('stops the app while its creator is not a manager, disabled or deactivated (401; the token endpoint: unauthorized_client)', async () => {
    expect(OPEN_PLATFORM_MANAGERS).toContain('APPROVER');
    await setBuyer11Roles(['PURCHASER', 'APPROVER']);
    const created = await op.createApp(buyer11, ['order:read']);
    const token = await op.tokenOf(created);
    const works = async () => (await ctx.call(openOrderPageEndpoint, {}, token)).status === 200;
    const stopped = async () => {
      const res = await ctx.call(openOrderPageEndpoint, {}, token);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(OPEN_API_MESSAGES.creatorInactive);
      const t = await op.tokenRequest(op.credentials(created));
      expect(t).toMatchObject({
        status: 400,
        body: { error: 'unauthorized_client', error_description: OPEN_API_MESSAGES.creatorInactive },
      });
    };
    expect(await works()).toBe(true);

    // The operator takes the manager role away: the app stops; given back, it works again.
    await setBuyer11Roles(['PURCHASER']);
    await stopped();
    await setBuyer11Roles(['PURCHASER', 'APPROVER']);
    expect(await works()).toBe(true);

    // A disabled account (users.status; no route of ours sets it yet): stopped while disabled.
    const userId = await fx.userId('buyer11');
    await sql`UPDATE users SET status = 'disabled' WHERE id = ${userId}`.execute(ctx.tdb.db);
    await stopped();
    await sql`UPDATE users SET status = 'active' WHERE id = ${userId}`.execute(ctx.tdb.db);
    expect(await works()).toBe(true);

    // The creator deactivates the account (注销): the app stops for good.
    await dataOf(ctx.call(abandonmentEndpoint, { id: userId, password: DEMO.buyer11.password }, buyer11));
    await stopped();
  });
});

describe("an app's Idempotency-Keys", () => {
  it('are its own: one key from two apps makes two orders, twice from one app one, the creator keeps its own', async () => {
    const first = await op.appToken(buyer02, ['order:write']);
    const second = await op.appToken(buyer02, ['order:write']);
    const [goodsId] = await fx.goodsOf([vendor01Org], 1, 20);
    const key = newKey();
    const a = await appOrder(first.token, goodsId!, key);
    const again = await appOrder(first.token, goodsId!, key);
    expect(again).toEqual(a);
    const b = await appOrder(second.token, goodsId!, key);
    expect(b.submissionId).not.toBe(a.submissionId);
    expect(b.orderIds).not.toEqual(a.orderIds);
    // Both at once from one app: one submission (the key's unique index, not the first read).
    const key2 = newKey();
    const [c, d] = await Promise.all([
      appOrder(first.token, goodsId!, key2),
      appOrder(first.token, goodsId!, key2),
    ]);
    expect(d).toEqual(c);

    // The creator's own order on the web with the same key: its own submission.
    await fx.clearCart('buyer02');
    const lines = await fx.cartLines(buyer02, [{ id: goodsId!, num: 1 }]);
    const web = await fx.submit(buyer02, { cartLineIds: lines, addressId: buyer02Address }, key);
    expect(web.status, JSON.stringify(web.body)).toBe(200);
    expect(web.body.data.submissionId).not.toBe(a.submissionId);

    const rows = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM order_submissions WHERE idempotency_key = ${key}`.execute(ctx.tdb.db);
    expect(rows.rows[0]!.n).toBe(3);
    const rows2 = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM order_submissions WHERE idempotency_key = ${key2}`.execute(ctx.tdb.db);
    expect(rows2.rows[0]!.n).toBe(1);
  });
});

describe('the event feed at GET /open/events', () => {
  it('answers what /open/v1/events answers, paged by the after cursor', async () => {
    const app = await op.appToken(buyer02, ['events:read']);
    const raw = async (path: string) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/pm-api${path}`,
        headers: { authorization: `Bearer ${app.token}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBeDefined();
      return (res.json() as { data: { events: { eventId: string }[]; nextCursor: string } }).data;
    };
    const spec = await raw('/open/events?after=0&limit=5');
    expect(spec.events.length).toBeGreaterThan(0); // the orders of the tests above
    expect(spec).toEqual(await raw('/open/v1/events?after=0&limit=5'));
    const next = await raw(`/open/events?after=${spec.nextCursor}&limit=5`);
    expect(next.events[0]?.eventId ?? null).not.toBe(spec.events[0]!.eventId);
    expect(next).toEqual(
      await dataOf(ctx.call(openEventFeedEndpoint, { after: spec.nextCursor, limit: 5 }, app.token)),
    );
    expect(openEventFeedAliasEndpoint.path).toBe('/open/events');
  });
});

interface Doc {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    securitySchemes: Record<string, Record<string, unknown>>;
    schemas: Record<string, { properties?: Record<string, { enum?: string[] }> }>;
  };
}
interface OpenApiOperation {
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<
    string,
    {
      headers?: Record<string, unknown>;
      content?: Record<
        string,
        { schema: { allOf?: { properties?: { code?: { enum?: number[] } } }[]; oneOf?: { $ref?: string }[] } }
      >;
    }
  >;
}

async function openApiDoc(): Promise<Doc> {
  const res = await ctx.app.inject({ url: '/pm-api/openapi.json' });
  return res.json() as Doc;
}

/** The codes an error answer declares (the envelope's code enum). */
function declaredCodes(answer: OpenApiOperation['responses'][string] | undefined): number[] {
  const schema = answer?.content?.['application/json']?.schema;
  return schema?.allOf?.flatMap((s) => s.properties?.code?.enum ?? []) ?? [];
}

describe('the OpenAPI document of the API for apps', () => {
  it("declares every app route's real answers: 401, 403 with 40303 and 40304, 429 with Retry-After, the app's scheme and scope", async () => {
    const doc = await openApiDoc();
    const scheme = doc.components.securitySchemes.openApp as {
      type: string;
      flows: { clientCredentials: { tokenUrl: string; scopes: Record<string, string> } };
    };
    expect(scheme.type).toBe('oauth2');
    expect(scheme.flows.clientCredentials.tokenUrl).toBe('/pm-api/open/oauth/token');
    expect(Object.keys(scheme.flows.clientCredentials.scopes).sort()).toEqual([...OPEN_SCOPES].sort());
    const ops = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, o]) => o.security?.some((s) => 'openApp' in s))
        .map(([method, o]) => ({ path, method, o })),
    );
    expect(ops.map((x) => `${x.method} ${x.path}`)).toContain('get /pm-api/open/events');
    expect(ops.length).toBeGreaterThanOrEqual(12);
    for (const { path, method, o } of ops) {
      const name = `${method} ${path}`;
      expect(o.security, name).toHaveLength(1);
      const scopes = o.security![0]!.openApp!;
      expect(scopes, name).toHaveLength(1);
      expect(OPEN_SCOPES, name).toContain(scopes[0]);
      expect(declaredCodes(o.responses['401']), name).toContain(401);
      expect(declaredCodes(o.responses['403']), name).toEqual(expect.arrayContaining([40303, 40304]));
      expect(declaredCodes(o.responses['403']), name).not.toContain(40301);
      expect(declaredCodes(o.responses['429']), name).toContain(429);
      expect(o.responses['429']!.headers, name).toHaveProperty('Retry-After');
      expect(Object.keys(o.responses['200']!.headers ?? {}).sort(), name).toEqual([
        'X-RateLimit-Limit',
        'X-RateLimit-Remaining',
        'X-RateLimit-Reset',
      ]);
    }
  });

  it("declares the token endpoint's form-encoded request and RFC 6749 errors", async () => {
    const doc = await openApiDoc();
    const token = doc.paths['/pm-api/open/oauth/token']!.post!;
    expect(token.security).toEqual([]);
    expect(Object.keys(token.requestBody!.content)).toContain('application/x-www-form-urlencoded');
    for (const status of ['400', '401', '429']) {
      const refs = token.responses[status]!.content!['application/json']!.schema.oneOf!.map((s) => s.$ref);
      expect(refs, status).toContain('#/components/schemas/OAuthError');
    }
    expect(doc.components.schemas.OAuthError!.properties!.error!.enum).toEqual([...OAUTH_ERRORS]);
  });

  it('lists the Origin check (40302) on an app route exactly when a bearer call from another site gets it', async () => {
    const doc = await openApiDoc();
    const buyer = await op.appToken(buyer02, BUYER_ALL);
    const supplier = await op.appToken(vendor01, SUPPLIER_ALL);
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, o] of Object.entries(item)) {
        const scope = o.security?.find((s) => 'openApp' in s)?.openApp?.[0] as OpenScope | undefined;
        if (!scope) continue;
        const token = BUYER_ALL.includes(scope) ? buyer.token : supplier.token;
        const res = await ctx.app.inject({
          method: method.toUpperCase() as 'GET' | 'POST',
          url: path.replace('{id}', '1'),
          headers: {
            authorization: `Bearer ${token}`,
            origin: 'https://elsewhere.example',
            'sec-fetch-site': 'cross-site',
            ...(method === 'post' ? { 'content-type': 'application/json' } : {}),
          },
          ...(method === 'post' ? { payload: '{}' } : {}),
        });
        const refused = (res.json() as { code: number }).code === 40302;
        expect(declaredCodes(o.responses['403']).includes(40302), `${method} ${path}: ${res.body}`).toBe(
          refused,
        );
      }
    }
    // the token endpoint too: client credentials from another site are not a forged sign-in
    const app = await op.createApp(vendor01, ['order:read']);
    const token = await op.tokenRequest(op.credentials(app), {
      origin: 'https://elsewhere.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(token.status, JSON.stringify(token.body)).toBe(200);
    expect(doc.paths['/pm-api/open/oauth/token']!.post!.responses['403']).toBeUndefined();
  });
});
