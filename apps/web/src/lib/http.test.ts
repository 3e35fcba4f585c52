import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeActionTrace } from '@pm/contract/action-trace-schema';
import { STORAGE_KEYS } from '@pm/contract/constants';
import { loginEndpoint } from '@pm/contract/auth';
import { cartAppendEndpoint, cartSumEndpoint } from '@pm/contract/cart';
import type { AnyEndpoint, HttpMethod } from '@pm/contract/endpoint';
import { catalogTreeForShopEndpoint, goodsDetailEndpoint } from '@pm/contract/goods';
import { sessionUserEndpoint } from '@pm/contract/user';
import { ApiError, request, requestEnvelope } from './http';
import { setNavigator } from './login-flow';
import { setNotifier } from './notify';

interface Call {
  url: string;
  init: RequestInit;
}

function respond(body: string, init: { status?: number; contentType?: string; redirected?: boolean } = {}) {
  const response = new Response(body, {
    status: init.status ?? 200,
    headers: { 'content-type': init.contentType ?? 'application/json' },
  });
  if (init.redirected) Object.defineProperty(response, 'redirected', { value: true });
  return response;
}

let calls: Call[];
let toasts: { message: string; kind: string }[];
let navigations: string[];
let next: () => Response | Promise<Response>;

beforeEach(() => {
  calls = [];
  toasts = [];
  navigations = [];
  next = () => respond('{"code":200,"message":"ok","data":null}');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return next();
    }),
  );
  setNotifier((message, kind) => toasts.push({ message, kind }));
  setNavigator((to) => navigations.push(to));
  window.location.hash = '#/shop/cart';
});

afterEach(() => {
  vi.unstubAllGlobals();
  setNavigator(null);
});

/** A descriptor of a path the contract does not need to know, for the client's own rules. */
function ep(method: HttpMethod, path: string, form = false): AnyEndpoint {
  return { method, path, access: 'user', tag: '测试', summary: '测试', form };
}

function header(call: Call | undefined, name: string): string | undefined {
  return (call?.init.headers as Record<string, string> | undefined)?.[name];
}

