import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { ChangeFeed } from '../../db/change-feed';
import { FEED_APPLICATION } from '../../db/change-feed';
import { ManualClock } from '../../lib/clock';
import { bearer, DEMO, login, useTestApp } from '../../test/app';
import type { AuthContext } from './auth.service';
import { SessionCache, type FoundSession } from './session-cache';

/** A feed the test moves by hand. */
function fakeFeed() {
  let version = 0;
  const feed = { live: true, version: () => version, close: () => undefined, move: () => void version++ };
  return feed satisfies ChangeFeed;
}

const auth = (userId = '1'): AuthContext => ({
  userId,
  organizationId: '1',
  sessionId: '1',
  roleTypes: ['PURCHASER'],
});

/** A cache whose reads are counted and answer `found` (settable), optionally held until released. */
function setUp(opts = { maxAgeMs: 60_000, maxEntries: 100 }) {
  const feed = fakeFeed();
  const clock = new ManualClock();
  const cache = new SessionCache(feed, clock, opts);
  const state = {
    reads: 0,
    found: { auth: auth(), expiresAt: new Date(clock.now().getTime() + 3600_000) } as FoundSession | null,
    hold: null as Promise<void> | null,
  };
  const read = async () => {
    state.reads++;
    const answer = state.found;
    if (state.hold) await state.hold;
    return answer;
  };
  return { feed, clock, cache, state, get: (key = 'k') => cache.get(key, read) };
}

describe('SessionCache', () => {
  it('reads a session once and then serves it kept', async () => {
    const { state, get, cache } = setUp();
    expect(await get()).toEqual(auth());
    expect(await get()).toEqual(auth());
    expect(state.reads).toBe(1);
    expect(cache.size).toBe(1);
  });

  it('lookups of one token that arrive together share one read', async () => {
    const { state, get } = setUp();
    let release!: () => void;
    state.hold = new Promise((r) => (release = r));
    const all = Promise.all(Array.from({ length: 20 }, () => get()));
    release();
    expect((await all).every((a) => a?.userId === '1')).toBe(true);
    expect(state.reads).toBe(1);
  });

  it('does not keep unknown tokens, nor a read that failed', async () => {
    const { state, get, cache } = setUp();
    state.found = null;
    expect(await get()).toBeNull();
    expect(await get()).toBeNull();
    expect(state.reads).toBe(2);
    const failing = cache.get('bad', () => Promise.reject(new Error('db down')));
    await expect(failing).rejects.toThrow('db down');
    expect(cache.size).toBe(0);
  });

  it('drops what it kept when the feed moves, and keeps nothing read while it moved', async () => {
    const { feed, state, get } = setUp();
    await get();
    feed.move();
    state.found = { ...state.found!, auth: auth('2') };
    expect((await get())?.userId).toBe('2');
    expect(state.reads).toBe(2);

    // The feed moves while the read runs: the answer is used once, not kept.
    let release!: () => void;
    state.hold = new Promise((r) => (release = r));
    feed.move();
    const pending = get();
    feed.move();
    release();
    expect((await pending)?.userId).toBe('2');
    state.hold = null;
    await get();
    expect(state.reads).toBe(4);
    await get();
    expect(state.reads).toBe(4);
  });

  it('keeps nothing while the feed is not live', async () => {
    const { feed, state, get } = setUp();
    feed.live = false;
    await get();
    await get();
    expect(state.reads).toBe(2);
  });

  it('keeps nothing when keeping is off (SESSION_CACHE_SECONDS=0)', async () => {
    const { state, get, cache } = setUp({ maxAgeMs: 0, maxEntries: 100 });
    await get();
    await get();
    expect(state.reads).toBe(2);
    expect(cache.keeping).toBe(false);
  });

  it("ends at the session's expiry and after the maximum age, by the server's clock", async () => {
    const { clock, state, get } = setUp({ maxAgeMs: 60_000, maxEntries: 100 });
    state.found = { auth: auth(), expiresAt: new Date(clock.now().getTime() + 30_000) };
    await get();
    clock.advance(29_999);
    await get();
    expect(state.reads).toBe(1);
    clock.advance(1);
    await get();
    expect(state.reads).toBe(2);

    state.found = { auth: auth(), expiresAt: new Date(clock.now().getTime() + 3600_000) };
    await get();
    clock.advance(60_000);
    await get();
    expect(state.reads).toBe(3);
    clock.advance(60_001);
    await get();
    expect(state.reads).toBe(4);
    // A clock set back does not make an entry younger than it is.
    clock.advance(-1000);
    await get();
    expect(state.reads).toBe(5);
  });

  it('holds at most maxEntries, dropping the oldest first', async () => {
    const { state, get, cache } = setUp({ maxAgeMs: 60_000, maxEntries: 3 });
    for (const k of ['a', 'b', 'c', 'd']) await get(k);
    expect(cache.size).toBe(3);
    await get('b');
    expect(state.reads).toBe(4);
    await get('a');
    expect(state.reads).toBe(5);
  });
});

