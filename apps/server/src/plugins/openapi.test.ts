import zlib from 'node:zlib';
import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { errorAnswersOf, isPublicRoute } from './openapi';

const ctx = useTestApp();

interface Operation {
  parameters?: { name: string; in: string; schema: Record<string, unknown> }[];
  requestBody?: unknown;
  security?: unknown[];
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}
interface Doc {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
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
      if (name.startsWith('post ')) expect(codes, name).toContain('403');
      for (const code of codes.filter((c) => Number(c) >= 400)) {
        const answer = op.responses[code]!;
        expect(answer.description, `${name} ${code}`).toMatch(/[\u4e00-\u9fa5]/);
        expect(answer.content?.['application/json']?.schema).toEqual({
          $ref: '#/components/schemas/ErrorEnvelope',
        });
      }
    }
    expect(doc.paths['/pm-api/open/token']!.post!.responses['429']).toBeDefined();
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

  it('documents answers a route declares itself: 503 of the health check', () => {
    const health = doc.paths['/pm-api/health']!.get!;
    expect(Object.keys(health.responses)).toContain('503');
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

describe('errorAnswersOf', () => {
  const opts = { apiPrefix: '/pm-api' };
  it('derives the answers from method, schema and access', () => {
    expect(errorAnswersOf({ method: 'GET', url: '/pm-api/user', config: { access: 'user' } }, opts)).toEqual([
      401, 404, 500,
    ]);
    expect(
      errorAnswersOf(
        {
          method: 'GET',
          url: '/pm-api/x',
          config: { access: { roles: ['OPERATOR'] } },
          schema: { querystring: {} },
        },
        opts,
      ),
    ).toEqual([400, 401, 403, 404, 500]);
    expect(
      errorAnswersOf(
        { method: 'POST', url: '/pm-api/open/token', config: { access: 'public' }, schema: { body: {} } },
        opts,
      ),
    ).toEqual([400, 403, 404, 413, 415, 429, 500]);
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
