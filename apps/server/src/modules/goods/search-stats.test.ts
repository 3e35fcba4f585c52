import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createDb, type Db } from '../../db/database';
import {
  clearSearchHistoryEndpoint,
  goodsSearchEndpoint,
  hotSearchEndpoint,
  searchHistoryEndpoint,
} from '@pm/contract/goods';
import { DEMO, login, useTestApp, VISITOR } from '../../test/app';
import { call } from '../../test/call';
import type { CatalogRepo } from './catalog.repo';
import { SearchStats } from './search-stats';
import { insertFixtures, type Fixtures } from './test-fixtures';

const ctx = useTestApp();
let fx: Fixtures;
/** A second server process on the same database. */
let other: { app: FastifyInstance; db: Db };

beforeAll(async () => {
  fx = await insertFixtures(ctx.tdb.db);
  const { db } = createDb(ctx.tdb.url, 3);
  const app = await buildApp({ config: ctx.config, db, clock: ctx.clock, logger: false });
  await app.ready();
  other = { app, db };
});

afterAll(async () => {
  await other?.app.close();
  await other?.db.destroy();
});

async function search(keyword: string, app = ctx.app): Promise<number> {
  const res = await call(
    app,
    goodsSearchEndpoint,
    { keyword, catalogId: fx.top, page: 1, limit: 20 },
    VISITOR,
  );
  expect(res.status, res.res.body).toBe(200);
  return res.body.data.total;
}

async function hotList(app = ctx.app): Promise<{ keyword: string; count: number }[]> {
  const res = await call(app, hotSearchEndpoint, { limit: 50 }, VISITOR);
  expect(res.status, res.res.body).toBe(200);
  return res.body.data;
}

const countOf = (list: { keyword: string; count: number }[], keyword: string) =>
  list.find((h) => h.keyword === keyword)?.count ?? 0;

