import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { repoRoot, startServer, type RunningServer } from './support/server';

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/pm-api/open/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'buyer01', password: 'Buyer2026' }),
  });
  const body = (await res.json()) as { code: number; data: { access_token: string } };
  expect(body.code).toBe(200);
  return body.data.access_token;
}

async function sessionUser(
  url: string,
  token: string,
): Promise<{ code: number; data?: { username: string } }> {
  const res = await fetch(`${url}/pm-api/user/get-session-user`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await res.json()) as { code: number; data?: { username: string } };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('server lifecycle on the embedded PostgreSQL', () => {
  const embedded = !inject('e2eEnv').DATABASE_URL;
  const dataDir = path.join(repoRoot, 'data', 'e2e-lifecycle');
  let server: RunningServer | null = null;
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it.runIf(embedded)(
    'keeps all data across a restart and recovers from kill -9 without manual cleanup',
    async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      const env = { DATA_DIR: dataDir, WEB_DIST: 'none' };

      server = await startServer(env);
      expect(server.output()).toContain('demo data seeded');
      const token = await login(server.url);

      // Graceful restart: the session (a row in PostgreSQL) is still there; the demo data is not seeded twice.
      await server.stop('SIGTERM');
      expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
      server = await startServer(env);
      expect(server.output()).not.toContain('demo data seeded');
      expect((await sessionUser(server.url, token)).data?.username).toBe('buyer01');

      // kill -9: the postgres child lives on as an orphan holding the directory; the next start copes.
      const pidText = fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8');
      const orphanPid = Number(pidText.split('\n')[0]);
      await server.stop('SIGKILL');
      expect(isAlive(orphanPid)).toBe(true);
      server = await startServer(env);
      expect((await sessionUser(server.url, token)).data?.username).toBe('buyer01');
      expect(isAlive(orphanPid)).toBe(false);
    },
    // Three starts, the first of them creating the database and seeding the catalog (40 s seen on a busy
    // two-core machine): a budget of its own, not the specs' default minute.
    240_000,
  );
});

describe('serving the built web app', () => {
  it('serves index.html uncached and hashed assets with a long immutable cache', async () => {
    const base = inject('baseUrl');
    const index = await fetch(`${base}/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const html = await index.text();
    expect(html).toContain('<div id="root">');
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const js = await fetch(`${base}${asset}`);
    expect(js.status).toBe(200);
    expect(js.headers.get('cache-control')).toContain('immutable');
    expect(js.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('answers a deep link with the SPA and an unknown API path with the envelope', async () => {
    const base = inject('baseUrl');
    const deep = await fetch(`${base}/some/deep/link`, { headers: { accept: 'text/html' } });
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<div id="root">');
    const api = await fetch(`${base}/pm-api/nope`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ code: 404, message: '接口不存在', data: null });
  });
});
