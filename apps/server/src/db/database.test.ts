import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/db';
import pg from 'pg';
import {
  createPipelinedPool,
  createPreparedReads,
  inlineStatement,
  poolOf,
  PREPARED,
  quoteLiteral,
  reusable,
  type Executor,
} from './database';

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(async () => {
  await tdb.drop();
});

const preparedHere = async (trx: Executor) =>
  (await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(trx)).rows.map(
    (r) => r.statement,
  );

describe('PREPARED', () => {
  it('prepares a marked statement once per connection and leaves the others unnamed', async () => {
    await tdb.db.transaction().execute(async (trx) => {
      const marked = (username: string) =>
        trx
          .selectFrom('users')
          .modifyFront(PREPARED)
          .select('username')
          .where('username', '=', username)
          .executeTakeFirst();
      expect(await marked('buyer01')).toEqual({ username: 'buyer01' });
      expect(await marked('buyer02')).toEqual({ username: 'buyer02' });
      await trx.selectFrom('users').select('id').where('username', '=', 'buyer01').execute();
      const statements = await preparedHere(trx);
      expect(statements.filter((s) => s.includes('/*prepared*/'))).toHaveLength(1);
      expect(statements.some((s) => s.startsWith('select "id" from "users"'))).toBe(false);
    });
  });
});

describe('reusable', () => {
  it('runs a statement built once with new values, keeping its own constants', async () => {
    const byName = reusable(2, (db: Executor, username: string, status: 'active' | 'disabled') =>
      db
        .selectFrom('users')
        .select(['username', 'status'])
        .where('username', '=', username)
        .where('status', '=', status)
        .where('username', '<>', 'nobody'),
    );
    expect(await byName(tdb.db, 'buyer01', 'active')).toEqual([{ username: 'buyer01', status: 'active' }]);
    expect(await byName(tdb.db, 'vendor01', 'active')).toEqual([{ username: 'vendor01', status: 'active' }]);
    expect(await byName(tdb.db, 'buyer01', 'disabled')).toEqual([]);
    // In a transaction too.
    await tdb.db.transaction().execute(async (trx) => {
      expect(await byName(trx, 'buyer02', 'active')).toEqual([{ username: 'buyer02', status: 'active' }]);
    });
  });

  it('takes raw sql, a value used twice included', async () => {
    const sum = reusable(
      2,
      (_db, a: number, b: number) => sql<{ s: number }>`SELECT ${a}::int + ${b}::int * ${a}::int AS s`,
    );
    expect(await sum(tdb.db, 2, 3)).toEqual([{ s: 8 }]);
    expect(await sum(tdb.db, 5, 1)).toEqual([{ s: 10 }]);
    const folded = reusable(1, (_db, _a: number) => sql<{ s: number }>`SELECT 1 AS s`);
    await expect(folded(tdb.db, 1)).rejects.toThrow(/value 0 is not a parameter/);
  });

  it('refuses a build that does not pass a value on as a parameter', async () => {
    const folded = reusable(1, (db: Executor, _username: string) =>
      db.selectFrom('users').select('username').where('username', '=', 'buyer01'),
    );
    await expect(folded(tdb.db, 'buyer02')).rejects.toThrow(/value 0 is not a parameter/);
  });
});

describe('createPreparedReads', () => {
  it('prepares every statement once per connection and runs it with a generic plan', async () => {
    const reads = createPreparedReads(tdb.db, 1)!;
    try {
      const byName = (username: string) =>
        reads.selectFrom('users').select('username').where('username', '=', username).executeTakeFirst();
      expect(await byName('buyer01')).toEqual({ username: 'buyer01' });
      expect(await byName('buyer02')).toEqual({ username: 'buyer02' });
      expect(await byName('buyer11')).toEqual({ username: 'buyer11' });
      // One connection: what it prepared and how it planned, read on it.
      const { rows } = await sql<{ statement: string; generic_plans: string; custom_plans: string }>`
        SELECT statement, generic_plans, custom_plans FROM pg_prepared_statements`.execute(reads);
      const users = rows.filter((r) => r.statement.startsWith('select "username" from "users"'));
      expect(users).toHaveLength(1);
      expect(Number(users[0]!.generic_plans)).toBe(3);
      expect(Number(users[0]!.custom_plans)).toBe(0);
      const { rows: settings } = await sql<{ mode: string; workers: string; jit: string }>`
        SELECT current_setting('plan_cache_mode') AS mode, current_setting('max_parallel_workers_per_gather') AS workers,
               current_setting('jit') AS jit`.execute(reads);
      expect(settings[0]).toEqual({ mode: 'force_generic_plan', workers: '0', jit: 'off' });
    } finally {
      await reads.destroy();
    }
    // The database's own pool keeps its custom plans.
    const { rows } = await sql<{ mode: string }>`SELECT current_setting('plan_cache_mode') AS mode`.execute(
      tdb.db,
    );
    expect(rows[0]!.mode).toBe('auto');
  });

  it('is null for a database createDb did not make', async () => {
    await tdb.db.transaction().execute(async (trx) => {
      expect(createPreparedReads(trx)).toBeNull();
    });
  });
});

