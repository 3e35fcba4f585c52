import { describe, expect, it } from 'vitest';
import { OPEN_TOKEN_PATH, openGoodsSearchEndpoint } from '@pm/contract/open-platform-api';
import { readTokenAnswer, tokenForm } from './app-token';
import { canManageApps, parseIpList, scopesFor } from './manage';
import type { OperationDetail } from './operation';
import { quickStartSteps } from './quick-start';
import {
  buildTryRequest,
  curlOf,
  formTextOf,
  initialTryForm,
  nodeOf,
  readTryAnswer,
  shellQuote,
} from './try-it';

const base = {
  base: 'https://mall.example.com',
  method: 'GET',
  path: '/pm-api/open/v1/orders/{id}',
  pathValues: { id: '12' },
  query: {},
  headers: {},
};

describe('the try-it request', () => {
  it('fills path parameters (encoded), sends filled query parameters only, and the token as Bearer', () => {
    const built = buildTryRequest({
      ...base,
      pathValues: { id: 'a/b' },
      query: { page: '2', status: ' ', keyword: '复印 纸' },
      token: 'Bearer abc',
    });
    expect(built).toEqual({
      ok: true,
      request: {
        method: 'GET',
        url: 'https://mall.example.com/pm-api/open/v1/orders/a%2Fb?page=2&keyword=%E5%A4%8D%E5%8D%B0+%E7%BA%B8',
        headers: { Authorization: 'Bearer abc', Accept: 'application/json' },
      },
    });
  });

  it('says in Chinese what is missing or malformed, and sends nothing', () => {
    const built = buildTryRequest({
      ...base,
      method: 'POST',
      pathValues: { id: '' },
      headers: { 'bad name': 'x', 'Idempotency-Key': 'a\nb' },
      contentType: 'application/json',
      body: '{"lines": [',
    });
    expect(built).toEqual({
      ok: false,
      errors: [
        '请填写路径参数 id',
        '请求头名称不正确：bad name',
        '请求头 Idempotency-Key 不能包含换行',
        '请求体不是合法的 JSON',
      ],
    });
  });

  it('sends a JSON body compacted with its content type, and no body on GET', () => {
    const post = buildTryRequest({
      ...base,
      method: 'post',
      contentType: 'application/json',
      body: '{\n  "a": 1\n}',
      headers: { 'Idempotency-Key': 'po-1' },
    });
    expect(post.ok && post.request).toMatchObject({
      method: 'POST',
      body: '{"a":1}',
      headers: { 'Idempotency-Key': 'po-1', 'Content-Type': 'application/json' },
    });
    const get = buildTryRequest({ ...base, contentType: 'application/json', body: '{"a":1}' });
    expect(get.ok && get.request.body).toBeUndefined();
  });

  it('keeps an Authorization header the reader wrote over the token', () => {
    const built = buildTryRequest({ ...base, headers: { authorization: 'Basic eA==' }, token: 't' });
    expect(built.ok && built.request.headers).toEqual({
      authorization: 'Basic eA==',
      Accept: 'application/json',
    });
  });
});

describe('curl and Node forms', () => {
  const req = {
    method: 'POST',
    url: 'https://mall.example.com/pm-api/open/v1/orders',
    headers: { Authorization: 'Bearer t', 'Content-Type': 'application/json', Accept: 'application/json' },
    body: `{"remarks":"it's"}`,
  };

  it('quotes for the shell, one option a line, Accept left out', () => {
    expect(shellQuote(`it's`)).toBe(`'it'\\''s'`);
    expect(curlOf(req)).toBe(
      [
        `curl -X POST 'https://mall.example.com/pm-api/open/v1/orders'`,
        `  -H 'Authorization: Bearer t'`,
        `  -H 'Content-Type: application/json'`,
        `  --data-raw '{"remarks":"it'\\''s"}'`,
      ].join(' \\\n'),
    );
    expect(curlOf({ method: 'GET', url: 'https://x/y', headers: {} })).toBe(`curl 'https://x/y'`);
  });

  it('writes Node code with fetch', () => {
    const code = nodeOf(req);
    expect(code).toContain(`const res = await fetch("https://mall.example.com/pm-api/open/v1/orders", {`);
    expect(code).toContain(`"Authorization": "Bearer t",`);
    expect(code).toContain(`body: JSON.stringify({"remarks":"it's"}),`);
    expect(code).not.toContain('Accept');
  });
});

