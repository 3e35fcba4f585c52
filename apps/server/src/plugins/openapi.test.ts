import zlib from 'node:zlib';
import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BUSINESS_CODES, httpStatusOf } from '@pm/contract/envelope';
import { FIELD_LABELS } from '@pm/contract/fields';
import { ID_LIST_PATTERN, ID_PATTERN, idSchema } from '@pm/contract/page';
import { bearer, DEMO, login, useTestApp } from '../test/app';
import { FORM_JSON_FIELD } from './openapi';
import { codesOf, errorAnswersOf, isPublicRoute } from './openapi-answers';
import { UNKNOWN_FIELDS_RULE } from './openapi-description';

const ctx = useTestApp();

interface Answer {
  description: string;
  content?: Record<string, { schema: unknown }>;
  links?: Record<string, Link>;
  $ref?: string;
}
interface Link {
  operationId: string;
  parameters?: Record<string, string>;
  requestBody?: unknown;
}
interface Operation {
  operationId?: string;
  parameters?: { name: string; in: string; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  security?: unknown[];
  responses: Record<string, Answer>;
  'x-id-refs'?: Record<string, string>;
  'x-roles'?: string[];
}
interface Doc {
  openapi: string;
  info: { description: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, Answer> };
}

/** The operations routes answer without a session. */
const PUBLIC_OPERATIONS = [
  'get /pm-api/health',
  'post /pm-api/open/token',
  'post /pm-api/open/logout',
  'get /pm-api/iam-logout',
];

let doc: Doc;
const operations: [string, Operation][] = [];

beforeAll(async () => {
  const res = await ctx.app.inject({ url: '/pm-api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json() as Doc;
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) operations.push([`${method} ${path}`, op]);
  }
});

/** An answer, through its $ref to components/responses. */
function resolveAnswer(answer: Answer): Answer {
  return answer.$ref ? (resolvePointer(doc, answer.$ref) as Answer) : answer;
}

function collectRefs(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => collectRefs(n, out));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else collectRefs(v, out);
    }
  }
  return out;
}

