import { describe, expect, it } from 'vitest';
import { decodeActionTrace } from '@pm/contract/action-trace-schema';
import {
  buildUrl,
  errorText,
  failureMessage,
  isRoleRefusal,
  isSessionExpired,
  looksLikeLoginForm,
  originActionHeader,
  parseBody,
  readOutcome,
  resolveRequestPath,
  toFormBody,
  toQueryString,
} from './http-rules';

describe('X-User-Origin-Action header', () => {
  it('carries action, url, serialized payload, user id and fingerprint', () => {
    const header = originActionHeader({
      action: '加入购物车',
      url: '#/shop/list?k=螺丝',
      payload: { id: '12', num: 2 },
      userId: '7',
      fingerprint: 'fp-1',
    });
    expect(decodeActionTrace(header)).toEqual({
      action: '加入购物车',
      resourceCode: 'gomromarket',
      url: '#/shop/list?k=螺丝',
      param: '{"id":"12","num":2}',
      id: '7',
      fingerprint: 'fp-1',
    });
  });
  it('replaces a param longer than 100 characters with {} and sends a null id for a visitor', () => {
    const trace = decodeActionTrace(
      originActionHeader({ action: 'POST /x', url: '/x', payload: { note: 'x'.repeat(120) }, userId: null }),
    );
    expect(trace?.param).toBe('{}');
    expect(trace?.id).toBeNull();
  });
});

describe('visitor rewrite', () => {
  const visitorCall = { visitor: true } as const;
  const signedCall = {};
  it('sends a visitor calling an endpoint with the visitor flag to its public variant, keeping the query', () => {
    expect(resolveRequestPath(visitorCall, '/mall/index', { hasToken: false, native: false })).toBe(
      '/public/mall/index',
    );
    expect(
      resolveRequestPath(visitorCall, '/item/detail/get/42?x=1', { hasToken: false, native: false }),
    ).toBe('/public/item/detail/get/42?x=1');
  });
  it('leaves endpoints without the flag, signed-in users and the native app alone', () => {
    expect(resolveRequestPath(signedCall, '/cart/shop/sum', { hasToken: false, native: false })).toBe(
      '/cart/shop/sum',
    );
    expect(resolveRequestPath(visitorCall, '/mall/index', { hasToken: true, native: false })).toBe(
      '/mall/index',
    );
    expect(resolveRequestPath(visitorCall, '/mall/index', { hasToken: false, native: true })).toBe(
      '/mall/index',
    );
  });
});

describe('urls and bodies', () => {
  it('builds the query from params, dropping empty values and repeating arrays', () => {
    expect(toQueryString({ page: 1, k: '螺丝', none: undefined, nil: null, ids: ['1', '2'], on: true })).toBe(
      'page=1&k=%E8%9E%BA%E4%B8%9D&ids=1&ids=2&on=true',
    );
    expect(buildUrl('/pm-api/', '/cart/shop/sum')).toBe('/pm-api/cart/shop/sum');
    expect(buildUrl('/pm-api', '/admin/data/list-by-role-ids', { roleIds: '1,2' })).toBe(
      '/pm-api/admin/data/list-by-role-ids?roleIds=1%2C2',
    );
    expect(buildUrl('/pm-api', '/x?a=1', { b: 2 })).toBe('/pm-api/x?a=1&b=2');
  });
  it('form-encodes a flat body', () => {
    expect(toFormBody({ id: '5', num: 3, appendCartType: 0, skip: undefined }).toString()).toBe(
      'id=5&num=3&appendCartType=0',
    );
  });
});

describe('envelope reading', () => {
  it('unwraps data on code 0 or 200', () => {
    expect(readOutcome(200, { code: 200, message: 'ok', data: { count: 3 } })).toEqual({
      ok: true,
      data: { count: 3 },
    });
    expect(readOutcome(200, { code: 0, message: '', data: [1] })).toEqual({ ok: true, data: [1] });
  });
  it('turns another code into a failure with the server message or the fallback', () => {
    expect(readOutcome(200, { code: 500, message: '库存不足', data: null })).toEqual({
      ok: false,
      code: 500,
      message: '库存不足',
      data: null,
    });
    expect(readOutcome(400, { code: 400, message: '', data: null })).toMatchObject({
      ok: false,
      message: '操作失败，系统异常',
    });
  });
  it('reads an empty body as {} (data on 2xx, failure with the HTTP status otherwise)', () => {
    expect(parseBody('')).toEqual({});
    expect(parseBody('not json')).toEqual({});
    expect(parseBody('[1,2]')).toEqual({});
    expect(readOutcome(204, parseBody(''))).toEqual({ ok: true, data: {} });
    expect(readOutcome(502, parseBody('<html>Bad gateway</html>'))).toEqual({
      ok: false,
      code: 502,
      message: '操作失败，系统异常',
      data: null,
    });
  });
  it('uses the server message for the toast, else 操作失败，系统异常', () => {
    expect(failureMessage({ message: '用户名或密码错误' })).toBe('用户名或密码错误');
    expect(failureMessage({ message: '   ' })).toBe('操作失败，系统异常');
    expect(failureMessage({})).toBe('操作失败，系统异常');
    expect(failureMessage(null)).toBe('操作失败，系统异常');
  });
});

