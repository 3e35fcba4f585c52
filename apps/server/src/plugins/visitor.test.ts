/**
 * Visitor variants: the server answers `/public` + path, as a visitor, exactly for the endpoints whose
 * descriptor says `visitor: true`, and the OpenAPI document says which (`x-visitor`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyEndpoint } from '@pm/contract/endpoint';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase } from '../test/db';
import { bearer, DEMO, login, useTestApp } from '../test/app';

const ctx = useTestApp();
const CONTRACT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../packages/contract/src',
);

function isEndpoint(value: unknown): value is AnyEndpoint {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.method === 'string' && typeof v.path === 'string' && v.access !== undefined;
}

/** Every descriptor of the contract (its domain files, not the schemas or tests). */
async function contractEndpoints(): Promise<AnyEndpoint[]> {
  const files = fs
    .readdirSync(CONTRACT)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('-schema.ts') && !f.endsWith('.test.ts'));
  const found = new Set<AnyEndpoint>();
  for (const file of files) {
    const module = (await import(path.join(CONTRACT, file))) as Record<string, unknown>;
    for (const value of Object.values(module)) if (isEndpoint(value)) found.add(value);
  }
  return [...found];
}

interface Operation {
  method: string;
  /** Without the API prefix, parameters as `:name`. */
  path: string;
  visitor: boolean;
}

function operationsOf(doc: { paths: Record<string, Record<string, { 'x-visitor'?: unknown }>> }) {
  const out: Operation[] = [];
  for (const [docPath, item] of Object.entries(doc.paths)) {
    if (!docPath.startsWith('/pm-api/')) continue;
    for (const [method, op] of Object.entries(item)) {
      out.push({
        method: method.toUpperCase(),
        path: docPath.slice('/pm-api'.length).replace(/\{([^}]+)\}/g, ':$1'),
        visitor: op['x-visitor'] === true,
      });
    }
  }
  return out;
}

const key = (e: { method: string; path: string }) => `${e.method} ${e.path}`;

describe('visitor endpoints', () => {
  let operations: Operation[];
  let flagged: string[];
  beforeAll(async () => {
    operations = operationsOf((await ctx.app.inject({ url: '/pm-api/openapi.json' })).json());
    flagged = (await contractEndpoints())
      .filter((e) => e.visitor)
      .map(key)
      .sort();
  });

  it('are flagged on public descriptors only, and the document marks exactly those (x-visitor)', async () => {
    const endpoints = await contractEndpoints();
    expect(endpoints.filter((e) => e.visitor && e.access !== 'public').map(key)).toEqual([]);
    expect(flagged.length).toBeGreaterThan(0);
    expect(
      operations
        .filter((o) => o.visitor)
        .map(key)
        .sort(),
    ).toEqual(flagged);
  });

  it('are exactly the operations the server answers on the public prefix, as a visitor', async () => {
    const token = await login(ctx.app, DEMO.buyer01);
    const reached: string[] = [];
    for (const op of operations) {
      const res = await ctx.app.inject({
        method: op.method as 'GET',
        url: `/pm-api/public${op.path.replace(/:[A-Za-z]\w*/g, '1')}`,
        headers: bearer(token),
        ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: {} }),
      });
      const unknown = res.statusCode === 404 && res.json().message === '接口不存在';
      if (!unknown) reached.push(key(op));
    }
    expect(reached.sort()).toEqual(flagged);
  });

  it('are not served on the public prefix without the flag, even when public or unknown', async () => {
    for (const url of [
      '/pm-api/public/user/get-session-user',
      '/pm-api/public/workbench/statistics/mall-search/list',
      '/pm-api/public/no/such/endpoint',
    ]) {
      const res = await ctx.app.inject({ url });
      expect([url, res.statusCode, res.json().message]).toEqual([url, 404, '接口不存在']);
    }
    // The flag opens the flagged method only.
    const wrongMethod = await ctx.app.inject({ method: 'DELETE', url: '/pm-api/public/mall/index' });
    expect(wrongMethod.statusCode).toBe(404);
  });
});

describe('a route with the visitor flag', () => {
  it('is served on the public prefix as a visitor, even when a token is sent', async () => {
    const tdb = await createTestDatabase();
    const app = await buildApp({ config: loadConfig({}, { webDist: null }), db: tdb.db, logger: false });
    app.get('/pm-api/test/open-page', { config: { access: 'public', visitor: true } }, async (req) => ({
      code: 200,
      message: '操作成功',
      data: { visitor: req.auth === null },
    }));
    try {
      // A visitor route must be public: the server does not start otherwise.
      expect(() =>
        app.get('/pm-api/test/closed-page', { config: { access: 'user', visitor: true } }, async () => null),
      ).toThrow(/open to visitors but not public/);
      await app.ready();
      const token = await login(app, DEMO.buyer01);
      const signed = await app.inject({ url: '/pm-api/test/open-page', headers: bearer(token) });
      expect(signed.json().data).toEqual({ visitor: false });
      const visitor = await app.inject({ url: '/pm-api/public/test/open-page?x=1', headers: bearer(token) });
      expect(visitor.statusCode).toBe(200);
      expect(visitor.json().data).toEqual({ visitor: true });
    } finally {
      await app.close();
      await tdb.drop();
    }
  });
});