function resolvePointer(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!node || typeof node !== 'object' || !(key in node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.0 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(
      structuredClone(doc) as unknown as Parameters<Validator['validate']>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.0.3');
  });

  it('resolves every $ref inside the document', () => {
    const refs = collectRefs(doc);
    // The recursive resource tree and the error envelope are components.
    expect(refs).toContain('#/components/schemas/Resource');
    expect(refs).toContain('#/components/schemas/ErrorEnvelope');
    for (const ref of refs) expect(resolvePointer(doc, ref), ref).toBeDefined();
  });

  it('documents the error answers of every operation with the envelope and a Chinese description', () => {
    expect(operations.length).toBeGreaterThanOrEqual(9);
    for (const [name, op] of operations) {
      const codes = Object.keys(op.responses);
      expect(codes, name).toContain('500');
      expect(codes, name).toContain('404');
      const takesInput = Boolean(op.requestBody || op.parameters?.length || name.startsWith('post '));
      if (takesInput) expect(codes, name).toContain('400');
      // Public operations (security: [], checked below for the known ones) answer without a session.
      const isPublic = PUBLIC_OPERATIONS.includes(name) || op.security?.length === 0;
      if (!isPublic) expect(codes, name).toContain('401');
      if (op.requestBody) expect(codes, name).toEqual(expect.arrayContaining(['413', '415']));
      // every state change may meet the Origin check, except the token endpoint (client credentials, no cookie)
      if (name.startsWith('post ') && name !== 'post /pm-api/open/oauth/token')
        expect(codes, name).toContain('403');
      for (const code of codes.filter((c) => Number(c) >= 400)) {
        const answer = resolveAnswer(op.responses[code]!);
        expect(answer.description, `${name} ${code}`).toMatch(/[\u4e00-\u9fa5]/);
        const schema = envelopeOf(answer.content?.['application/json']?.schema as Schema | undefined);
        expect(schema?.allOf?.[0], `${name} ${code}`).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
      }
      // Any request may get 405, 414 and 431: one shared answer each.
      expect(op.responses['405'], name).toEqual({ $ref: '#/components/responses/MethodNotAllowed' });
      expect(op.responses['414'], name).toEqual({ $ref: '#/components/responses/UriTooLong' });
      expect(op.responses['431'], name).toEqual({ $ref: '#/components/responses/HeadersTooLarge' });
    }
    expect(doc.paths['/pm-api/open/token']!.post!.responses['429']).toBeDefined();
    expect(doc.paths['/pm-api/open/oauth/token']!.post!.responses['403']).toBeUndefined();
    expect(doc.paths['/pm-api/open/register']!.post!.responses['429']).toBeDefined();
    expect(doc.paths['/pm-api/user/updatePassword']!.post!.responses['429']).toBeDefined();
    expect(doc.paths['/pm-api/user']!.get!.responses['429']).toBeUndefined();
    expect(doc.components.schemas.ErrorEnvelope).toMatchObject({ required: ['code', 'message', 'data'] });
  });

  it('marks public operations `security: []` and leaves the others under the global requirement', () => {
    for (const name of PUBLIC_OPERATIONS) {
      const [method, path] = name.split(' ') as [string, string];
      expect(doc.paths[path]?.[method]?.security, name).toEqual([]);
    }
    expect(doc.paths['/pm-api/user/get-session-user']!.get!.security).toBeUndefined();
    expect(doc.paths['/pm-api/organization/page']!.get!.security).toBeUndefined();
  });

  it('declares page and limit as bounded integers (limit at most 100)', () => {
    const params = doc.paths['/pm-api/organization/page']!.get!.parameters ?? [];
    const limit = params.find((p) => p.name === 'limit');
    const page = params.find((p) => p.name === 'page');
    expect(limit?.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
    expect(page?.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 100000 });
  });

  it('names the role types of an operation restricted to roles (x-roles)', () => {
    expect(doc.paths['/pm-api/order/submit']!.post!['x-roles']).toEqual(['PURCHASER', 'APPROVER']);
    expect(doc.paths['/pm-api/user/get-session-user']!.get!['x-roles']).toBeUndefined();
  });

  it('documents answers a route declares itself: 503 of the health check', () => {
    const health = doc.paths['/pm-api/health']!.get!;
    expect(Object.keys(health.responses)).toContain('503');
  });
});

type Schema = Record<string, unknown> & {
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  enum?: unknown[];
  $ref?: string;
};

/** `id`, `ids`, `goodsId`, `cartLineIds` … (as the isolation test reads them). */
const ID_LIKE = /^(id|ids)$|[a-z0-9](Id|Ids)$/;

/** The shared id schema as the document shows it: a pattern-checked text or a safe positive integer. */
function isIdSchema(s: Schema | undefined): boolean {
  const alts = s?.anyOf ?? [];
  return (
    alts.length === 2 &&
    alts.some((a) => a.type === 'string' && a.pattern === ID_PATTERN) &&
    alts.some((a) => a.type === 'integer' && a.minimum === 1 && a.maximum === Number.MAX_SAFE_INTEGER)
  );
}

/** The shared id list: an array of ids, a comma-separated text of them, or one id. */
function isIdListSchema(s: Schema | undefined): boolean {
  const alts = s?.anyOf ?? [];
  return (
    alts.length === 3 &&
    alts.some((a) => a.type === 'array' && isIdSchema(a.items)) &&
    alts.some((a) => a.type === 'string' && a.pattern === ID_LIST_PATTERN) &&
    alts.some(isIdSchema)
  );
}

/** Id-like fields that are not entity ids: division codes (6 digits) and 0 for "top level". */
const NOT_ENTITY_IDS: Record<string, string> = {
  'GET /pm-api/goods/mall/jd-address-info id': '上级地区编码（0 或 6 位行政区划代码）',
};

/** Walks a request body for id-like properties: [key, schema]. */
function idPropertiesOf(schema: Schema | undefined, key = '', out: [string, Schema][] = [], depth = 0) {
  if (!schema || depth > 8) return out;
  for (const alt of [schema, ...(schema.anyOf ?? []), ...(schema.allOf ?? [])]) {
    if (alt.type === 'array' && alt.items) idPropertiesOf(alt.items, `${key}[]`, out, depth + 1);
    for (const [name, child] of Object.entries(alt.properties ?? {})) {
      const childKey = key ? `${key}.${name}` : name;
      if (ID_LIKE.test(name)) out.push([childKey, child]);
      else idPropertiesOf(child, childKey, out, depth + 1);
    }
  }
  return out;
}

