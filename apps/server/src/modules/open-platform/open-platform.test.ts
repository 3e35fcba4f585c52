/**
 * The open platform through its routes on a real PostgreSQL: apps (secret once, hashed, rotation, revocation),
 * the client-credentials token (RFC 6749 answers), the gate of every operation of the API for apps (token,
 * scope, IP allowlist, rate limit), orders through the checkout entry with an Idempotency-Key, another
 * organization's order (404), the event feed with sequence numbers per object.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyEndpoint } from '@pm/contract/endpoint';
import {
  BUYER_SCOPES,
  OPEN_LIMITS,
  openAppCreateEndpoint,
  openAppRevokeEndpoint,
  openAppRotateEndpoint,
  openAppUpdateEndpoint,
  SUPPLIER_SCOPES,
  webhookEndpointCreateEndpoint,
  webhookEndpointUpdateEndpoint,
} from '@pm/contract/open-platform';
import {
  openEventFeedAliasEndpoint,
  openEventFeedEndpoint,
  openGoodsEndpoint,
  openGoodsSearchEndpoint,
  openOrderDetailEndpoint,
  openOrderPageEndpoint,
  openOrderShipEndpoint,
  openOrderSubmitEndpoint,
  openPriceUpdateEndpoint,
  openRefundDetailEndpoint,
  openRefundPageEndpoint,
  openStockUpdateEndpoint,
} from '@pm/contract/open-platform-api';
import type { OpenScope } from '@pm/contract/open-scopes';
import { OPEN_SCOPES } from '@pm/contract/open-scopes';
import { DEMO, dataOf, login, useTestApp, type CallInput } from '../../test/app';
import { newKey, orderFixtures, SHANGHAI } from '../order/test-fixtures';
import { createOpenPlatform } from './index';
import { openFixtures } from './test-fixtures';

const ctx = useTestApp({ webhookAllowPrivate: true });
const fx = orderFixtures(ctx);
const { createApp, tokenRequest, tokenOf } = openFixtures(ctx);
let buyer01: string;
let buyer02: string;
let vendor01: string;
let vendor02: string;

beforeAll(async () => {
  buyer01 = await login(ctx.app, DEMO.buyer01);
  buyer02 = await login(ctx.app, DEMO.buyer02);
  vendor01 = await login(ctx.app, DEMO.vendor01);
  vendor02 = await login(ctx.app, { username: 'vendor02', password: 'Vendor2026' });
});

describe('apps and the token endpoint', () => {
  it('shows the secret once, keeps only a digest, and answers tokens in RFC 6749 form', async () => {
    const created = await createApp(buyer02, ['goods:read', 'order:read']);
    expect(created.clientSecret).toMatch(/^pms_/);
    const stored = await sql<{ secret_hash: string }>`
      SELECT secret_hash FROM open_apps WHERE id = ${created.app.id}`.execute(ctx.tdb.db);
    expect(stored.rows[0]!.secret_hash).not.toContain(created.clientSecret.slice(4));

    const basic = Buffer.from(`${created.app.clientId}:${created.clientSecret}`).toString('base64');
    const ok = await tokenRequest({ grant_type: 'client_credentials' }, { authorization: `Basic ${basic}` });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ token_type: 'Bearer', expires_in: 7200, scope: 'goods:read order:read' });
    expect(ok.headers['cache-control']).toBe('no-store');

    const wrong = await tokenRequest({
      grant_type: 'client_credentials',
      client_id: created.app.clientId,
      client_secret: 'pms_x',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'invalid_client', error_description: expect.any(String) });
    const grant = await tokenRequest({
      grant_type: 'password',
      client_id: created.app.clientId,
      client_secret: created.clientSecret,
    });
    expect(grant).toMatchObject({ status: 400, body: { error: 'unsupported_grant_type' } });
    const none = await tokenRequest({ client_id: created.app.clientId, client_secret: created.clientSecret });
    expect(none).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
    const nobody = await tokenRequest({ grant_type: 'client_credentials', client_id: '1' });
    expect(nobody).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    const scope = await tokenRequest({
      grant_type: 'client_credentials',
      client_id: created.app.clientId,
      client_secret: created.clientSecret,
      scope: 'order:write',
    });
    expect(scope).toMatchObject({ status: 400, body: { error: 'invalid_scope' } });
  });

  it('limits token requests per client_id and per address, counted in PostgreSQL across processes (429, Retry-After)', async () => {
    ctx.clock.set('2026-11-26T09:00:15Z');
    const limit = OPEN_LIMITS.tokenRequestsPerMinute;
    const created = await createApp(buyer02, ['goods:read']);
    const good = {
      grant_type: 'client_credentials',
      client_id: created.app.clientId,
      client_secret: created.clientSecret,
    };
    const from = (ip: string, form: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/pm-api/open/oauth/token',
        remoteAddress: ip,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      });
    // A second process on the same database: its own gate, the same counters.
    const other = createOpenPlatform(ctx.tdb.db, ctx.clock).gate;
    for (let i = 0; i < limit; i++) {
      if (i % 2 === 0) expect((await from('198.51.100.7', good)).statusCode).toBe(200);
      else await other.issue(good, undefined, '198.51.100.7');
    }
    // The address's 21st request of the minute: 429 in RFC 6749 form, even for a client never seen.
    const over = await from('198.51.100.7', { ...good, client_id: 'pmc_nobody', client_secret: 'x' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ error: 'temporarily_unavailable', error_description: expect.any(String) });
    expect(over.headers['retry-after']).toBe('60'); // the window began with the address's first request
    await expect(other.issue(good, undefined, '198.51.100.7')).rejects.toMatchObject({ httpStatus: 429 });
    // The client's own count, from another address: wrong secrets count too.
    const wrong = await from('198.51.100.8', { ...good, client_secret: 'pms_wrong' });
    expect(wrong.statusCode).toBe(429);
    // Another client from another address is not held back; the next minute the client gets tokens again.
    const fresh = await createApp(buyer02, ['goods:read']);
    expect(
      (
        await from('198.51.100.9', {
          grant_type: 'client_credentials',
          client_id: fresh.app.clientId,
          client_secret: fresh.clientSecret,
        })
      ).statusCode,
    ).toBe(200);
    ctx.clock.advance(60_000);
    expect((await from('198.51.100.7', good)).statusCode).toBe(200);
  });

  it('refuses a purchaser (40301) and scopes of the other side (400)', async () => {
    const res = await ctx.call(openAppCreateEndpoint, { name: 'x', scopes: ['goods:read'] }, buyer01);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(40301);
    const side = await ctx.call(openAppCreateEndpoint, { name: 'x', scopes: ['stock:write'] }, buyer02);
    expect(side.status).toBe(400);
  });

  it('takes an update without any field as one that changes nothing (the app and the webhook as they were)', async () => {
    const created = await createApp(buyer02, ['order:read']);
    const app = await dataOf(ctx.call(openAppUpdateEndpoint, { id: created.app.id }, buyer02));
    expect(app).toEqual(created.app);
    const endpoint = await dataOf(
      ctx.call(
        webhookEndpointCreateEndpoint,
        { id: created.app.id, url: 'https://hooks.example.com/pm', eventTypes: ['order.*'] },
        buyer02,
      ),
    );
    const same = await dataOf(ctx.call(webhookEndpointUpdateEndpoint, { id: endpoint.endpoint.id }, buyer02));
    expect(same).toEqual(endpoint.endpoint);
  });

  it('keeps the old secret for 24 hours after a rotation; a revoked app loses its tokens', async () => {
    const created = await createApp(buyer02, ['goods:read']);
    const token = await tokenOf(created);
    const rotated = await dataOf(ctx.call(openAppRotateEndpoint, { id: created.app.id }, buyer02));
    expect(rotated.clientSecret).not.toBe(created.clientSecret);
    expect(rotated.app.previousSecretExpiresAt).not.toBeNull();
    await tokenOf(created);
    await tokenOf(rotated);
    ctx.clock.advance(25 * 3_600_000);
    const old = await tokenRequest({
      grant_type: 'client_credentials',
      client_id: created.app.clientId,
      client_secret: created.clientSecret,
    });
    expect(old.status).toBe(401);
    const fresh = await tokenOf(rotated);
    expect((await ctx.call(openGoodsEndpoint, { ids: '1' }, fresh)).status).toBe(200);
    // the first token expired meanwhile (2 h)
    expect((await ctx.call(openGoodsEndpoint, { ids: '1' }, token)).status).toBe(401);
    await dataOf(ctx.call(openAppRevokeEndpoint, { id: created.app.id }, buyer02));
    expect((await ctx.call(openGoodsEndpoint, { ids: '1' }, fresh)).status).toBe(401);
  });
});

/** Every operation an app can call, with a request that passes validation. */
function appCalls(ids: { order: string; goods: string; warehouse: string; address: string }) {
  const calls: [AnyEndpoint, OpenScope, unknown, Record<string, string>?][] = [
    [openGoodsSearchEndpoint, 'goods:read', { keyword: '纸' }],
    [openGoodsEndpoint, 'goods:read', { ids: ids.goods }],
    [
      openOrderSubmitEndpoint,
      'order:write',
      { lines: [{ goodsId: ids.goods, num: 1 }], addressId: ids.address },
      { 'idempotency-key': newKey() },
    ],
    [openOrderPageEndpoint, 'order:read', {}],
    [openOrderDetailEndpoint, 'order:read', { id: ids.order }],
    [openOrderShipEndpoint, 'ship:write', { id: ids.order, carrier: '顺丰速运', waybillNo: 'SF1234567890' }],
    [openRefundPageEndpoint, 'refund:read', {}],
    [openRefundDetailEndpoint, 'refund:read', { id: '1' }],
    [
      openStockUpdateEndpoint,
      'stock:write',
      { items: [{ goodsId: ids.goods, warehouseId: ids.warehouse, stock: 5 }] },
    ],
    [openPriceUpdateEndpoint, 'price:write', { items: [{ goodsId: ids.goods, price: 100 }] }],
    [openEventFeedEndpoint, 'events:read', {}],
    [openEventFeedAliasEndpoint, 'events:read', {}],
  ];
  return calls;
}

