import { describe, expect, it } from 'vitest';
import { bearer, DEMO, login, useTestApp } from '../test/app';
import { findForbiddenText } from './input-guard';

const ctx = useTestApp();

describe('findForbiddenText', () => {
  it('finds NUL in values and keys, anywhere in objects and arrays', () => {
    expect(findForbiddenText('a\u0000')).toEqual([]);
    expect(findForbiddenText({ a: 'ok', b: ['x', { c: 'y\u0000' }] })).toEqual(['b', 1, 'c']);
    expect(findForbiddenText({ ok: { ['k\u0000']: 1 } })).toEqual(['ok']);
    expect(findForbiddenText({ a: 'ok', n: 1, t: true, z: null, list: ['x', 2] })).toBeNull();
    expect(findForbiddenText(undefined)).toBeNull();
  });

  it('walks a very deep input without overflowing the stack', () => {
    let deep: unknown = 'bad\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findForbiddenText(deep)).toHaveLength(200_000);
  });
});

describe('NUL in a request (needs registerInputGuard in buildApp)', () => {
  it('answers 400 naming the query field instead of reaching PostgreSQL', async () => {
    const token = await login(ctx.app, DEMO.admin);
    const res = await ctx.app.inject({
      url: '/pm-api/organization/page?nameLike=%00',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message: '名称关键字包含不允许的字符',
      data: { errors: [{ field: 'nameLike', message: '参数包含不允许的字符' }] },
    });
  });

  it('answers 400 for a JSON login whose username holds NUL', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/pm-api/open/token',
      payload: { username: 'buyer01\u0000', password: DEMO.buyer01.password },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, message: '账号包含不允许的字符' });
  });

  it('answers 400 for a form login whose username holds NUL', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/pm-api/open/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=buyer01%00&password=${DEMO.buyer01.password}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, message: '账号包含不允许的字符' });
  });

  it('checks nested body fields and keys the route does not even read', async () => {
    const nested = await ctx.app.inject({
      method: 'POST',
      url: '/pm-api/open/token',
      payload: { ...DEMO.buyer01, extra: { list: ['ok', 'b\u0000'] } },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().data.errors[0].field).toBe('extra.list.1');
    const key = await ctx.app.inject({
      method: 'POST',
      url: '/pm-api/open/token',
      payload: { ...DEMO.buyer01, ['k\u0000']: 1 },
    });
    expect(key.statusCode).toBe(400);
    expect(key.json()).toMatchObject({ code: 400, message: '参数包含不允许的字符' });
  });

  it('lets ordinary text through', async () => {
    const token = await login(ctx.app, DEMO.admin);
    const res = await ctx.app.inject({
      url: `/pm-api/organization/page?nameLike=${encodeURIComponent('五金')}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBe(1);
  });
});
