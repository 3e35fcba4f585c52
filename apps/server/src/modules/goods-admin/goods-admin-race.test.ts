/**
 * Two edits of one workbench goods item race from two server processes on one database (the real server,
 * main.ts, twice, over the test file's database, on real sockets): both are made from the same version, so
 * exactly one wins and the other answers 409 with the clear stale-version message, and the item holds the
 * winner's change. Several rounds, so the two requests really meet at the row lock.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WB_GOODS_MESSAGES, type WbGoodsDetail } from '@pm/contract/workbench-goods';
import { DEMO, useTestApp } from '../../test/app';

const ctx = useTestApp();
const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const children: ChildProcess[] = [];
let bases: string[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

/** The real server in its own node process over the test file's database; resolves once it listens. */
async function startServer(): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: ctx.tdb.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: 'none',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('mall ready')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${out}`)));
  });
  return `http://127.0.0.1:${port}`;
}

async function call<T>(base: string, p: string, token: string | null, body?: unknown) {
  const res = await fetch(`${base}/pm-api${p}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { code: number; message: string; data: T } };
}

beforeAll(async () => {
  bases = await Promise.all([startServer(), startServer()]);
}, 600_000);

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  await Promise.all(
    children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))),
  );
});

describe('two processes, one item, one version', () => {
  it('exactly one of two simultaneous edits wins; the other is refused as stale', async () => {
    const [a, b] = bases as [string, string];
    const login = await call<{ access_token: string }>(a, '/open/token', null, DEMO.vendor01);
    const token = login.body.data.access_token;
    const page = await call<{ records: { id: string }[] }>(
      a,
      '/workbench/goods/page?status=ON&limit=1',
      token,
    );
    const id = page.body.data.records[0]!.id;
    for (let round = 1; round <= 3; round++) {
      const item = (await call<WbGoodsDetail>(b, `/workbench/goods/${id}`, token)).body.data;
      const { brandName: _b, catalogPath: _c, ...fields } = item.current;
      const edit = (base: string, name: string) =>
        call<WbGoodsDetail>(base, `/workbench/goods/${id}/save`, token, {
          ...fields,
          name,
          version: item.version,
        });
      const answers = await Promise.all([edit(a, `竞争修改 A${round}`), edit(b, `竞争修改 B${round}`)]);
      const statuses = answers.map((x) => x.status).sort();
      expect(statuses, JSON.stringify(answers.map((x) => x.body.message))).toEqual([200, 409]);
      const winner = answers.find((x) => x.status === 200)!.body.data;
      const loser = answers.find((x) => x.status === 409)!.body;
      expect(loser).toMatchObject({ code: 409, message: WB_GOODS_MESSAGES.stale });
      expect(winner.version).toBe(item.version + 1);
      const now = (await call<WbGoodsDetail>(a, `/workbench/goods/${id}`, token)).body.data;
      expect(now.current.name).toBe(winner.current.name);
      expect(now.version).toBe(item.version + 1);
    }
  }, 120_000);
});
