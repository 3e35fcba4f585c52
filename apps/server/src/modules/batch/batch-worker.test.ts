/**
 * Match jobs across app lifetimes: a job survives the app closing mid-way, a process dying (its jobs
 * resumed at once by a new process on the host, or after the lease by anybody), and a job that keeps
 * failing ends as failed.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BatchMatchResult, batchMatchEndpoint, batchResultEndpoint } from '@pm/contract/batch';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { ManualClock } from '../../lib/clock';
import { DEMO, login } from '../../test/app';
import { call } from '../../test/call';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { pickGoods, type PickedGoods } from './test-fixtures';

let tdb: TestDatabase;
let goods: PickedGoods[];
let buyerId: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  tdb = await createTestDatabase();
  goods = await pickGoods(tdb.db, sql`g.status = 'on' AND g.moq = 1 AND g.order_multiple = 1`, 20);
  buyerId = (
    await tdb.db.selectFrom('users').select('id').where('username', '=', 'buyer01').executeTakeFirstOrThrow()
  ).id;
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await tdb?.drop();
});

async function newApp(clock = new ManualClock()): Promise<FastifyInstance> {
  const config = loadConfig({}, { webDist: null, logLevel: 'silent' });
  const app = await buildApp({ config, db: tdb.db, clock, logger: false });
  await app.ready();
  apps.push(app);
  return app;
}

async function closeApp(app: FastifyInstance): Promise<void> {
  await app.close();
  apps.splice(apps.indexOf(app), 1);
}

/** Lines that take a name search each (slow enough to stop mid-way), with a few codes among them. */
function slowLines(n: number) {
  return Array.from({ length: n }, (_, i) =>
    i % 10 === 0
      ? { code: goods[i % goods.length]!.sku_code, num: '1' }
      : { name: goods[i % goods.length]!.name.split(' ').slice(1, 3).join(' '), num: String(i + 1) },
  );
}

async function job(uuid: string) {
  return tdb.db
    .selectFrom('batch_match_jobs')
    .select(['status', 'done', 'total', 'locked_by', 'locked_until', 'attempts', 'error'])
    .select(sql<number>`jsonb_array_length(results)`.as('results'))
    .where('uuid', '=', uuid)
    .executeTakeFirstOrThrow();
}

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A job inserted as another process left it: running, some lines done, locked by `worker`. */
async function leftRunning(opts: {
  worker: string;
  lockedUntil: Date | null;
  lines?: number;
  attempts?: number;
}): Promise<string> {
  const uuid = crypto.randomUUID();
  const input = Array.from({ length: opts.lines ?? 230 }, (_, i) => ({
    code: goods[i % goods.length]!.sku_code,
    name: '',
    brand: '',
    model: '',
    num: '2',
    unit: '',
    row: i + 1,
  }));
  await tdb.db
    .insertInto('batch_match_jobs')
    .values({
      uuid,
      organization_id: '1',
      user_id: buyerId,
      status: 'running',
      total: input.length,
      input: JSON.stringify(input),
      attempts: opts.attempts ?? 1,
      locked_by: opts.worker,
      locked_until: opts.lockedUntil,
      created_at: new Date('2026-11-21T00:00:00Z'),
      updated_at: new Date('2026-11-21T00:00:00Z'),
    })
    .execute();
  return uuid;
}