describe('session expiry', () => {
  const loginHtml =
    '<!doctype html><html><body><form action="/login" method="post"><input name="u"><input type="password" name="p"></form></body></html>';

  it('treats HTTP 401 and 403 as expired, on any call but sign-in/out', () => {
    expect(isSessionExpired({ path: '/cart/shop/sum', status: 401, redirected: false })).toBe(true);
    expect(isSessionExpired({ path: '/cart/shop/sum', status: 403, redirected: false })).toBe(true);
    expect(isSessionExpired({ path: '/user/get-session-user', status: 401, redirected: false })).toBe(true);
    expect(isSessionExpired({ path: '/open/token', status: 401, redirected: false })).toBe(false);
    expect(isSessionExpired({ path: '/open/logout', status: 401, redirected: false })).toBe(false);
  });
  it('signs out on HTTP 403 with code 403, but a role refusal (five digits under 403) signs nobody out', () => {
    const envelope = (code: number) => JSON.stringify({ code, message: '没有操作权限', data: null });
    const at = (status: number, code: number) =>
      isSessionExpired({
        path: '/cart/shop/list',
        status,
        redirected: false,
        contentType: 'application/json',
        text: envelope(code),
      });
    expect(at(403, 403)).toBe(true);
    expect(at(401, 401)).toBe(true);
    expect(at(403, 40301)).toBe(false);
    expect(at(403, 40302)).toBe(false);
    // a business code belongs to its HTTP status: 40301 on a 401 is still a 401
    expect(at(401, 40301)).toBe(true);
    expect(isRoleRefusal(403, 40301)).toBe(true);
    expect(isRoleRefusal(403, 403)).toBe(false);
    expect(isRoleRefusal(403, null)).toBe(false);
    expect(isRoleRefusal(409, 40901)).toBe(false);
  });
  it('treats a login form or a redirected answer as expired, except on the session-user call', () => {
    expect(
      isSessionExpired({
        path: '/cart/shop/list',
        status: 200,
        redirected: false,
        text: loginHtml,
        contentType: 'text/html',
      }),
    ).toBe(true);
    expect(isSessionExpired({ path: '/cart/shop/list', status: 200, redirected: true })).toBe(true);
    expect(
      isSessionExpired({
        path: '/user/get-session-user',
        status: 200,
        redirected: false,
        text: loginHtml,
        contentType: 'text/html',
      }),
    ).toBe(false);
    expect(isSessionExpired({ path: '/user/get-session-user', status: 200, redirected: true })).toBe(false);
  });
  it('does not mistake an ordinary answer for an expiry', () => {
    expect(
      isSessionExpired({
        path: '/mall/index',
        status: 200,
        redirected: false,
        text: '{"code":200,"message":"ok","data":{"html":"<input type=password>"}}',
        contentType: 'application/json',
      }),
    ).toBe(false);
    expect(isSessionExpired({ path: '/mall/index', status: 500, redirected: false, text: '' })).toBe(false);
  });
  it('recognises login forms in HTML only', () => {
    expect(looksLikeLoginForm(loginHtml, 'text/html')).toBe(true);
    expect(looksLikeLoginForm('<form action="/sso/login"><input name=u></form>', '')).toBe(true);
    expect(looksLikeLoginForm('<html><body>公告</body></html>', 'text/html')).toBe(false);
    expect(looksLikeLoginForm('{"type":"password"}', 'application/json')).toBe(false);
  });
});

describe('errorText', () => {
  it('is the message of an error, else 操作失败，系统异常', () => {
    expect(errorText(new Error('商品不存在'))).toBe('商品不存在');
    expect(errorText(new Error(''))).toBe('操作失败，系统异常');
    expect(errorText('boom')).toBe('操作失败，系统异常');
    expect(errorText(null)).toBe('操作失败，系统异常');
  });
});
