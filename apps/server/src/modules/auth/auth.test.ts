import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { iamLogoutEndpoint, loginEndpoint, logoutEndpoint } from '@pm/contract/auth';
import { currentUserEndpoint, sessionUserEndpoint } from '@pm/contract/user';
import { DEMO, login, unchecked, useTestApp, VISITOR } from '../../test/app';

const ctx = useTestApp({ login: { accountFailures: 3, addressAttempts: 1000, windowSeconds: 900 } });

function sessionCookie(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : [setCookie ?? ''];
  const found = all.find((c) => c.startsWith('SESSION='));
  if (!found) throw new Error('no SESSION cookie');
  return found;
}

describe('POST /open/token', () => {
  it('logs in with JSON: code 200, a Bearer token and an HttpOnly SameSite=Lax SESSION cookie', async () => {
    const res = await ctx.call(loginEndpoint, DEMO.buyer01, VISITOR);
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body.code).toBe(200);
    expect(body.data.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.token_type).toBe('Bearer');
    const cookie = sessionCookie(res.res.headers['set-cookie']);
    expect(cookie).toContain(`SESSION=${body.data.access_token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
  });

  it('logs in with a form body and by cellphone', async () => {
    const res = await ctx.call(loginEndpoint, { username: '13800000002', password: 'Buyer2026' }, VISITOR, {
      form: true,
    });
    expect(res.body.code).toBe(200);
  });

  it('answers wrong credentials with code ≠ 200 and 用户名或密码错误, the same for unknown accounts', async () => {
    for (const payload of [
      { username: 'buyer02', password: 'Wrong2026' },
      { username: 'nobody', password: 'Buyer2026' },
    ]) {
      const res = await ctx.call(loginEndpoint, payload, VISITOR);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 40001, message: '用户名或密码错误', data: null });
      expect(res.res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('names the missing field in Chinese', async () => {
    const res = await ctx.call(loginEndpoint, unchecked({ username: 'buyer01' }), VISITOR);
    expect(res.status).toBe(400);
    expect(res.failure.code).toBe(400);
    expect(res.failure.message).toBe('请输入密码');
    expect(res.failure.data?.errors?.[0]?.field).toBe('password');
  });

  it('rejects malformed JSON and form bodies with a clear message, never 500', async () => {
    // Bytes no client of the contract writes: sent as they are.
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

    const wrongTypes = await ctx.call(
      loginEndpoint,
      unchecked({ username: ['a'], password: { x: 1 } }),
      VISITOR,
    );
    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.body.message).toMatch(/账号/);

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
    const res = await ctx.call(
      loginEndpoint,
      { username: 'x'.repeat(2 * 1024 * 1024), password: 'y' },
      VISITOR,
    );
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 413, message: '请求内容过大' });
  });
});

describe('sessions', () => {
  it('authenticates by Bearer token and by the SESSION cookie', async () => {
    const token = await login(ctx.app, DEMO.buyer01);
    const byBearer = await ctx.call(sessionUserEndpoint, undefined, token);
    expect(byBearer.body.data.username).toBe('buyer01');
    const byCookie = await ctx.call(sessionUserEndpoint, undefined, { cookie: `SESSION=${token}` });
    expect(byCookie.body.data.username).toBe('buyer01');
  });

  it('answers a protected call without a session with HTTP 401 and the envelope', async () => {
    const res = await ctx.call(sessionUserEndpoint, undefined, VISITOR);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 401, message: '请先登录', data: null });
    const forged = await ctx.call(currentUserEndpoint, undefined, 'x'.repeat(43));
    expect(forged.status).toBe(401);
    expect(forged.body.message).toBe('登录已失效，请重新登录');
  });

  it.each([logoutEndpoint, iamLogoutEndpoint].map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s ends the session server-side',
    async (_name, endpoint) => {
      const token = await login(ctx.app, DEMO.buyer01);
      const out = await ctx.call(endpoint, undefined, token);
      expect(out.status).toBe(200);
      expect(out.body.code).toBe(200);
      expect(String(out.res.headers['set-cookie'])).toMatch(/SESSION=;/);
      const after = await ctx.call(currentUserEndpoint, undefined, token);
      expect(after.status).toBe(401);
      const byCookie = await ctx.call(currentUserEndpoint, undefined, { cookie: `SESSION=${token}` });
      expect(byCookie.status).toBe(401);
    },
  );

  it('logs out the cookie session too, and logout without a session is harmless', async () => {
    const token = await login(ctx.app, DEMO.buyer02);
    const out = await ctx.call(logoutEndpoint, undefined, { cookie: `SESSION=${token}` });
    expect(out.body.code).toBe(200);
    expect((await ctx.call(currentUserEndpoint, undefined, token)).status).toBe(401);
    const anon = await ctx.call(logoutEndpoint, undefined, VISITOR);
    expect(anon.body.code).toBe(200);
  });

  it('expires a session after its lifetime (server clock)', async () => {
    const token = await login(ctx.app, DEMO.buyer11);
    expect((await ctx.call(currentUserEndpoint, undefined, token)).status).toBe(200);
    ctx.clock.advance((ctx.config.sessionTtlSeconds + 1) * 1000);
    const res = await ctx.call(currentUserEndpoint, undefined, token);
    expect(res.status).toBe(401);
  });
});

describe('login rate limit', () => {
  it('locks an account from one address after repeated failures with 429, even for the right password', async () => {
    const wrong = { username: 'vendor02', password: 'Wrong2026' };
    for (let i = 0; i < 3; i++) {
      const r = await ctx.call(loginEndpoint, wrong, VISITOR);
      expect(r.status).toBe(400);
      expect(r.body.code).toBe(40001);
    }
    const locked = await ctx.call(loginEndpoint, { username: 'vendor02', password: 'Vendor2026' }, VISITOR);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: 429, message: '登录尝试过于频繁，请稍后再试' });
    expect(Number(locked.res.headers['retry-after'])).toBeGreaterThan(0);
    // By its cellphone too: the count is the account's, not the name's.
    const byPhone = await ctx.call(
      loginEndpoint,
      { username: '13700000002', password: 'Vendor2026' },
      VISITOR,
    );
    expect(byPhone.status).toBe(429);

    // Another account from the same address is not affected, nor the account from another address;
    // the lock lifts after the window.
    expect((await ctx.call(loginEndpoint, DEMO.vendor01, VISITOR)).body.code).toBe(200);
    const vendor02 = { username: 'vendor02', password: 'Vendor2026' };
    const elsewhere = await ctx.call(loginEndpoint, vendor02, VISITOR, { remoteAddress: '10.1.2.3' });
    expect(elsewhere.body.code).toBe(200);
    ctx.clock.advance(901 * 1000);
    const later = await ctx.call(loginEndpoint, vendor02, VISITOR);
    expect(later.body.code).toBe(200);
  });

  it('counts parallel guesses: no more than the limit are checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        ctx.call(loginEndpoint, { username: 'buyer02', password: 'Wrong2026' }, VISITOR, {
          remoteAddress: '10.4.4.4',
        }),
      ),
    );
    const codes = answers.map((r) => r.status).sort();
    expect(codes).toEqual([400, 400, 400, 429, 429, 429, 429, 429]);
  });
});

describe('login rate limit per address', () => {
  const small = useTestApp({ login: { accountFailures: 100, addressAttempts: 4, windowSeconds: 60 } });
  it('limits attempts per client address across accounts', async () => {
    const codes: number[] = [];
    for (const username of ['a1', 'a2', 'a3', 'a4', 'a5']) {
      const r = await small.call(loginEndpoint, { username, password: 'x' }, VISITOR, {
        remoteAddress: '10.9.8.7',
      });
      codes.push(r.status);
    }
    expect(codes).toEqual([400, 400, 400, 400, 429]);
    const other = await small.call(loginEndpoint, DEMO.buyer01, VISITOR, { remoteAddress: '10.9.8.8' });
    expect(other.body.code).toBe(200);
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
