import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { CHANGE_CHANNEL, watchChanges, type ChangeFeed } from './change-feed';
import { createDb, type Db } from './database';

const POOL_SIZE = 3;

let tdb: TestDatabase;
let db: Db;
let pool: pg.Pool;
let x: ChangeFeed;
let y: ChangeFeed;
/** Another process's session on the same database. */
let outsider: pg.Client;

/** Lets the event loop run once (the notifications that arrived are handled). */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

beforeAll(async () => {
  tdb = await createTestDatabase();
  ({ db, pool } = createDb(tdb.url, POOL_SIZE));
  x = watchChanges(db, 'feed-test-x');
  y = watchChanges(db, 'feed-test-y');
  outsider = new pg.Client({ connectionString: tdb.url });
  await outsider.connect();
  while (!x.live) await turn();
});

afterAll(async () => {
  x?.close();
  y?.close();
  await outsider?.end();
  await db?.destroy();
  await tdb?.drop();
});

/**
 * A round trip on every connection of the pool at once: PostgreSQL sends a session the notifications
 * pending for it before it says it is ready again, so each has handled whatever was sent to it so far.
 */
async function roundTripAll(): Promise<void> {
  const clients = await Promise.all(Array.from({ length: POOL_SIZE }, () => pool.connect()));
  try {
    await Promise.all(clients.map((c) => c.query('SELECT 1')));
  } finally {
    for (const c of clients) c.release();
  }
}

/** Waits until the feed's own connection has heard a marker another process sends after everything before. */
async function feedHeardAllSoFar(): Promise<void> {
  const before = y.version();
  await outsider.query(`NOTIFY ${CHANGE_CHANNEL}, 'feed-test-y'`);
  while (y.version() === before) await turn();
}

describe('change feed', () => {
  it('counts a change made through the pool once, though every connection hears it', async () => {
    await roundTripAll();
    const x0 = x.version();
    await sql`NOTIFY pm_changed, 'feed-test-x'`.execute(db);
    // Seen before the statement answered.
    expect(x.version()).toBe(x0 + 1);
    await feedHeardAllSoFar();
    await roundTripAll();
    expect(x.version()).toBe(x0 + 1);

    // A transaction's change, at its commit.
    await db.transaction().execute(async (trx) => {
      await sql`NOTIFY pm_changed, 'feed-test-x'`.execute(trx);
      await sql`NOTIFY pm_changed, 'feed-test-x'`.execute(trx);
    });
    expect(x.version()).toBe(x0 + 2);
    await feedHeardAllSoFar();
    await roundTripAll();
    expect(x.version()).toBe(x0 + 2);
  });

  it('counts another process’s change once, when the feed’s own connection hears it', async () => {
    await roundTripAll();
    const x0 = x.version();
    const y0 = y.version();
    await outsider.query(`NOTIFY ${CHANGE_CHANNEL}, 'feed-test-x'`);
    while (x.version() === x0) await turn();
    await feedHeardAllSoFar();
    // Each pool connection has heard both by now too, and counted neither.
    await roundTripAll();
    expect(x.version()).toBe(x0 + 1);
    expect(y.version()).toBe(y0 + 1);
  });

  it('counts once the changes of connections the pool opened anew', async () => {
    // The pool's connections are closed: the next statements run on new ones.
    const old = await Promise.all(Array.from({ length: POOL_SIZE }, () => pool.connect()));
    for (const c of old) c.release(true);
    const x0 = x.version();
    await sql`NOTIFY pm_changed, 'feed-test-x'`.execute(db);
    expect(x.version()).toBe(x0 + 1);
    await roundTripAll();
    await feedHeardAllSoFar();
    await roundTripAll();
    expect(x.version()).toBe(x0 + 1);
  });
});