describe('kept sessions in the server', () => {
  const ctx = useTestApp();
  const buyerRoute = { method: 'GET' as const, url: '/pm-api/inquiry-basket/customize/customer' };
  const status = async (token: string) =>
    (await ctx.app.inject({ ...buyerRoute, headers: bearer(token) })).statusCode;

  const keeping = async () => {
    for (let i = 0; i < 200 && !ctx.app.authService.sessions.keeping; i++) {
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(ctx.app.authService.sessions.keeping).toBe(true);
  };

  /** A write no trigger sees (as if the feed missed it): only a kept session can still answer. */
  const unseen = async (statement: string, values: unknown[]) => {
    const c = new pg.Client({ connectionString: ctx.tdb.url });
    await c.connect();
    try {
      await c.query('SET session_replication_role = replica');
      await c.query(statement, values);
    } finally {
      await c.end();
    }
  };

  const tokenHash = async (token: string) =>
    (await import('node:crypto')).createHash('sha256').update(token).digest();

  it('keeps a live session: a change no trigger reports is not seen until the feed moves', async () => {
    await keeping();
    const token = await login(ctx.app, DEMO.buyer01);
    expect(await status(token)).toBe(200);
    await unseen('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1', [await tokenHash(token)]);
    expect(await status(token)).toBe(200);
    // Any change of a session moves the feed: the kept ones are looked up again.
    await sql`UPDATE sessions SET expires_at = expires_at WHERE false`.execute(ctx.tdb.db);
    expect(await status(token)).toBe(401);
  });

  it('a logout, a deactivation or a change of roles through the server holds at once', async () => {
    await keeping();
    const out = await login(ctx.app, DEMO.buyer01);
    expect(await status(out)).toBe(200);
    await ctx.app.inject({ method: 'POST', url: '/pm-api/open/logout', headers: bearer(out) });
    expect(await status(out)).toBe(401);

    const buyer = await login(ctx.app, DEMO.buyer02);
    expect(await status(buyer)).toBe(200);
    const { userId } = (await ctx.app.authService.authenticate(buyer))!;
    const roles = await ctx.tdb.db
      .selectFrom('user_roles')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    await ctx.tdb.db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
    expect(await status(buyer)).toBe(403);
    await ctx.tdb.db.insertInto('user_roles').values(roles).execute();
    expect(await status(buyer)).toBe(200);

    await ctx.tdb.db.updateTable('users').set({ status: 'disabled' }).where('id', '=', userId).execute();
    expect(await status(buyer)).toBe(401);
    await ctx.tdb.db.updateTable('users').set({ status: 'active' }).where('id', '=', userId).execute();
    expect(await status(buyer)).toBe(200);
  });

  it("another process's change reaches the kept sessions through the feed", async () => {
    await keeping();
    const token = await login(ctx.app, DEMO.buyer01);
    expect(await status(token)).toBe(200);
    const other = new pg.Client({ connectionString: ctx.tdb.url });
    await other.connect();
    try {
      await other.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1', [
        await tokenHash(token),
      ]);
    } finally {
      await other.end();
    }
    let answer = 200;
    for (let i = 0; i < 100 && answer === 200; i++) {
      answer = await status(token);
      if (answer === 200) await new Promise((r) => setTimeout(r, 20));
    }
    expect(answer).toBe(401);
  });

  it('keeps nothing while its listening connection is gone, and listens again', async () => {
    await keeping();
    const token = await login(ctx.app, DEMO.buyer01);
    expect(await status(token)).toBe(200);
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
              WHERE application_name = ${FEED_APPLICATION} AND datname = current_database()`.execute(
      ctx.tdb.db,
    );
    for (let i = 0; i < 100 && ctx.app.authService.sessions.keeping; i++) {
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(ctx.app.authService.sessions.keeping).toBe(false);
    // Not kept: a change no trigger reports is seen at once.
    await unseen('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1', [await tokenHash(token)]);
    expect(await status(token)).toBe(401);
    await keeping();
    const again = await login(ctx.app, DEMO.buyer01);
    expect(await status(again)).toBe(200);
  });
});
