import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO, login, useTestApp } from '../../test/app';

const ctx = useTestApp({ login: { accountFailures: 3, addressAttempts: 1000, windowSeconds: 900 } });

function sessionCookie(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : [setCookie ?? ''];
  const found = all.find((c) => c.startsWith('SESSION='));
  if (!found) throw new Error('no SESSION cookie');
  return found;
}

describe('POST /open/token', () => {
  it('logs in with JSON: code 200, a Bearer token and an HttpOnly SameSite=Lax SESSION cookie', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/pm-api/open/token', payload: DEMO.buyer01 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.data.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.token_type).toBe('Bearer');
    const cookie = sessionCookie(res.headers['set-cookie']);
    expect(cookie).toContain(`SESSION=${body.data.access_token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
  });

  it('logs in with a form body and by cellphone', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/pm-api/open/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=13800000002&password=Buyer2026',
    });
    expect(res.json().code).toBe(200);
  });

  it('answers wrong credentials with code ≠ 200 and 用户名或密码错误, the same for unknown accounts', async () => {
    for (const payload of [
      { username: 'buyer02', password: 'Wrong2026' },
      { username: 'nobody', password: 'Buyer2026' },
    ]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/pm-api/open/token', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 40001, message: '用户名或密码错误', data: null });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('names the missing field in Chinese', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/pm-api/open/token',
      payload: { username: 'buyer01' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400);
    expect(res.json().message).toBe('请输入密码');
    expect(res.json().data.errors[0].field).toBe('password');
  });

  it('rejects malformed JSON and form bodies with a clear message, never 500', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/pm-api/open/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 400, message: '请求体不是有效的 JSON' });

    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/pm-api/open/token',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe(400);

    const wrongTypes = await ctx.app.inject({
      method: 'POST',
      url: '/pm-api/open/token',
      payload: { username: ['a'], password: { x: 1 } },
    });
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json().message).toMatch(/账号/);

    const xml = await ctx.app.inject({
      method: 'POST',
      url: '/pm-api/open/token',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ code: 415, message: '不支持的请求内容类型' });

    const form = await ctx.app.inject({
      method: 'POST',
      url: '/pm-api/open/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '%%%=&&&',
    });
    expect(form.statusCode).toBe(400);
    expect(form.json().code).toBe(400);
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/pm-api/open/token',
      payload: { username: 'x'.repeat(2 * 1024 * 1024), password: 'y' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 413, message: '请求内容过大' });
  });
});

describe('sessions', () => {
  it('authenticates by Bearer token and by the SESSION cookie', async () => {
    const token = await login(ctx.app, DEMO.buyer01);
    const byBearer = await ctx.app.inject({ url: '/pm-api/user/get-session-user', headers: bearer(token) });
    expect(byBearer.json().data.username).toBe('buyer01');
    const byCookie = await ctx.app.inject({
      url: '/pm-api/user/get-session-user',
      cookies: { SESSION: token },
    });
    expect(byCookie.json().data.username).toBe('buyer01');
  });

  it('answers a protected call without a session with HTTP 401 and the envelope', async () => {
    const res = await ctx.app.inject({ url: '/pm-api/user/get-session-user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, message: '请先登录', data: null });
    const forged = await ctx.app.inject({ url: '/pm-api/user', headers: bearer('x'.repeat(43)) });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('登录已失效，请重新登录');
  });

  it.each(['POST /pm-api/open/logout', 'GET /pm-api/iam-logout'])(
    '%s ends the session server-side',
    async (call) => {
      const [method, url] = call.split(' ') as ['POST' | 'GET', string];
      const token = await login(ctx.app, DEMO.buyer01);
      const out = await ctx.app.inject({ method, url, headers: bearer(token) });
      expect(out.statusCode).toBe(200);
      expect(out.json().code).toBe(200);
      expect(String(out.headers['set-cookie'])).toMatch(/SESSION=;/);
      const after = await ctx.app.inject({ url: '/pm-api/user', headers: bearer(token) });
      expect(after.statusCode).toBe(401);
      const byCookie = await ctx.app.inject({ url: '/pm-api/user', cookies: { SESSION: token } });
      expect(byCookie.statusCode).toBe(401);
    },
  );

  it('logs out the cookie session too, and logout without a session is harmless', async () => {
    const token = await login(ctx.app, DEMO.buyer02);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/pm-api/open/logout',
      cookies: { SESSION: token },
    });
    expect(out.json().code).toBe(200);
    expect((await ctx.app.inject({ url: '/pm-api/user', headers: bearer(token) })).statusCode).toBe(401);
    const anon = await ctx.app.inject({ method: 'POST', url: '/pm-api/open/logout' });
    expect(anon.json().code).toBe(200);
  });

  it('expires a session after its lifetime (server clock)', async () => {
    const token = await login(ctx.app, DEMO.buyer11);
    expect((await ctx.app.inject({ url: '/pm-api/user', headers: bearer(token) })).statusCode).toBe(200);
    ctx.clock.advance((ctx.config.sessionTtlSeconds + 1) * 1000);
    const res = await ctx.app.inject({ url: '/pm-api/user', headers: bearer(token) });
    expect(res.statusCode).toBe(401);
  });
});

describe('login rate limit', () => {
  it('locks an account from one address after repeated failures with 429, even for the right password', async () => {
    const wrong = { username: 'vendor02', password: 'Wrong2026' };
    for (let i = 0; i < 3; i++) {
      const r = await ctx.app.inject({ method: 'POST', url: '/pm-api/open/token', payload: wrong });
      expect(r.statusCode).toBe(400);
      expect(r.json().code).toBe(40001);
    }
    const locked = await ctx.app.inject({
      method: 'POST',
      url: '/pm-api/open/token',
      payload: { username: 'vendor02', password: 'Vendor2026' },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 429, message: '登录尝试过于频繁，请稍后再试' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // By its cellphone too: the count is the account's, not the name's.
    const byPhone = await ctx.app.inject({
      method: 'POST',
      url: '/pm-api/open/token',
      payload: { username: '13700000002', password: 'Vendor2026' },
    });
    expect(byPhone.statusCode).toBe(429);

    // Another account from the same address is not affected, nor the account from another address;
    // the lock lifts after the window.
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/pm-api/open/token', payload: DEMO.vendor01 })).json()
        .code,
    ).toBe(200);
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/pm-api/open/token',
      payload: { username: 'vendor02', password: 'Vendor2026' },
      remoteAddress: '10.1.2.3',
    });
    expect(elsewhere.json().code).toBe(200);
    ctx.clock.advance(901 * 1000);
    const later = await ctx.app.inject({
      method: 'POST',
      url: '/pm-api/open/token',
      payload: { username: 'vendor02', password: 'Vendor2026' },
    });
    expect(later.json().code).toBe(200);
  });

  it('counts parallel guesses: no more than the limit are checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/pm-api/open/token',
          payload: { username: 'buyer02', password: 'Wrong2026' },
          remoteAddress: '10.4.4.4',
        }),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([400, 400, 400, 429, 429, 429, 429, 429]);
  });
});

describe('login rate limit per address', () => {
  const small = useTestApp({ login: { accountFailures: 100, addressAttempts: 4, windowSeconds: 60 } });
  it('limits attempts per client address across accounts', async () => {
    const codes: number[] = [];
    for (const username of ['a1', 'a2', 'a3', 'a4', 'a5']) {
      const r = await small.app.inject({
        method: 'POST',
        url: '/pm-api/open/token',
        payload: { username, password: 'x' },
        remoteAddress: '10.9.8.7',
      });
      codes.push(r.statusCode);
    }
    expect(codes).toEqual([400, 400, 400, 400, 429]);
    const other = await small.app.inject({
      method: 'POST',
      url: '/pm-api/open/token',
      payload: DEMO.buyer01,
      remoteAddress: '10.9.8.8',
    });
    expect(other.json().code).toBe(200);
  });
});

describe('login protection across client addresses (TRUST_PROXY, X-Forwarded-For, real socket)', () => {
  const net = useTestApp({
    trustProxy: true,
    login: { accountFailures: 3, accountTotalFailures: 6, knownAddressDays: 30, addressAttempts: 1000 },
  });
  let base = '';
  beforeAll(async () => {
    await net.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(net.app.server.address() as AddressInfo).port}/pm-api`;
  });

  /** A login from a client address, as a proxy in front of the server reports it. */
  async function loginFrom(address: string, password: string): Promise<number> {
    const res = await fetch(`${base}/open/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ username: 'buyer11', password }),
    });
    const body = (await res.json()) as { code: number };
    expect(Math.floor(body.code / 100) === res.status || body.code === res.status).toBe(true);
    return body.code;
  }
  const RIGHT = DEMO.buyer11.password;
  const WRONG = 'Wrong2026';

  it('a stranger guessing at one address does not lock the owner out at another', async () => {
    // The owner signs in from home once: a known address from now on.
    expect(await loginFrom('10.0.0.1', RIGHT)).toBe(200);

    // A stranger at 10.6.6.6: three failures, then that address is refused, the right password included.
    for (let i = 0; i < 3; i++) expect(await loginFrom('10.6.6.6', WRONG)).toBe(40001);
    expect(await loginFrom('10.6.6.6', RIGHT)).toBe(429);

    // The owner at a new address (the office) signs in.
    expect(await loginFrom('10.0.0.2', RIGHT)).toBe(200);

    // More strangers: together past the account's total (6 failures), every unknown address is refused …
    for (let i = 0; i < 3; i++) expect(await loginFrom('10.6.6.7', WRONG)).toBe(40001);
    expect(await loginFrom('10.6.6.8', WRONG)).toBe(429);
    expect(await loginFrom('10.0.0.3', RIGHT)).toBe(429);
    // … while the addresses the owner signed in from still sign in.
    expect(await loginFrom('10.0.0.1', RIGHT)).toBe(200);
    expect(await loginFrom('10.0.0.2', RIGHT)).toBe(200);
    // A known address still has its own limit: three failures and it waits too.
    for (let i = 0; i < 3; i++) expect(await loginFrom('10.0.0.2', WRONG)).toBe(40001);
    expect(await loginFrom('10.0.0.2', RIGHT)).toBe(429);

    // After the window every address may try again.
    net.clock.advance(901 * 1000);
    expect(await loginFrom('10.0.0.3', RIGHT)).toBe(200);
    expect(await loginFrom('10.6.6.6', RIGHT)).toBe(200);
  });

  it('forgets an address the account has not signed in from within LOGIN_KNOWN_ADDRESS_DAYS', async () => {
    net.clock.advance(31 * 24 * 3600 * 1000);
    for (const stranger of ['10.7.7.1', '10.7.7.2']) {
      for (let i = 0; i < 3; i++) expect(await loginFrom(stranger, WRONG)).toBe(40001);
    }
    // Past the total: 10.0.0.1 last signed in 31 days ago, so it waits like any other address.
    expect(await loginFrom('10.0.0.1', RIGHT)).toBe(429);
  });
});
