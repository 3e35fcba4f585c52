import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config, type ConfigOverrides } from '../config';
import { ManualClock } from '../lib/clock';
import type { AnyEndpoint, ResOf } from '@pm/contract/endpoint';
import { type Answer, call, type CallInput, type CallOptions, type Caller } from './call';
import { createTestDatabase, type TestDatabase } from './db';

export { type Answer, type CallInput, type Caller, dataOf, unchecked, VISITOR } from './call';

export interface TestContext {
  app: FastifyInstance;
  tdb: TestDatabase;
  clock: ManualClock;
  config: Config;
  /** Calls an endpoint of the contract on this app (see test/call.ts): `ctx.call(route, input, as)`. */
  call<E extends AnyEndpoint>(
    route: E,
    input: CallInput<E>,
    as: Caller,
    opts?: CallOptions,
  ): Promise<Answer<ResOf<E>>>;
}

/**
 * An app on its own database for the test file, built once before its tests and closed after. Files it
 * writes (refund photos …) go to a scratch data folder removed afterwards, unless `dataDir` is given.
 */
export function useTestApp(overrides: ConfigOverrides = {}): TestContext {
  const ctx = {
    call: (route, input, as, opts) => call(ctx.app, route, input, as, opts),
  } as TestContext;
  let scratch: string | null = null;
  beforeAll(async () => {
    ctx.tdb = await createTestDatabase();
    ctx.clock = new ManualClock();
    if (!overrides.dataDir) scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-test-data-'));
    ctx.config = loadConfig(
      {},
      { webDist: null, logLevel: 'silent', ...(scratch ? { dataDir: scratch } : {}), ...overrides },
    );
    ctx.app = await buildApp({ config: ctx.config, db: ctx.tdb.db, clock: ctx.clock, logger: false });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.tdb?.drop();
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  });
  return ctx;
}

export const DEMO = {
  buyer01: { username: 'buyer01', password: 'Buyer2026' },
  buyer02: { username: 'buyer02', password: 'Buyer2026' },
  buyer11: { username: 'buyer11', password: 'Buyer2026' },
  vendor01: { username: 'vendor01', password: 'Vendor2026' },
  admin: { username: 'admin', password: 'Admin2026' },
} as const;

export async function login(
  app: FastifyInstance,
  who: { username: string; password: string },
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/pm-api/open/token', payload: who });
  const body = res.json() as { code: number; data: { access_token: string } };
  if (body.code !== 200) throw new Error(`login failed for ${who.username}: ${res.body}`);
  return body.data.access_token;
}

export function bearer(token: string): InjectOptions['headers'] {
  return { authorization: `Bearer ${token}` };
}
