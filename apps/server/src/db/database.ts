import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema';

export type Db = Kysely<DB>;
/**
 * What a repo method runs its SQL on: the database, or a transaction a service opened
 * (`db.transaction().execute(trx => …)`); a Kysely Transaction is a Kysely instance.
 */
export type Executor = Kysely<DB>;

// int8 (bigint ids, counts) stays a string: ids travel as strings; counts are converted where read.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => v);

export function createDb(connectionString: string, max = 20): { db: Db; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000 });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, pool };
}