/** Whether a write of the statistics waits for a lock (in this test's database). */
async function statsWriteWaiting(): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM pg_stat_activity
     WHERE datname = current_database() AND wait_event_type = 'Lock'
       AND query LIKE '%INSERT INTO search_keyword_stats%'`.execute(ctx.tdb.db);
  return rows[0]!.n > 0;
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('hot-search counts', () => {
  it('never make a search wait, even while the statistics cannot be written', async () => {
    const before = countOf(await hotList(), '翠鸟 瞬干胶');
    // Another session holds the statistics table against writes (reads go on).
    const locker = new pg.Client({ connectionString: ctx.tdb.url });
    await locker.connect();
    let listing: Promise<{ keyword: string; count: number }[]> | null = null;
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE search_keyword_stats IN EXCLUSIVE MODE');
      expect(await search('翠鸟 瞬干胶')).toBe(1);
      // The hot list writes this process's counts first: that write now waits for the lock.
      listing = hotList();
      while (!(await statsWriteWaiting())) await turn();
      // Searches answer meanwhile: those that count, and an empty one (its suggestions read the hot list).
      for (let i = 0; i < 4; i++) expect(await search('翠鸟 瞬干胶')).toBe(1);
      expect(await search('量子纠缠发生器')).toBe(0);
      await locker.query('COMMIT');
    } finally {
      await locker.end();
    }
    // The write that waited had the first count; the four made meanwhile are written next.
    expect(countOf(await listing, '翠鸟 瞬干胶')).toBeGreaterThanOrEqual(before + 1);
    expect(countOf(await hotList(), '翠鸟 瞬干胶')).toBe(before + 5);
  });

  it('reach another process within a write interval, without that process asking', async () => {
    for (let i = 0; i < 3; i++) expect(await search('栗枫 内六角扳手')).toBe(1);
    expect(await search('栗枫 内六角扳手', other.app)).toBe(1);
    // The other process writes its own count before it answers; this process's three arrive with its
    // next write (every FLUSH_MS).
    while (countOf(await hotList(other.app), '栗枫 内六角扳手') < 4) await turn();
    const list = await hotList(other.app);
    expect(countOf(list, '栗枫 内六角扳手')).toBe(4);
    expect(countOf(await hotList(), '栗枫 内六角扳手')).toBe(4);
  });
});

describe('search history', () => {
  const historyOf = async (token: string, app = ctx.app): Promise<string[]> => {
    const res = await call(app, searchHistoryEndpoint, { limit: 20 }, token);
    expect(res.status, res.res.body).toBe(200);
    return res.body.data;
  };
  const searchAs = async (token: string, keyword: string) => {
    const res = await ctx.call(
      goodsSearchEndpoint,
      { keyword, catalogId: fx.top, page: 1, limit: 20 },
      token,
    );
    expect(res.status, res.res.body).toBe(200);
  };

  it('is gathered in memory and written in batches, shown at once by this process and soon by another', async () => {
    const token = await login(ctx.app, DEMO.buyer02);
    await searchAs(token, '栗枫');
    ctx.clock.advance(1000);
    await searchAs(token, '翠鸟');
    ctx.clock.advance(1000);
    await searchAs(token, '栗枫');
    // This process writes what it gathered before it reads a history.
    expect(await historyOf(token)).toEqual(['栗枫', '翠鸟']);
    ctx.clock.advance(1000);
    await searchAs(token, '琨瑶起子');
    // Another process sees it after this one's next write (every FLUSH_MS).
    while ((await historyOf(token, other.app))[0] !== '琨瑶起子') await turn();
    expect(await historyOf(token, other.app)).toEqual(['琨瑶起子', '栗枫', '翠鸟']);
  });

  it('forgets what was gathered for a user whose history is cleared', async () => {
    const token = await login(ctx.app, DEMO.buyer11);
    await searchAs(token, '翠鸟 瞬干胶');
    expect(await historyOf(token)).toContain('翠鸟 瞬干胶');
    await searchAs(token, '栗枫 内六角扳手');
    const cleared = await ctx.call(clearSearchHistoryEndpoint, undefined, token);
    expect(cleared.status, cleared.res.body).toBe(200);
    // Everything gathered so far is written (the hot list writes first): none of it comes back.
    await hotList();
    expect(await historyOf(token)).toEqual([]);
    expect(await historyOf(token, other.app)).toEqual([]);
  });
});

describe('SearchStats', () => {
  it('writes the counts gathered in one batch, and keeps them for the next write when one fails', async () => {
    const writes: { keyword: string; count: number; at: Date }[][] = [];
    let failNext = false;
    const repo = {
      addSearchCounts: (_db: unknown, rows: { keyword: string; count: number; at: Date }[]) => {
        if (failNext) {
          failNext = false;
          return Promise.reject(new Error('database down'));
        }
        writes.push(rows);
        return Promise.resolve();
      },
    } as unknown as CatalogRepo;
    const stats = new SearchStats(ctx.tdb.db, repo);
    const t1 = new Date('2026-11-26T08:00:00Z');
    const t2 = new Date('2026-11-26T08:00:01Z');
    stats.count('螺丝', t1);
    stats.count('扳手', t1);
    stats.count('螺丝', t2);
    failNext = true;
    await expect(stats.flush()).rejects.toThrow('database down');
    expect(writes).toEqual([]);
    stats.count('螺丝', t1);
    await stats.flush();
    // One statement, keywords in order (two processes lock their rows in the same order).
    expect(writes).toEqual([
      [
        { keyword: '扳手', count: 1, at: t1 },
        { keyword: '螺丝', count: 3, at: t2 },
      ],
    ]);
    await stats.flush();
    expect(writes).toHaveLength(1);
  });

  it('writes the history gathered in one batch, the latest search of each keyword, kept when the write fails', async () => {
    const written: { userId: string; keyword: string; at: Date }[][] = [];
    let failNext = false;
    const repo = {
      addSearchCounts: () => Promise.resolve(),
      addHistory: (_db: unknown, rows: { userId: string; keyword: string; at: Date }[]) => {
        if (failNext) {
          failNext = false;
          return Promise.reject(new Error('database down'));
        }
        written.push(rows);
        return Promise.resolve();
      },
    } as unknown as CatalogRepo;
    const stats = new SearchStats(ctx.tdb.db, repo);
    const t = (s: number) => new Date(Date.UTC(2026, 10, 26, 8, 0, s));
    stats.recordHistory('7', '螺丝', t(1));
    stats.recordHistory('7', '扳手', t(2));
    stats.recordHistory('8', '螺丝', t(3));
    stats.recordHistory('7', '螺丝', t(4));
    failNext = true;
    await expect(stats.flush()).rejects.toThrow('database down');
    // Gathered after the failed write: newer than what is kept.
    stats.recordHistory('8', '螺丝', t(5));
    await stats.flush();
    expect(written).toHaveLength(1);
    expect(new Set(written[0]!.map((r) => `${r.userId} ${r.keyword} ${r.at.getUTCSeconds()}`))).toEqual(
      new Set(['7 扳手 2', '7 螺丝 4', '8 螺丝 5']),
    );
    await stats.forgetHistory('7');
    stats.recordHistory('7', '钳子', t(6));
    await stats.forgetHistory('7');
    await stats.flush();
    expect(written).toHaveLength(1);
  });
});
