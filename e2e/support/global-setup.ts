import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { repoRoot, startServer, type RunningServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    marketUrl: string;
    e2eEnv: Record<string, string>;
  }
}

/**
 * Where the specs' two builds go: apps/web/dist and dist-market, or, with E2E_DIST=<name> (parallel sessions
 * on one machine, each running its own specs), apps/web/<name> and <name>-market.
 */
const distDir = (market: boolean): string =>
  path.join(
    repoRoot,
    'apps/web',
    process.env.E2E_DIST
      ? `${process.env.E2E_DIST}${market ? '-market' : ''}`
      : market
        ? 'dist-market'
        : 'dist',
  );

function build(script: 'build' | 'build:market'): void {
  const out = process.env.E2E_DIST ? ['--', '--outDir', distDir(script === 'build:market')] : [];
  const r = spawnSync('npm', ['run', script, '-w', '@pm/web', ...out], {
    cwd: repoRoot,
    // vitest runs with NODE_ENV=test, which would make Vite build React's development bundle: the specs
    // test, and `npm start` afterwards serves, the production build.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'pipe',
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`npm run ${script} failed:\n${r.stdout}\n${r.stderr}`);
}

/**
 * Builds both web bundles, then starts the full build and the market-only build as two real server processes
 * on one fresh database: embedded PostgreSQL under data/e2e (the second process shares the first one's
 * server), or a fresh database on DATABASE_URL's server.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!process.env.E2E_SKIP_BUILD) {
    build('build');
    build('build:market');
  }
  const env: Record<string, string> = {};
  let dropDatabase: (() => Promise<void>) | null = null;
  if (process.env.DATABASE_URL) {
    const name = `pm_e2e_${Date.now().toString(36)}`;
    const admin = new URL(process.env.DATABASE_URL);
    admin.pathname = '/postgres';
    const c = new pg.Client({ connectionString: admin.toString() });
    await c.connect();
    await c.query(`CREATE DATABASE "${name}"`);
    await c.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const d = new pg.Client({ connectionString: admin.toString() });
      await d.connect();
      await d.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await d.end();
    };
  } else {
    // PM_TEST_SLOT keeps parallel runs (several sessions on one machine) on their own database.
    const dataDir = path.join(
      repoRoot,
      'data',
      process.env.PM_TEST_SLOT ? `e2e-${process.env.PM_TEST_SLOT}` : 'e2e',
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
    env.DATA_DIR = dataDir;
  }

  const servers: RunningServer[] = [];
  const full = await startServer({ ...env, WEB_DIST: distDir(false) });
  servers.push(full);
  const market = await startServer({ ...env, WEB_DIST: distDir(true) });
  servers.push(market);

  project.provide('baseUrl', full.url);
  project.provide('marketUrl', market.url);
  project.provide('e2eEnv', env);

  return async () => {
    // The market server shares the full server's PostgreSQL: stop it first.
    for (const s of servers.reverse()) await s.stop();
    await dropDatabase?.();
  };
}