describe('ids in the document', () => {
  it('renders the shared id schema as a pattern-checked text or a safe positive integer', () => {
    const json = z.toJSONSchema(idSchema, { io: 'input', target: 'openapi-3.0' }) as Schema;
    expect(isIdSchema(json)).toBe(true);
  });

  it('declares every id parameter and id body field with the shared id schema (or its list)', () => {
    const checked: string[] = [];
    for (const [name, op] of operations) {
      const [method, path] = name.split(' ') as [string, string];
      const fields: [string, Schema][] = (op.parameters ?? [])
        .filter((p) => p.in !== 'header' && ID_LIKE.test(p.name))
        .map((p) => [p.name, p.schema as Schema]);
      for (const content of Object.values(op.requestBody?.content ?? {})) {
        fields.push(...idPropertiesOf(content.schema as Schema));
      }
      for (const [key, schema] of fields) {
        const label = `${method.toUpperCase()} ${path} ${key}`;
        if (NOT_ENTITY_IDS[label]) continue;
        checked.push(label);
        // The catalog tree's parentId also takes 0 (the top level).
        const alts = schema.anyOf ?? [];
        const zeroOrId =
          alts.length === 2 &&
          alts.some((a) => a.enum?.length === 1 && a.enum[0] === '0') &&
          alts.some(isIdSchema);
        const idArray = schema.type === 'array' && isIdSchema(schema.items);
        expect(isIdSchema(schema) || isIdListSchema(schema) || idArray || zeroOrId, label).toBe(true);
      }
    }
    expect(checked.length).toBeGreaterThan(40);
    expect(checked).toContain('GET /pm-api/order/detail/{id} id');
    expect(checked).toContain('POST /pm-api/cart/shop/batch/delete ids');
  });

  it('refuses ids with spaces, signs, leading zeros, unsafe numbers and beyond bigint', async () => {
    const token = await login(ctx.app, DEMO.buyer01);
    for (const id of [' 1', '1 ', '+1', '01', '0', '-1', '1.0', '9223372036854775808', '1e3']) {
      const res = await ctx.app.inject({
        url: `/pm-api/order/detail/${encodeURIComponent(id)}`,
        headers: bearer(token),
      });
      expect(res.statusCode, id).toBe(400);
      expect(res.json(), id).toMatchObject({ code: 400, message: expect.stringContaining('ID 格式不正确') });
    }
    const unsafe = await ctx.app.inject({
      method: 'POST',
      url: '/pm-api/member/address/default',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"id": 9007199254740993}',
    });
    expect(unsafe.statusCode).toBe(400);
    // The largest id is taken (and is nobody's: 404).
    const largest = await ctx.app.inject({
      url: '/pm-api/order/detail/9223372036854775807',
      headers: bearer(token),
    });
    expect(largest.statusCode).toBe(404);
  });
});