describe('http client', () => {
  it('resolves to the data of a success envelope and sends the Bearer token and cookies', async () => {
    localStorage.setItem(STORAGE_KEYS.authorization, 'tok-1');
    next = () => respond('{"code":200,"message":"ok","data":{"count":4}}');
    await expect(request(cartSumEndpoint)).resolves.toEqual({ count: 4 });
    expect(calls[0]?.url).toBe('/pm-api/cart/shop/sum');
    expect(calls[0]?.init.credentials).toBe('include');
    expect(header(calls[0], 'Authorization')).toBe('Bearer tok-1');
  });

  it('sends the action trace with the user id from session storage and one stable fingerprint', async () => {
    sessionStorage.setItem(STORAGE_KEYS.userId, '1001');
    await request(cartAppendEndpoint, { id: '9', num: 1, appendCartType: 0 }, { action: '加入购物车' });
    await request(cartAppendEndpoint, { id: '9', num: 2, appendCartType: 0 });
    const first = decodeActionTrace(header(calls[0], 'x-user-origin-action'));
    const second = decodeActionTrace(header(calls[1], 'x-user-origin-action'));
    expect(first).toMatchObject({
      action: '加入购物车',
      url: '#/shop/cart',
      param: '{"id":"9","num":1,"appendCartType":0}',
      id: '1001',
      resourceCode: 'gomromarket',
    });
    expect(second?.action).toBe('POST /cart/shop/append');
    expect(first?.fingerprint).toBeTruthy();
    expect(second?.fingerprint).toBe(first?.fingerprint);
    expect(localStorage.getItem(STORAGE_KEYS.fingerprint)).toBe(first?.fingerprint);
  });

  it('posts JSON by default and form-encoded for form endpoints; DELETE puts params in the query', async () => {
    await request(ep('POST', '/x'), { a: 1 });
    await request(ep('POST', '/y', true), { id: '5', num: 2 });
    await request(ep('DELETE', '/inquiry-basket/customize/remove-all'), { ids: '1,2' });
    expect(header(calls[0], 'Content-Type')).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"a":1}');
    expect(header(calls[1], 'Content-Type')).toContain('application/x-www-form-urlencoded');
    expect(calls[1]?.init.body).toBe('id=5&num=2');
    expect(calls[2]?.init.method).toBe('DELETE');
    expect(calls[2]?.url).toBe('/pm-api/inquiry-basket/customize/remove-all?ids=1%2C2');
  });

  it('fills path parameters from the input, encoded', async () => {
    localStorage.setItem(STORAGE_KEYS.authorization, 'tok');
    await request(goodsDetailEndpoint, { id: '12/3' });
    expect(calls[0]?.url).toBe('/pm-api/item/detail/get/12%2F3');
  });

  it('rewrites a visitor call of a listed endpoint to the public variant', async () => {
    await request(catalogTreeForShopEndpoint);
    expect(calls[0]?.url).toBe('/pm-api/public/catalog-front/tree-for-shop');
    expect(header(calls[0], 'Authorization')).toBeUndefined();
  });

  it('toasts the server message on a failure code and throws ApiError', async () => {
    next = () => respond('{"code":409,"message":"库存不足","data":{"left":0}}', { status: 409 });
    const error = await request(ep('GET', '/item/inventory-check')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: '库存不足', code: 409, status: 409, data: { left: 0 } });
    expect(toasts).toEqual([{ message: '库存不足', kind: 'error' }]);
  });

  it('toasts 操作失败，系统异常 without a server message, and nothing when silent', async () => {
    next = () => respond('', { status: 500 });
    await expect(request(ep('GET', '/a'))).rejects.toBeInstanceOf(ApiError);
    await expect(request(ep('GET', '/b'), undefined, { silent: true })).rejects.toBeInstanceOf(ApiError);
    next = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(request(ep('GET', '/c'))).rejects.toMatchObject({ code: -1, status: 0 });
    expect(toasts).toEqual([
      { message: '操作失败，系统异常', kind: 'error' },
      { message: '操作失败，系统异常', kind: 'error' },
    ]);
  });

  it('requestEnvelope returns the raw body ({} when empty or unanswered) and never toasts', async () => {
    next = () => respond('{"code":401,"message":"用户名或密码错误","data":null}', { status: 401 });
    await expect(requestEnvelope(loginEndpoint, { username: 'a', password: 'b' })).resolves.toEqual({
      code: 401,
      message: '用户名或密码错误',
      data: null,
    });
    next = () => respond('', { status: 200 });
    await expect(requestEnvelope(ep('GET', '/x'))).resolves.toEqual({});
    next = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(requestEnvelope(ep('GET', '/x'))).resolves.toEqual({});
    expect(toasts).toEqual([]);
    // a failed sign-in is an answer, not an expired session
    expect(navigations).toEqual([]);
  });

  it('on HTTP 401 removes the auth, clears local storage and shows the login screen', async () => {
    localStorage.setItem(STORAGE_KEYS.authorization, 'old');
    localStorage.setItem(STORAGE_KEYS.user, '{"id":"1"}');
    sessionStorage.setItem(STORAGE_KEYS.userId, '1');
    next = () => respond('{"code":401,"message":"请先登录","data":null}', { status: 401 });
    await expect(request(ep('GET', '/cart/shop/list'))).rejects.toMatchObject({ code: 401 });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
    expect(navigations).toEqual(['/login?redirect=%2Fshop%2Fcart']);
    expect(toasts).toEqual([]);
  });

  it('a login page answered to the session-user call is not an expiry', async () => {
    localStorage.setItem(STORAGE_KEYS.authorization, 'tok');
    next = () => respond('<html><form><input type="password"></form></html>', { contentType: 'text/html' });
    await expect(request(sessionUserEndpoint, undefined, { silent: true })).resolves.toEqual({});
    expect(localStorage.getItem(STORAGE_KEYS.authorization)).toBe('tok');
    expect(navigations).toEqual([]);
  });
});