/** The app operations of the OpenAPI document (`security: openApp`), as `METHOD /pm-api/path/{id}` with their scope. */
async function documentedAppOperations(): Promise<Map<string, string>> {
  const res = await ctx.app.inject({ url: '/pm-api/openapi.json' });
  const doc = res.json() as {
    paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
  };
  const ops = new Map<string, string>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const scopes = op.security?.find((s) => 'openApp' in s)?.openApp;
      if (scopes) ops.set(`${method.toUpperCase()} ${path}`, scopes.join(' '));
    }
  }
  return ops;
}

/** An endpoint as the OpenAPI document names it. */
const documentedName = (e: AnyEndpoint) => `${e.method} /pm-api${e.path.replace(/:(\w+)/g, '{$1}')}`;

describe('the gate of the API for apps', () => {
  it('answers 401 without a token or with a session, 403 40303 without the scope, on every operation of the OpenAPI document', async () => {
    const ids = { order: '1', goods: '1', warehouse: '1', address: '1' };
    const calls = appCalls(ids);
    // The operations come from the document (every route with an app's scope): a new app route without a
    // request here fails, and so does a request here of a route the document does not have.
    const documented = await documentedAppOperations();
    expect([...documented.keys()].sort()).toEqual(calls.map(([e]) => documentedName(e)).sort());
    // A token of each side holding every scope its side may grant but the one the operation needs.
    const tokens = new Map<string, string>();
    const withoutScope = async (manager: string, side: readonly OpenScope[], scope: OpenScope) => {
      const scopes = side.filter((s) => s !== scope);
      const key = `${manager} ${scopes.join(' ')}`;
      // from addresses of their own: the token endpoint's limit per address is not this test's subject
      const from = `192.0.2.${tokens.size + 1}`;
      if (!tokens.has(key)) tokens.set(key, await tokenOf(await createApp(manager, scopes), from));
      return tokens.get(key)!;
    };
    const covered = new Set<string>();
    for (const [endpoint, scope, input, headers] of calls) {
      const name = documentedName(endpoint);
      expect(documented.get(name), name).toBe(scope);
      covered.add(scope);
      for (const who of [null, buyer02]) {
        const res = await ctx.call(endpoint, input as CallInput<typeof endpoint>, who, {
          headers: headers ?? {},
        });
        expect(res.status, `${name} as ${who ? 'a session' : 'nobody'}`).toBe(401);
      }
      for (const token of [
        await withoutScope(buyer02, BUYER_SCOPES, scope),
        await withoutScope(vendor01, SUPPLIER_SCOPES, scope),
      ]) {
        const res = await ctx.call(endpoint, input as CallInput<typeof endpoint>, token, {
          headers: headers ?? {},
        });
        expect(res.status, name).toBe(403);
        expect(res.body.code, name).toBe(40303);
      }
    }
    expect([...covered].sort()).toEqual([...OPEN_SCOPES].sort());
  });

  it('counts calls per app per minute in PostgreSQL: X-RateLimit-* headers, then 429 with Retry-After', async () => {
    ctx.clock.set('2026-11-26T10:00:10Z');
    const app = await createApp(buyer02, ['goods:read'], { rateLimitPerMinute: 10 });
    const token = await tokenOf(app);
    for (let i = 0; i < 10; i++) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/pm-api/open/v1/goods?ids=1',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-remaining']).toBe(String(9 - i));
      expect(res.headers['x-ratelimit-limit']).toBe('10');
    }
    const over = await ctx.app.inject({
      method: 'GET',
      url: '/pm-api/open/v1/goods?ids=1',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBe('50');
    ctx.clock.advance(60_000);
    const next = await ctx.app.inject({
      method: 'GET',
      url: '/pm-api/open/v1/goods?ids=1',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(next.statusCode).toBe(200);
  });

  it('refuses calls from outside the IP allowlist (403 40304)', async () => {
    const app = await createApp(buyer02, ['goods:read'], { ipAllowlist: ['203.0.113.0/24'] });
    const token = await tokenOf(app).catch(() => null);
    expect(token).toBeNull();
    const inside = await tokenRequest({
      grant_type: 'client_credentials',
      client_id: app.app.clientId,
      client_secret: app.clientSecret,
    });
    expect(inside.body.error).toBe('unauthorized_client');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/pm-api/open/oauth/token',
      remoteAddress: '203.0.113.9',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: app.app.clientId,
        client_secret: app.clientSecret,
      }).toString(),
    });
    expect(res.statusCode).toBe(200);
    const t = (res.json() as { access_token: string }).access_token;
    const outside = await ctx.call(openGoodsEndpoint, { ids: '1' }, t);
    expect(outside.status).toBe(403);
    expect(outside.body.code).toBe(40304);
    const within = await ctx.call(openGoodsEndpoint, { ids: '1' }, t, { remoteAddress: '203.0.113.20' });
    expect(within.status).toBe(200);
  });
});