describe('field names', () => {
  /** Every property name under a schema (through $refs, alternatives and arrays). */
  function propertyNames(schema: Schema | undefined, out: Set<string>, depth = 0): Set<string> {
    if (!schema || depth > 10) return out;
    const s = schema.$ref ? (resolvePointer(doc, schema.$ref) as Schema | undefined) : schema;
    if (!s) return out;
    for (const alt of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) {
      propertyNames(alt, out, depth + 1);
    }
    propertyNames(s.items, out, depth + 1);
    for (const [name, child] of Object.entries(s.properties ?? {})) {
      out.add(name);
      propertyNames(child, out, depth + 1);
    }
    return out;
  }

  it('are Chinese for every parameter and body field, so that no validation message names a field by its key', () => {
    const unnamed: string[] = [];
    let fields = 0;
    for (const [name, op] of operations) {
      const names = new Set((op.parameters ?? []).map((p) => p.name));
      for (const content of Object.values(op.requestBody?.content ?? {})) {
        propertyNames(content.schema as Schema, names);
      }
      for (const field of names) {
        fields++;
        if (!/\p{Script=Han}|^ID$/u.test(FIELD_LABELS[field] ?? '')) unnamed.push(`${name} ${field}`);
      }
    }
    expect(fields).toBeGreaterThan(500);
    expect(unnamed).toEqual([]);
  });

  it('leave a message that names its field as it is, under a key that means something else elsewhere', async () => {
    const token = await login(ctx.app, DEMO.buyer01);
    const save = await ctx.app.inject({
      method: 'POST',
      url: '/pm-api/bidding/event/save',
      headers: bearer(token),
      payload: {},
    });
    // `title` is also an invoice's 抬头: not "抬头：竞价标题应为文字".
    expect([save.statusCode, save.json().message]).toEqual([400, '竞价标题应为文字']);
    const months = await ctx.app.inject({ url: '/pm-api/dashboard/spend-by-month', headers: bearer(token) });
    // `from` is also a day (开始日期) elsewhere.
    expect([months.statusCode, months.json().message]).toEqual([400, '请填写起始月份']);
  });

  it('name the field in a validation message', async () => {
    const token = await login(ctx.app, DEMO.vendor01);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/pm-api/bidding/bid',
      headers: bearer(token),
      payload: { eventId: '1', lines: [{ itemId: '1', price: 1.5, deliveryDays: 5 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: '价格：报价必须是整数（单位：分）',
      data: { errors: [{ field: 'lines.0.price', message: '报价必须是整数（单位：分）' }] },
    });
  });
});

describe('codes in the document', () => {
  it('lists, on every error answer of every operation, the codes it can carry: its status and business codes under it', () => {
    for (const [name, op] of operations) {
      for (const [status, raw] of Object.entries(op.responses)) {
        if (Number(status) < 400) continue;
        const answer = resolveAnswer(raw);
        const schema = envelopeOf(answer.content?.['application/json']?.schema as Schema)!;
        const codes = (schema.allOf?.[1]?.properties?.code?.enum ?? []) as number[];
        expect(codes, `${name} ${status}`).toContain(Number(status));
        for (const code of codes) {
          expect(httpStatusOf(code), `${name} ${status} ${code}`).toBe(Number(status));
          if (code !== Number(status)) {
            expect(BUSINESS_CODES[code], `${name} ${code}`).toBeDefined();
            expect(answer.description, `${name} ${code}`).toContain(String(code));
          }
        }
      }
    }
    const codesAt = (path: string, method: string, status: string) =>
      ((op: Operation) =>
        (op.responses[status]!.content!['application/json']!.schema as Schema).allOf![1]!.properties!.code!
          .enum as number[])(doc.paths[path]![method]!);
    expect(codesAt('/pm-api/open/token', 'post', '400')).toEqual([400, 40001]);
    expect(codesAt('/pm-api/order/submit', 'post', '409')).toEqual([409, 40901, 40902, 40903, 40904, 40905]);
    expect(codesAt('/pm-api/order/submit', 'post', '403')).toEqual([403, 40301, 40302]);
    expect(codesAt('/pm-api/admin/user/page', 'get', '403')).toEqual([403, 40301]);
  });

  it('holds the table of business codes with their Chinese meaning in its description', () => {
    for (const [code, meaning] of Object.entries(BUSINESS_CODES)) {
      expect(doc.info.description).toContain(`| ${code} | ${httpStatusOf(Number(code))} | ${meaning} |`);
    }
    expect(doc.info.description).toContain(UNKNOWN_FIELDS_RULE);
    expect(doc.info.description).toMatch(/控制字符/);
  });
});

/**
 * The envelope of an error answer. The token endpoint alone answers RFC 6749's error object or the envelope
 * (`oneOf`, its other alternative the OAuthError component): the envelope is the alternative checked here.
 */
function envelopeOf(schema: Schema | undefined): Schema | undefined {
  if (!schema?.oneOf) return schema;
  const others = schema.oneOf.filter((s) => !s.allOf);
  expect(others).toEqual([{ $ref: '#/components/schemas/OAuthError' }]);
  return schema.oneOf.find((s) => s.allOf);
}

/** The schema a JSON pointer (`/data/orderIds/0`) reaches inside `schema`, or undefined. */
function schemaAt(schema: Schema | undefined, pointer: string): Schema | undefined {
  let node = schema;
  for (const raw of pointer.split('/').filter((p) => p !== '')) {
    if (!node) return undefined;
    if (node.$ref) node = resolvePointer(doc, node.$ref) as Schema;
    const alts: Schema[] = [node, ...(node.anyOf ?? []), ...(node.allOf ?? [])];
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    const next: Schema | undefined = /^\d+$/.test(key)
      ? alts.find((a) => a.type === 'array')?.items
      : alts.map((a) => a.properties?.[key]).find((c) => c !== undefined);
    node = next;
  }
  return node;
}

function expressionsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string' && value.startsWith('$')) out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => expressionsIn(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => expressionsIn(v, out));
  return out;
}