describe('createPipelinedPool', () => {
  it('sends a statement behind one still on its way at once, answers in order, and a failed one stops none after it', async () => {
    const pool = createPipelinedPool(tdb.db, 1)!;
    const holder = await poolOf(tdb.db)!.connect();
    const client = await pool.connect();
    try {
      await holder.query('SELECT pg_advisory_lock(4242)');
      const written = () =>
        (client as unknown as { connection: { stream: { bytesWritten: number } } }).connection.stream
          .bytesWritten;
      const first = client.query<{ n: number }>('SELECT pg_advisory_lock(4242), $1::int AS n', [1]);
      const onFirst = written();
      const settled = [
        first,
        client.query<{ n: number }>('SELECT $1::int AS n', [2]),
        client.query<{ n: number }>('SELECT 1 / $1::int AS n', [0]),
        client.query<{ n: number }>('SELECT $1::int AS n', [4]),
      ].map((q) =>
        q.then(
          (r) => r.rows[0]!.n,
          (e: Error) => e.message,
        ),
      );
      // The first waits for the lock; the others are on the wire already, not queued behind its answer.
      expect(written()).toBeGreaterThan(onFirst);
      await holder.query('SELECT pg_advisory_unlock(4242)');
      expect(await Promise.all(settled)).toEqual([1, 2, 'division by zero', 4]);
    } finally {
      client.release();
      holder.release();
      await pool.end();
    }
  });

  it('is null for a database createDb did not make', async () => {
    await tdb.db.transaction().execute(async (trx) => {
      expect(createPipelinedPool(trx, 1)).toBeNull();
    });
  });
});

describe('inlineStatement', () => {
  it('writes the values in as literals that PostgreSQL reads back as sent, several statements in one message', async () => {
    const nasty = `it's a \\x00 "quoted" \\\\ back\\slash; DROP TABLE users; -- 螺丝 $1`;
    const at = new Date('2026-11-27T08:09:10.123Z');
    const q = sql<{
      t: string;
      n: string;
      b: boolean;
      at: Date;
      ids: string[];
      j: unknown;
      none: null;
    }>`SELECT
        ${nasty}::text AS t, ${-42}::bigint AS n, ${true} AS b, ${at}::timestamptz AS at,
        ${['1', '22', '-3']}::bigint[] AS ids, ${JSON.stringify({ s: nasty })}::json AS j, ${null}::text AS none`.compile(
      tdb.db,
    );
    const pool = poolOf(tdb.db)!;
    const client = await pool.connect();
    try {
      const results = (await client.query(
        `BEGIN; ${inlineStatement(q)}; COMMIT`,
      )) as unknown as pg.QueryResult[];
      expect(results[1]!.rows[0]).toEqual({
        t: nasty,
        n: '-42',
        b: true,
        at,
        ids: ['1', '22', '-3'],
        j: { s: nasty },
        none: null,
      });
    } finally {
      client.release();
    }
    // The same literal as pg's own escapeLiteral, which loops over the characters.
    for (const text of [nasty, '', "'", '\\', "a'b\\c''", '螺丝', JSON.stringify({ s: nasty })]) {
      expect(quoteLiteral(text)).toBe(pg.escapeLiteral(text));
    }
    expect(() => inlineStatement({ sql: 'SELECT $1', parameters: [['1; DROP TABLE users']] })).toThrow();
    expect(() => inlineStatement({ sql: 'SELECT $1', parameters: [Number.NaN] })).toThrow();
    expect(() => inlineStatement({ sql: 'SELECT $2', parameters: [1] })).toThrow();
  });
});