async function resultOf(app: FastifyInstance, uuid: string): Promise<BatchMatchResult> {
  const token = await login(app, DEMO.buyer01);
  const res = await call(app, batchResultEndpoint, { uuid }, token);
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('batch match jobs survive restarts', () => {
  it('stops between chunks when the app closes, and the next app resumes where it stopped', async () => {
    const first = await newApp();
    const token = await login(first, DEMO.buyer01);
    const lines = slowLines(700);
    const res = await call(first, batchMatchEndpoint, { lines }, token, { form: false });
    expect(res.status).toBe(200);
    const uuid = res.body.data.uuid!;
    // Progress is committed chunk by chunk and visible while the job runs.
    const running = await until(
      () => job(uuid),
      (j) => j.done > 0,
    );
    expect(running.status).toBe('running');
    const during = await resultOf(first, uuid);
    expect(during).toMatchObject({ status: 'running', total: 700, lines: [] });
    expect(during.done).toBeGreaterThan(0);

    await closeApp(first);
    const stopped = await job(uuid);
    expect(stopped).toMatchObject({ status: 'running', locked_by: null, locked_until: null });
    expect(stopped.done).toBeGreaterThan(0);
    expect(stopped.done).toBeLessThan(700);
    expect(stopped.results).toBe(stopped.done);

    const second = await newApp();
    const finished = await until(
      () => job(uuid),
      (j) => j.status === 'done',
    );
    expect(finished).toMatchObject({ done: 700, results: 700, locked_by: null, attempts: 2 });
    const answer = await resultOf(second, uuid);
    expect(answer.lines.map((l) => l.index)).toEqual(lines.map((_, i) => i));
    expect(answer.lines[0]).toMatchObject({ status: 'matched', goodsId: goods[0]!.id });
    expect(answer.lines[1]!.candidates.length).toBeGreaterThan(0);
    await closeApp(second);
    // Two apps and 700 lines matched in chunks: a budget of its own (30 s ran out on a loaded machine).
  }, 120_000);

  it('resumes at once the jobs of a process of this host that died', async () => {
    // A process that has exited: its pid is free.
    const child = spawnSync(process.execPath, ['-e', 'process.exit(0)']);
    const deadPid = child.pid!;
    const host = os.hostname();
    const later = new Date(new ManualClock().now().getTime() + 3_600_000);
    const ofDead = await leftRunning({ worker: `${host}/${deadPid}/aaaaaaaa`, lockedUntil: later });
    // An app of this very process that was dropped without closing.
    const ofDropped = await leftRunning({ worker: `${host}/${process.pid}/bbbbbbbb`, lockedUntil: later });
    const app = await newApp();
    for (const uuid of [ofDead, ofDropped]) {
      const j = await until(
        () => job(uuid),
        (v) => v.status === 'done',
      );
      expect(j).toMatchObject({ done: 230, results: 230 });
      const answer = await resultOf(app, uuid);
      expect(answer.lines).toHaveLength(230);
      expect(answer.lines[5]).toMatchObject({ row: 6, status: 'matched', goodsId: goods[5]!.id, num: 2 });
    }
    await closeApp(app);
  });

  it('takes over the job of a worker elsewhere only when its lease has run out', async () => {
    const clock = new ManualClock();
    const uuid = await leftRunning({
      worker: 'another-host/4242/cccccccc',
      lockedUntil: new Date(clock.now().getTime() + 30_000),
    });
    const app = await newApp(clock);
    // Two idle rounds of the worker: the job stays with its holder.
    await new Promise((r) => setTimeout(r, 2500));
    expect(await job(uuid)).toMatchObject({
      status: 'running',
      done: 0,
      locked_by: 'another-host/4242/cccccccc',
    });
    clock.advance(31_000);
    expect(
      await until(
        () => job(uuid),
        (v) => v.status === 'done',
      ),
    ).toMatchObject({ done: 230 });
    await closeApp(app);
  });

  it('fails a job that keeps failing, with a Chinese reason', async () => {
    const uuid = await leftRunning({ worker: 'another-host/1/dddddddd', lockedUntil: null, attempts: 3 });
    const app = await newApp();
    const j = await until(
      () => job(uuid),
      (v) => v.status === 'failed',
    );
    expect(j).toMatchObject({ error: '批量匹配失败，请重新提交', locked_by: null });
    expect(await resultOf(app, uuid)).toMatchObject({
      status: 'failed',
      error: '批量匹配失败，请重新提交',
      lines: [],
    });
    await closeApp(app);
  });
});