describe('orders through the API for apps', () => {
  it('submits through the checkout entry once per Idempotency-Key; the supplier ships; the feed numbers each object', async () => {
    ctx.clock.set('2026-11-26T11:00:00Z');
    const buyerApp = await createApp(buyer02, ['order:write', 'order:read', 'events:read', 'goods:read']);
    const vendorOrg = await fx.orgOf('vendor01');
    const supplierApp = await createApp(vendor01, ['order:read', 'ship:write', 'events:read']);
    const otherApp = await createApp(vendor02, ['order:read']);
    const bt = await tokenOf(buyerApp);
    const st = await tokenOf(supplierApp);
    const ot = await tokenOf(otherApp);
    const [goodsId] = await fx.goodsOf([vendorOrg], 1);
    const addressId = await fx.addressOf('buyer02');
    const key = newKey();
    const body = { lines: [{ goodsId: goodsId!, num: 2 }], addressId, poNumber: 'PO-API-1' };
    const first = await dataOf(
      ctx.call(openOrderSubmitEndpoint, body, bt, { headers: { 'idempotency-key': key } }),
    );
    const again = await dataOf(
      ctx.call(openOrderSubmitEndpoint, body, bt, { headers: { 'idempotency-key': key } }),
    );
    expect(again).toEqual(first);
    const orderId = first.orderIds[0]!;
    const detail = await dataOf(ctx.call(openOrderDetailEndpoint, { id: orderId }, bt));
    expect(detail.poNumber).toBe('PO-API-1');

    const toShip = await dataOf(ctx.call(openOrderPageEndpoint, { status: 'PACKAGING' }, st));
    expect(toShip.records.map((o) => o.id)).toContain(orderId);
    expect((await ctx.call(openOrderDetailEndpoint, { id: orderId }, ot)).status).toBe(404);
    expect(
      (
        await ctx.call(
          openOrderShipEndpoint,
          { id: orderId, carrier: '顺丰速运', waybillNo: 'SF1234567890' },
          ot,
        )
      ).status,
    ).toBe(403);
    await dataOf(
      ctx.call(openOrderShipEndpoint, { id: orderId, carrier: '顺丰速运', waybillNo: 'SF1234567890' }, st),
    );

    const feed = await dataOf(ctx.call(openEventFeedEndpoint, {}, bt));
    const mine = feed.events.filter((e) => e.objectId === orderId);
    expect(mine.map((e) => [e.type, e.sequence])).toEqual([
      ['order.created', 1],
      ['order.shipped', 2],
    ]);
    const supplierFeed = await dataOf(
      ctx.call(
        openEventFeedEndpoint,
        { after: '0', limit: 100 },
        await tokenOf(await createApp(vendor01, ['events:read'])),
      ),
    );
    expect(supplierFeed.events.filter((e) => e.objectId === orderId).map((e) => e.type)).toEqual([
      'order.created',
      'order.shipped',
    ]);
    const after = await dataOf(ctx.call(openEventFeedEndpoint, { after: feed.nextCursor }, bt));
    expect(after.events).toEqual([]);
    expect(SHANGHAI.province).toBe('310000');
    expect(buyer01).toBeTruthy();
  });
});
