import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@pm/contract/constants';
import { registerPendingActionRunner, savePendingAction } from '@/lib/pending-action';
import { useAuthStore } from './auth-store';
import { storedSessionUser, loginWithPassword, logout } from './session';

const user = {
  id: '1001',
  cellphone: '13800000001',
  organizationId: '10',
  organizationName: '华东精工制造有限公司',
  username: 'buyer01',
  fullname: '张三',
  departmentName: '采购部',
  roleIds: ['1'],
  isVendor: false,
};

type Route = (url: string, init: RequestInit) => Response;
let route: Route;
let calls: { url: string; init: RequestInit }[];

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return route(url, init);
    }),
  );
  useAuthStore.getState().clear();
});
afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('loginWithPassword', () => {
  it('stores the token, loads the session user and replays the pending action', async () => {
    route = (url) =>
      url.endsWith('/open/token')
        ? json({
            code: 200,
            message: 'ok',
            data: { access_token: 'tok-9', token_type: 'Bearer', expires_in: 7200 },
          })
        : json({ code: 200, message: 'ok', data: user });
    const runner = vi.fn();
    const off = registerPendingActionRunner('append', runner);
    savePendingAction('append', { id: '12', num: 2 });

    await expect(loginWithPassword('buyer01', 'Buyer2026')).resolves.toEqual({ ok: true, next: null });

    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ username: 'buyer01', password: 'Buyer2026' });
    expect(localStorage.getItem(STORAGE_KEYS.authorization)).toBe('tok-9');
    expect(useAuthStore.getState()).toMatchObject({ token: 'tok-9', isAuthorized: true });
    expect(calls[1]?.url).toBe('/pm-api/user/get-session-user');
    expect((calls[1]?.init.headers as Record<string, string>).Authorization).toBe('Bearer tok-9');
    expect(storedSessionUser()).toEqual(user);
    expect(sessionStorage.getItem(STORAGE_KEYS.userId)).toBe('1001');
    expect(runner).toHaveBeenCalledWith({ id: '12', num: 2 });
    off();
  });

  it('on a refused login removes the stored token and says 用户名或密码错误', async () => {
    localStorage.setItem(STORAGE_KEYS.authorization, 'stale');
    route = () => json({ code: 401, message: '用户名或密码错误', data: null }, 401);
    await expect(loginWithPassword('buyer01', 'wrong')).resolves.toEqual({
      ok: false,
      message: '用户名或密码错误',
    });
    expect(localStorage.getItem(STORAGE_KEYS.authorization)).toBeNull();
    expect(useAuthStore.getState().isAuthorized).toBe(false);
  });

  it('says 用户名或密码错误 when there is no answer, or code 0 without a token', async () => {
    route = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(loginWithPassword('a', 'b')).resolves.toEqual({ ok: false, message: '用户名或密码错误' });
    route = () => json({ code: 0, message: 'ok', data: {} });
    await expect(loginWithPassword('a', 'b')).resolves.toEqual({ ok: false, message: '用户名或密码错误' });
  });

  it('passes on the rate-limit message instead of blaming the password', async () => {
    route = () => json({ code: 429, message: '登录尝试过于频繁，请稍后再试', data: null }, 429);
    await expect(loginWithPassword('a', 'b')).resolves.toEqual({
      ok: false,
      message: '登录尝试过于频繁，请稍后再试',
    });
  });
});

describe('logout and the stored user', () => {
  it('calls the logout endpoints and clears the auth and local storage', async () => {
    useAuthStore.getState().setToken('tok-1');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    sessionStorage.setItem(STORAGE_KEYS.userId, '1001');
    route = () => json({ code: 200, message: 'ok', data: null });
    await logout();
    expect(calls.map((c) => [c.init.method ?? 'GET', c.url])).toEqual([
      ['POST', '/pm-api/open/logout'],
      ['GET', '/pm-api/iam-logout'],
    ]);
    expect(calls[1]?.init).toMatchObject({ credentials: 'include', mode: 'no-cors' });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ token: null, isAuthorized: false });
    expect(storedSessionUser()).toBeNull();
  });

  it('still signs out locally when the endpoints fail', async () => {
    useAuthStore.getState().setToken('tok-1');
    route = () => {
      throw new TypeError('Failed to fetch');
    };
    await logout();
    expect(useAuthStore.getState().isAuthorized).toBe(false);
  });

  it('reads APP_USER only when it is a session user', () => {
    localStorage.setItem(STORAGE_KEYS.user, '{"id":5}');
    expect(storedSessionUser()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.user, 'oops');
    expect(storedSessionUser()).toBeNull();
  });
});