describe('links', () => {
  it('name every operation uniquely', () => {
    const ids = operations.map(([, op]) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('resolve: the target exists, its parameters and body fields exist, and each expression reaches a field of the answer or request', () => {
    const byId = new Map(operations.map(([name, op]) => [op.operationId!, { name, op }]));
    let count = 0;
    for (const [name, op] of operations) {
      for (const [linkName, link] of Object.entries(op.responses['200']?.links ?? {})) {
        count++;
        const label = `${name} → ${linkName}`;
        const target = byId.get(link.operationId);
        expect(target, label).toBeDefined();
        for (const key of Object.keys(link.parameters ?? {})) {
          const [where, param] = key.includes('.') ? (key.split('.') as [string, string]) : [undefined, key];
          expect(
            target!.op.parameters?.some((p) => p.name === param && (where === undefined || p.in === where)),
            `${label} ${key}`,
          ).toBe(true);
        }
        if (link.requestBody && typeof link.requestBody === 'object') {
          const body = target!.op.requestBody?.content['application/json']?.schema as Schema;
          for (const field of Object.keys(link.requestBody)) {
            expect(schemaAt(body, `/${field}`), `${label} body.${field}`).toBeDefined();
          }
        }
        const answer = op.responses['200']!.content?.['application/json']?.schema as Schema;
        const request = op.requestBody?.content['application/json']?.schema as Schema | undefined;
        for (const expression of expressionsIn([link.parameters, link.requestBody])) {
          const m = /^\$(response|request)\.body#(\/.*)?$/.exec(expression);
          expect(m, `${label} ${expression}`).not.toBeNull();
          const root = m![1] === 'response' ? answer : request;
          expect(schemaAt(root, m![2] ?? ''), `${label} ${expression}`).toBeDefined();
        }
      }
    }
    expect(count).toBeGreaterThanOrEqual(20);
    const submit = doc.paths['/pm-api/order/submit']!.post!.responses['200']!.links!;
    expect(Object.values(submit).map((l) => l.operationId)).toEqual(
      expect.arrayContaining(['getOrderDetailById', 'postOrderCancelById', 'postOrderConfirmReceiptById']),
    );
  });
});

describe('rules the server enforces', () => {
  it('are stated in the schemas: date formats, windows, invoice titles, password confirmation, region codes', () => {
    const body = (path: string) =>
      doc.paths[path]!.post!.requestBody!.content['application/json']!.schema as Schema;
    const deadline = body('/pm-api/inquiry-basket/customize/push').properties!.deadline!;
    expect(deadline.pattern).toBeDefined();
    expect(deadline.description).toMatch(/晚于当前时间.*30 天/);
    const quoteLine = body('/pm-api/inquiry-basket/vendor/quote/save').properties!.lines!.items!;
    expect(quoteLine.properties!.validUntil).toMatchObject({
      format: 'date',
      description: expect.stringMatching(/365 天/),
    });
    const dateFrom = doc.paths['/pm-api/order/page']!.get!.parameters!.find((p) => p.name === 'dateFrom')!;
    expect(dateFrom.schema).toMatchObject({ format: 'date', pattern: '^(\\d{4})-(\\d{2})-(\\d{2})$' });
    const invoice = body('/pm-api/member/invoice/save').properties!;
    expect(invoice.taxNo!.description).toMatch(/企业抬头必填/);
    expect(invoice.type!.description).toMatch(/只能开给企业/);
    expect(body('/pm-api/open/register').properties!.confirm!.description).toMatch(/与 password 完全相同/);
    expect(body('/pm-api/member/address/save').properties!.countyCode!.description).toMatch(/地区表中存在/);
  });
});

describe('form bodies', () => {
  it('describe what the server takes: batch match lines are JSON text in a form field', () => {
    const content = doc.paths['/pm-api/goods/batch/match']!.post!.requestBody!.content;
    const form = content['application/x-www-form-urlencoded']!.schema as Schema;
    expect(form.properties!.lines).toMatchObject({
      type: 'string',
      description: expect.stringContaining(FORM_JSON_FIELD),
    });
    const json = content['application/json']!.schema as Schema;
    expect(json.properties!.lines!.type).toBe('array');
  });

  it('take the lines as the form schema says', async () => {
    const token = await login(ctx.app, DEMO.buyer01);
    const lines = JSON.stringify([{ name: '复印纸', num: '2' }]);
    for (const payload of [
      `lines=${encodeURIComponent(lines)}`,
      `lines=${encodeURIComponent('{"name":"复印纸"}')}`,
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/pm-api/goods/batch/match',
        headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
      expect(res.statusCode, payload).toBe(200);
    }
  });
});

describe('unknown query parameters and body fields', () => {
  it('are ignored, as the document says', async () => {
    const token = await login(ctx.app, DEMO.admin);
    const plain = await ctx.app.inject({ url: '/pm-api/organization/page?limit=5', headers: bearer(token) });
    const extra = await ctx.app.inject({
      url: '/pm-api/organization/page?limit=5&unknown=1&sort=name',
      headers: bearer(token),
    });
    expect(plain.statusCode).toBe(200);
    expect(extra.statusCode).toBe(200);
    expect(extra.json().data).toEqual(plain.json().data);
    const buyer = await login(ctx.app, DEMO.buyer01);
    const body = await ctx.app.inject({
      method: 'GET',
      url: '/pm-api/member/address/list?whatever=x',
      headers: bearer(buyer),
    });
    expect(body.statusCode).toBe(200);
  });
});

describe('isPublicRoute', () => {
  it('accepts the old and the new route config', () => {
    expect(isPublicRoute({ public: true })).toBe(true);
    expect(isPublicRoute({ access: 'public' })).toBe(true);
    expect(isPublicRoute({ access: 'user' })).toBe(false);
    expect(isPublicRoute({ access: { roles: ['OPERATOR'] } })).toBe(false);
    expect(isPublicRoute({ public: 'yes' })).toBe(false);
    expect(isPublicRoute(undefined)).toBe(false);
  });
});

describe('errorAnswersOf and codesOf', () => {
  it('derive the answers from method, schema, access and the declared codes', () => {
    expect(errorAnswersOf({ method: 'GET', url: '/pm-api/user', config: { access: 'user' } })).toEqual([
      401, 404, 500,
    ]);
    const restricted = {
      method: 'GET',
      url: '/pm-api/x',
      config: { access: { roles: ['OPERATOR'] } },
      schema: { querystring: {} },
    };
    expect(errorAnswersOf(restricted)).toEqual([400, 401, 403, 404, 500]);
    expect(codesOf(restricted, 403)).toEqual([403, 40301]);
    const login = {
      method: 'POST',
      url: '/pm-api/open/token',
      config: { access: 'public', codes: [40001, 429] },
      schema: { body: {} },
    };
    expect(errorAnswersOf(login)).toEqual([400, 403, 404, 413, 415, 429, 500]);
    expect(codesOf(login, 400)).toEqual([400, 40001]);
    expect(codesOf(login, 403)).toEqual([403, 40302]);
    expect(() => codesOf({ ...login, config: { access: 'public', codes: [40099] } }, 400)).toThrow(/40099/);
  });
});

describe('GET /openapi.json', () => {
  it('sends the same document compressed to a client that takes br or gzip, and again byte for byte', async () => {
    const plain = await ctx.app.inject({ url: '/pm-api/openapi.json' });
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const br = await ctx.app.inject({ url: '/pm-api/openapi.json', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await ctx.app.inject({
      url: '/pm-api/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect((await ctx.app.inject({ url: '/pm-api/openapi.json' })).body).toBe(plain.body);
  });
});
