import type { AddressInfo } from 'node:net';
import { iamLogoutEndpoint } from '@pm/contract/auth';
import { updatePasswordEndpoint } from '@pm/contract/user';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, useTestApp } from '../test/app';

const ctx = useTestApp({ allowedOrigins: ['https://partner.example'] });
let origin = '';

beforeAll(async () => {
  // A real socket: the browser's headers arrive as a browser sends them (useTestApp closes the server).
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});

function call(path: string, headers: Record<string, string>, method = 'GET') {
  return fetch(`${origin}/pm-api${path}`, { method, headers, redirect: 'manual' });
}

/** True while the cookie session still answers. */
async function alive(token: string): Promise<boolean> {
  const res = await call('/user/get-session-user', { cookie: `SESSION=${token}` });
  return res.status === 200;
}

const CROSS_SITE: Record<string, string>[] = [
  { origin: 'https://evil.example' },
  { origin: 'null' },
  { referer: 'https://evil.example/page.html' },
  // An <img> or a link with referrerpolicy="no-referrer": only Fetch Metadata tells.
  { 'sec-fetch-site': 'cross-site' },
];

describe('GETs that write are declared in the contract', () => {
  it('marks sign-out and the GET form of the password change', () => {
    expect(iamLogoutEndpoint.changesState).toBe(true);
    expect(updatePasswordEndpoint.changesState).toBe(true);
  });
});

describe('cross-site sign-out (GET /iam-logout) on a real socket', () => {
  it('refuses a cookie session from another site with 403, code 40302; the session stays', async () => {
    const token = await login(ctx.app, DEMO.buyer01);
    for (const headers of CROSS_SITE) {
      for (const method of ['GET', 'HEAD']) {
        const res = await call(iamLogoutEndpoint.path, { cookie: `SESSION=${token}`, ...headers }, method);
        expect(res.status, `${method} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.headers.get('set-cookie')).toBeNull();
        if (method === 'GET') {
          expect(await res.json()).toEqual({ code: 40302, message: '请求来源不被允许', data: null });
        }
      }
    }
    expect(await alive(token)).toBe(true);
  });

  it('signs out from our own pages: same origin, same-origin fetch metadata, an allowed origin', async () => {
    const ways: Record<string, string>[] = [
      { origin },
      { referer: `${origin}/shop/index`, 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'same-origin' },
      { origin: 'https://partner.example' },
      // No browser headers at all (a native client): nothing says another site sent it.
      {},
    ];
    for (const headers of ways) {
      const token = await login(ctx.app, DEMO.buyer02);
      const res = await call(iamLogoutEndpoint.path, { cookie: `SESSION=${token}`, ...headers });
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect(await res.json()).toMatchObject({ code: 200 });
      expect(res.headers.get('set-cookie')).toMatch(/SESSION=;/);
      expect(await alive(token)).toBe(false);
    }
  });

  it('lets a Bearer token sign out from anywhere (no ambient credential rides along)', async () => {
    const token = await login(ctx.app, DEMO.buyer11);
    const res = await call(iamLogoutEndpoint.path, {
      authorization: `Bearer ${token}`,
      origin: 'https://evil.example',
    });
    expect(res.status).toBe(200);
    expect(await alive(token)).toBe(false);
  });

  it('still lets read-only GETs through from another site', async () => {
    const token = await login(ctx.app, DEMO.buyer01);
    const res = await call('/user/get-session-user', {
      cookie: `SESSION=${token}`,
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(res.status).toBe(200);
  });
});

describe('the GET form of the password change on a real socket', () => {
  it('refuses it from another site with 40302 and keeps the password', async () => {
    const token = await login(ctx.app, DEMO.vendor01);
    const query = new URLSearchParams({ oldPassword: DEMO.vendor01.password, newPassword: 'Evil2026x' });
    const res = await call(`${updatePasswordEndpoint.path}?${query}`, {
      cookie: `SESSION=${token}`,
      'sec-fetch-site': 'cross-site',
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 40302 });
    expect(await alive(token)).toBe(true);
    await login(ctx.app, DEMO.vendor01); // the old password still signs in
  });
});
