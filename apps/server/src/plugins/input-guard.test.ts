import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO, login, useTestApp } from '../test/app';
import { echoText, findForbiddenText, hasForbiddenText, TEXT_RULE_DESCRIPTION } from './input-guard';

const ctx = useTestApp();

describe('findForbiddenText', () => {
  it('finds NUL in values and keys, anywhere in objects and arrays', () => {
    expect(findForbiddenText('a\u0000')).toEqual({ path: [], inKey: false });
    expect(findForbiddenText({ a: 'ok', b: ['x', { c: 'y\u0000' }] })).toEqual({
      path: ['b', 1, 'c'],
      inKey: false,
    });
    expect(findForbiddenText({ ok: { ['k\u0000']: 1 } })).toEqual({ path: ['ok', 'k\u0000'], inKey: true });
    expect(findForbiddenText({ a: 'ok', n: 1, t: true, z: null, list: ['x', 2] })).toBeNull();
    expect(findForbiddenText(undefined)).toBeNull();
  });

  it('walks a very deep input without overflowing the stack', () => {
    let deep: unknown = 'bad\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findForbiddenText(deep)?.path).toHaveLength(200_000);
  });
});

describe('the text rule', () => {
  it('refuses control characters but tab, LF and CR, and lone surrogates; passes pairs and ordinary text', () => {
    for (const bad of [
      '\u0000',
      '\u0001',
      '\u0008',
      '\u000b',
      '\u000c',
      '\u0011',
      '\u001f',
      '\u007f',
      '\u0085',
      '\u009f',
    ]) {
      expect(hasForbiddenText(`a${bad}b`), JSON.stringify(bad)).toBe(true);
    }
    for (const lone of ['\udfff', '\ud800', 'x\udc00y', '\ud83d', 'a\ud83d\ud83d\ude00', '\ude00\ud83d']) {
      expect(hasForbiddenText(lone), JSON.stringify(lone)).toBe(true);
    }
    for (const good of [
      '',
      '五金 螺丝',
      'a\tb\nc\r\n',
      '😀',
      '\ud83d\ude00x',
      '\ufffd',
      '\u00a0',
      '\u200b',
      '€',
    ]) {
      expect(hasForbiddenText(good), JSON.stringify(good)).toBe(false);
    }
  });

  it('says the rule for the OpenAPI document in Chinese and English', () => {
    expect(TEXT_RULE_DESCRIPTION).toMatch(/控制字符/);
    expect(TEXT_RULE_DESCRIPTION).toMatch(/lone UTF-16 surrogates/);
  });

  it('echoes a client text without control or format characters, at most 64 characters', () => {
    expect(echoText('<img src=x onerror=alert(1)>\u0011')).toBe('<img src=x onerror=alert(1)>');
    expect(echoText('a\u202eb\u200bc\u2028d\udfffe\u0000')).toBe('abcde');
    expect(echoText('字'.repeat(64))).toBe('字'.repeat(64));
    expect(echoText('字'.repeat(65))).toBe(`${'字'.repeat(63)}…`);
    // Counted in characters: an emoji is never cut in half.
    expect(echoText('😀'.repeat(70))).toBe(`${'😀'.repeat(63)}…`);
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
    expect(key.json()).toEqual({
      code: 400,
      message: '参数名包含不允许的字符',
      data: { errors: [{ field: 'k', message: '参数名包含不允许的字符' }] },
    });
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

describe('the text rule on a real socket (JSON text as a client sends it)', () => {
  let base = '';
  let buyer = '';
  beforeAll(async () => {
    // Only listens here: useTestApp closes the app (and its server) after the file.
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/pm-api`;
    buyer = await login(ctx.app, DEMO.buyer01);
  });

  interface Answer {
    code: number;
    message: string;
    data: { errors: { field: string; message: string }[]; detail?: string } | null;
  }

  /** Posts the body exactly as written (a `\\udfff` escape stays six characters until the server parses it). */
  async function postRaw(path: string, body: string, token?: string) {
    const res = await fetch(base + path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body,
    });
    const text = await res.text();
    return {
      status: res.status,
      text,
      json: JSON.parse(text) as Answer,
    };
  }

  async function count(table: 'analytics_events' | 'addresses'): Promise<number> {
    const r = await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(ctx.tdb.db);
    return Number(r.rows[0]!.n);
  }

  const address = {
    consignee: '张伟',
    mobile: '13800000000',
    provinceCode: '310000',
    cityCode: '310100',
    countyCode: '310115',
    detail: '张江路 88 号',
  };

  it('refuses a lone surrogate in a value or a key of both analytics routes and an address save: 400, nothing stored', async () => {
    const eventsBefore = await count('analytics_events');
    const addressesBefore = await count('addresses');
    const cases: [string, string, string, string][] = [
      // [path, raw JSON body, message, field]
      ['/event-burial-point/save', '{"x":"\\udfff"}', 'x包含不允许的字符', 'x'],
      [
        '/event-burial-point/save',
        '{"event":"e","data":{"k":"\\udfff"}}',
        '关键词包含不允许的字符',
        'data.k',
      ],
      ['/event-burial-point/save', '{"event":"e","data":{"k\\udfff":1}}', '参数名包含不允许的字符', 'data.k'],
      ['/event-burial-point/save', '{"event":"e","page":"\\ud83d"}', '页码包含不允许的字符', 'page'],
      ['/mall/goods/data-embedding-point', '{"x":"\\udfff"}', 'x包含不允许的字符', 'x'],
      [
        '/mall/goods/data-embedding-point',
        '{"event":"e","keyword":"螺\\udc00丝"}',
        '关键字包含不允许的字符',
        'keyword',
      ],
      [
        '/mall/goods/data-embedding-point',
        '{"event":"e","data":{"\\udfff":"v"}}',
        '参数名包含不允许的字符',
        'data',
      ],
      ['/mall/goods/data-embedding-point', '{"event":"e\\u0011"}', '事件包含不允许的字符', 'event'],
    ];
    for (const [path, body, message, field] of cases) {
      const res = await postRaw(path, body, buyer);
      expect(res.status, `${path} ${body}`).toBe(400);
      expect(res.json, `${path} ${body}`).toEqual({
        code: 400,
        message,
        data: { errors: [{ field, message: expect.stringMatching(/包含不允许的字符$/) }] },
      });
    }
    for (const [field, value] of [
      ['detail', '张江路\\udfff 88 号'],
      ['consignee', '张\\u0007伟'],
      ['x', '\\udfff'],
    ] as const) {
      const body = JSON.stringify({ ...address, [field]: 'PLACEHOLDER' }).replace('PLACEHOLDER', value);
      const res = await postRaw('/member/address/save', body, buyer);
      expect(res.status, body).toBe(400);
      expect(res.json.code).toBe(400);
      expect(res.json.data?.errors[0]?.field).toBe(field);
    }
    expect(await count('analytics_events')).toBe(eventsBefore);
    expect(await count('addresses')).toBe(addressesBefore);
  });

  it('lets surrogate pairs, tabs and newlines through and stores them as sent', async () => {
    const before = await count('analytics_events');
    const res = await postRaw(
      '/event-burial-point/save',
      '{"event":"e","page":"/p","data":{"emoji\\ud83d\\ude00":"\\ud83d\\ude00 a\\tb\\nc"}}',
    );
    expect(res.status).toBe(200);
    expect(await count('analytics_events')).toBe(before + 1);
    const saved = await postRaw(
      '/member/address/save',
      JSON.stringify({ ...address, detail: '张江路 88 号 😀' }),
      buyer,
    );
    expect(saved.status).toBe(200);
    expect(saved.json.data?.detail).toBe('张江路 88 号 😀');
  });

  it('refuses the same characters in the query and in path parameters', async () => {
    const admin = await login(ctx.app, DEMO.admin);
    const query = await fetch(`${base}/organization/page?nameLike=%01`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(query.status).toBe(400);
    expect(await query.json()).toMatchObject({ code: 400, message: '名称关键字包含不允许的字符' });
    const param = await fetch(`${base}/item/detail/get/1%7F`);
    expect(param.status).toBe(400);
    expect(await param.json()).toMatchObject({ code: 400, message: 'ID包含不允许的字符' });
  });

  it('echoes no control characters and at most 64 characters of a field name (messages and data.errors)', async () => {
    const xss = '<img src=x onerror=alert(1)>';
    // A control character: the guard's answer.
    const guarded = await postRaw(
      '/event-burial-point/save',
      `{"event":"e","data":{"${xss}\\u0011":"\\u0000"}}`,
    );
    expect(guarded.status).toBe(400);
    expect(guarded.json).toEqual({
      code: 400,
      message: '参数名包含不允许的字符',
      data: { errors: [{ field: `data.${xss}`, message: '参数名包含不允许的字符' }] },
    });
    const value = await postRaw('/event-burial-point/save', `{"event":"e","data":{"${xss}":"\\u0011"}}`);
    expect(value.json.message).toBe(`${xss}包含不允许的字符`);
    // A long key and invisible characters: the validation's answer (keys are at most 64 characters).
    const long = `${xss}\u202e${'x'.repeat(200)}`;
    const validated = await postRaw(
      '/event-burial-point/save',
      JSON.stringify({ event: 'e', data: { [long]: 1 } }),
    );
    expect(validated.status).toBe(400);
    const shown = `${xss}${'x'.repeat(64 - xss.length - 1)}…`;
    // The key's own message is the schema's; what is echoed of the key is cut and cleaned.
    expect(validated.json.code).toBe(400);
    expect(validated.json.message.startsWith(`${shown}：`)).toBe(true);
    expect(validated.json.data?.errors[0]?.field).toBe(`data.${shown}`);
    for (const answer of [guarded.text, value.text, validated.text]) {
      expect(answer).not.toMatch(/\\u00(0|1)|\\u202e|\\u007f/i);
    }
  });
});