describe('the console starts from the examples', () => {
  const detail = {
    row: { method: 'POST', path: '/p/{id}' },
    parameters: [
      { name: 'id', in: 'path', required: true, type: 'string', description: '', example: '1' },
      { name: 'page', in: 'query', required: false, type: 'integer', description: '', example: 1 },
      { name: 'limit', in: 'query', required: true, type: 'integer', description: '', example: 20 },
      {
        name: 'idempotency-key',
        in: 'header',
        required: true,
        type: 'string',
        description: '',
        example: 'x',
      },
    ],
    body: {
      contentType: 'application/x-www-form-urlencoded',
      contentTypes: [],
      fields: [],
      example: { a: 1, b: [2] },
    },
  } as unknown as OperationDetail;

  it('fills required query parameters, a fresh Idempotency-Key and the body example', () => {
    const form = initialTryForm(detail);
    expect(form.pathValues).toEqual({ id: '1' });
    expect(form.query).toEqual({ page: '', limit: '20' });
    expect(form.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(initialTryForm(detail).headers['idempotency-key']).not.toBe(form.headers['idempotency-key']);
    expect(form.body).toBe('a=1&b=%5B2%5D');
    expect(formTextOf([1])).toBe('');
  });

  it('shows the answer with sorted headers and an indented JSON body', () => {
    const answer = readTryAnswer(
      429,
      'Too Many Requests',
      [
        ['x-ratelimit-remaining', '0'],
        ['retry-after', '12'],
      ],
      '{"code":429}',
    );
    expect(answer).toEqual({
      status: 429,
      statusText: 'Too Many Requests',
      headers: [
        ['retry-after', '12'],
        ['x-ratelimit-remaining', '0'],
      ],
      body: '{\n  "code": 429\n}',
    });
    expect(readTryAnswer(200, 'OK', [], 'plain').body).toBe('plain');
  });
});

describe('tokens for the console', () => {
  it('asks by client credentials in a form', () => {
    expect(tokenForm({ clientId: ' c1 ', clientSecret: 's&1', scope: 'goods:read' })).toBe(
      'grant_type=client_credentials&client_id=c1&client_secret=s%261&scope=goods%3Aread',
    );
  });

  it('reads the RFC 6749 answer, and says a refusal in Chinese', () => {
    expect(
      readTokenAnswer(200, {
        access_token: 'at',
        token_type: 'Bearer',
        expires_in: 7200,
        scope: 'goods:read',
      }),
    ).toEqual({ accessToken: 'at', expiresIn: 7200, scope: 'goods:read' });
    expect(() => readTokenAnswer(401, { error: 'invalid_client', error_description: '' })).toThrow(
      '获取令牌失败：client_id 或 client_secret 不正确，或应用已吊销（invalid_client）',
    );
    expect(() =>
      readTokenAnswer(400, { error: 'invalid_scope', error_description: '权限范围超出应用的权限' }),
    ).toThrow('获取令牌失败：权限范围超出应用的权限（invalid_scope）');
    expect(() => readTokenAnswer(429, { code: 429, message: '请求过于频繁' })).toThrow(
      '获取令牌失败：请求过于频繁',
    );
    expect(() => readTokenAnswer(502, null)).toThrow('获取令牌失败：HTTP 502');
  });
});

describe('the quick start', () => {
  it('writes the contract paths under the page origin', () => {
    const steps = quickStartSteps('https://mall.example.com');
    expect(steps.map((s) => s.key)).toEqual(['token', 'search', 'order', 'webhook']);
    expect(steps[0]!.curl).toContain(`https://mall.example.com/pm-api${OPEN_TOKEN_PATH}`);
    expect(steps[0]!.curl).toContain('grant_type=client_credentials');
    expect(steps[1]!.curl).toContain(`https://mall.example.com/pm-api${openGoodsSearchEndpoint.path}`);
    expect(steps[2]!.curl).toContain(`-H 'Idempotency-Key: PO-2026-001'`);
    expect(steps[3]!.node).toContain("createHmac('sha256', key)");
  });
});

describe('who manages apps', () => {
  it('is a buyer organization’s 采购经理 or a supplier, with their own scopes', () => {
    expect([null, 'PURCHASER', 'APPROVER', 'VENDOR', 'OPERATOR'].map(canManageApps)).toEqual([
      false,
      false,
      true,
      true,
      false,
    ]);
    expect(scopesFor('VENDOR')).toContain('ship:write');
    expect(scopesFor('APPROVER')).toContain('order:write');
    expect(scopesFor('APPROVER')).not.toContain('ship:write');
  });

  it('reads an IP allowlist one a line, or by commas', () => {
    expect(parseIpList(' 203.0.113.7\n203.0.113.0/24，10.0.0.1, 203.0.113.7 \n\n')).toEqual([
      '203.0.113.7',
      '203.0.113.0/24',
      '10.0.0.1',
    ]);
  });
});
