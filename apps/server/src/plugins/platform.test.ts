import { describe, expect, it } from 'vitest';
import { buildActionTrace, encodeActionTrace } from '@pm/contract/action-trace';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase } from '../test/db';
import { helmetHeaders } from './security';
import { bearer, DEMO, login, useTestApp } from '../test/app';

const ctx = useTestApp();

describe('X-User-Origin-Action', () => {
  it('stores a decoded trace with the caller and the answer status', async () => {
    const token = await login(ctx.app, DEMO.buyer01);
    const header = encodeActionTrace(
      buildActionTrace({
        action: '查看会话用户',
        url: '#/shop/person/order',
        payload: { a: 1 },
        id: '1',
        fingerprint: 'fp-1',
      }),
    );
    const res = await ctx.app.inject({
      url: '/pm-api/user/get-session-user',
      headers: { ...bearer(token), 'x-user-origin-action': header },
    });
    expect(res.statusCode).toBe(200);
    await ctx.app.flushActionTraces();
    const rows = await ctx.tdb.db
      .selectFrom('action_traces')
      .selectAll()
      .where('fingerprint', '=', 'fp-1')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: '查看会话用户',
      resource_code: 'gomromarket',
      url: '#/shop/person/order',
      param: '{"a":1}',
      user_id: '1',
      organization_id: '1',
      method: 'GET',
      path: '/pm-api/user/get-session-user',
      status: 200,
    });
  });

  it.each([
    ['not base64', '@@@###'],
    ['not JSON', btoa('hello')],
    ['wrong shape', btoa(JSON.stringify({ action: 5 }))],
    ['oversized', 'A'.repeat(9000)],
  ])('ignores a %s header and still answers', async (_label, header) => {
    const token = await login(ctx.app, DEMO.buyer01);
    const res = await ctx.app.inject({
      url: '/pm-api/user/get-session-user',
      headers: { ...bearer(token), 'x-user-origin-action': header },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.username).toBe('buyer01');
  });
});

describe('Origin check on cookie sessions', () => {
  it('refuses a cross-site state change that rides on the SESSION cookie', async () => {
    const token = await login(ctx.app, DEMO.buyer01);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/pm-api/open/logout',
      cookies: { SESSION: token },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 40302, message: '请求来源不被允许' });
    // The session survived.
    expect((await ctx.app.inject({ url: '/pm-api/user', cookies: { SESSION: token } })).statusCode).toBe(200);
  });

  it('allows the same origin and Bearer calls', async () => {
    const token = await login(ctx.app, DEMO.buyer01);
    const same = await ctx.app.inject({
      method: 'POST',
      url: '/pm-api/open/logout',
      cookies: { SESSION: token },
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(same.statusCode).toBe(200);
  });

  it('refuses a cross-site login form post', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/pm-api/open/token',
      payload: DEMO.buyer01,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('platform answers', () => {
  it('answers the health check without a session, with the server clock', async () => {
    const res = await ctx.app.inject({ url: '/pm-api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: 'ok', time: ctx.clock.now().toISOString() });
  });

  it('answers unknown API paths with the 404 envelope', async () => {
    const res = await ctx.app.inject({ url: '/pm-api/does/not/exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, message: '接口不存在', data: null });
  });

  it('sends security headers with a CSP that allows no inline script', async () => {
    const res = await ctx.app.inject({ url: '/pm-api/does/not/exist' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends every header @fastify/helmet sets, taken once, on answers, errors and refusals alike', async () => {
    const expected = await helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"] } },
      crossOriginEmbedderPolicy: false,
      hsts: false,
    });
    const names = expected.map(([name]) => name).sort();
    expect(names).toEqual(
      expect.arrayContaining([
        'content-security-policy',
        'cross-origin-opener-policy',
        'referrer-policy',
        'x-content-type-options',
        'x-frame-options',
      ]),
    );
    for (const url of ['/pm-api/health', '/pm-api/does/not/exist', '/pm-api/cart/shop/list']) {
      const res = await ctx.app.inject({ url });
      for (const [name, value] of expected) {
        if (name === 'content-security-policy') expect(res.headers[name]).toContain("default-src 'self'");
        else expect([url, name, res.headers[name]]).toEqual([url, name, value]);
      }
    }
  });

  it('publishes an OpenAPI 3 document with every registered endpoint', async () => {
    const res = await ctx.app.inject({ url: '/pm-api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/pm-api/open/token',
      '/pm-api/open/logout',
      '/pm-api/iam-logout',
      '/pm-api/user/get-session-user',
      '/pm-api/user',
      '/pm-api/user/role-type',
      '/pm-api/admin/data/list-by-role-ids',
      '/pm-api/organization/page',
      '/pm-api/health',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(doc.paths['/pm-api/open/token'].post.requestBody).toBeDefined();
  });
});

describe('unknown errors', () => {
  it('log with the request id and answer the generic message without a stack', async () => {
    const tdb = await createTestDatabase();
    const app = await buildApp({ config: loadConfig({}, { webDist: null }), db: tdb.db, logger: false });
    app.get('/pm-api/test/boom', { config: { access: 'public' } }, async () => {
      throw new Error('secret internal detail');
    });
    await app.ready();
    try {
      const res = await app.inject({ url: '/pm-api/test/boom' });
      expect(res.statusCode).toBe(500);
      const body = res.json();
      expect(body.code).toBe(500);
      expect(body.message).toBe('系统繁忙，请稍后再试');
      expect(body.data.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.body).not.toContain('secret internal detail');
      expect(res.body).not.toContain('at ');
    } finally {
      await app.close();
      await tdb.drop();
    }
  });
});
