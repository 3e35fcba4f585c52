import { createHash } from 'node:crypto';
import {
  createQueryId,
  Kysely,
  PostgresDialect,
  sql,
  type Compilable,
  type CompiledQuery,
  type RawBuilder,
} from 'kysely';
import pg from 'pg';
import { attachChangeFeed } from './change-feed';
import type { DB } from './schema';

export type Db = Kysely<DB>;
/**
 * What a repo method runs its SQL on: the database, or a transaction a service opened
 * (`db.transaction().execute(trx => …)`); a Kysely Transaction is a Kysely instance.
 */
export type Executor = Kysely<DB>;

// int8 (bigint ids, counts) stays a string: ids travel as strings; counts are converted where read.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => v);

/**
 * Marks a statement that each connection prepares once and then only binds and runs: for the hot
 * statements whose planning costs more than running them (the session lookup on every request is
 * about 4× as fast prepared). Put it in the statement's text: `.modifyFront(PREPARED)` on a select, or
 * a comment `/*prepared*\/` in a raw statement (values never enter the text). Only for statements of one fixed text (no lists of
 * varying length) whose best plan does not depend on the values: PostgreSQL may keep one plan for all.
 */
export const PREPARED: RawBuilder<unknown> = sql.raw('/*prepared*/');
const PREPARED_MARK = '/*prepared*/';

/** Prepares the marked statements of a connection (kysely calls `query(text, values)`). */
function prepareMarked(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const names = new Map<string, string>();
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const [text, values] = args;
    if (typeof text !== 'string' || !Array.isArray(values) || args.length !== 2) return query(...args);
    if (!text.includes(PREPARED_MARK)) return query(...args);
    let name = names.get(text);
    if (!name) {
      name = `pm_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
      names.set(text, name);
    }
    return query({ name, text, values });
  };
}

/**
 * A statement kysely builds once and then runs with new values: building and compiling the tree costs
 * tens of microseconds, which the statements of every request (the session lookup) need not pay each
 * time. `build` (a query builder, or raw `sql`) gets one placeholder per value and must pass each on as
 * a value of its own (a where, a set, a `${…}` of raw sql), not into an expression kysely would fold; the first call checks that every placeholder came
 * out as a parameter. The statement runs on whichever executor it is given (a transaction too).
 */
export function reusable<A extends unknown[], O>(
  arity: A['length'],
  build: (db: Executor, ...values: A) => Compilable<O> | RawBuilder<O>,
): (db: Executor, ...values: A) => Promise<O[]> {
  let template: { compiled: CompiledQuery<O>; slots: number[] } | null = null;
  return async (db, ...values) => {
    if (!template) {
      const holders = Array.from({ length: arity }, (_, i) => `\u0000reusable ${i}\u0000`);
      const built = build(db, ...(holders as unknown as A));
      const compiled = 'isRawBuilder' in built ? built.compile(db) : built.compile();
      const slots = compiled.parameters.map((p) => (typeof p === 'string' ? holders.indexOf(p) : -1));
      const missing = holders.findIndex((_, i) => !slots.includes(i));
      if (missing >= 0) throw new Error(`reusable: value ${missing} is not a parameter of ${compiled.sql}`);
      template = { compiled, slots };
    }
    const { compiled, slots } = template;
    const parameters = slots.map((slot, i) => (slot >= 0 ? values[slot] : compiled.parameters[i]));
    const result = await db.executeQuery<O>({ ...compiled, queryId: createQueryId(), parameters });
    return result.rows;
  };
}

/**
 * Settings of every connection, sent with its start (no statement of their own): no parallel workers
 * (their start costs more than the short index-driven reads of a web request take, and on a small
 * machine they compete with the requests being served) and no JIT compilation (likewise). The goods
 * search depended on them most and set them per transaction (two more statements per search).
 */
export const CONNECTION_OPTIONS = '-c max_parallel_workers_per_gather=0 -c jit=off';

/** Where each database of createDb connects, with its pool size (for its prepared reads), and its pool. */
const origins = new WeakMap<Db, { connectionString: string; max: number; pool: pg.Pool }>();

/**
 * The pg pool under a database of createDb (null for another): for the few places that send several
 * statements in one round trip (`inlineStatement`), which Kysely's connection does not answer.
 */
export function poolOf(db: Db): pg.Pool | null {
  return origins.get(db)?.pool ?? null;
}

/**
 * A compiled statement with its values written in as literals (quoteLiteral for text), so that it can
 * go with others in one simple-protocol message (`BEGIN; …; …` or `…; COMMIT`). Values: text, numbers,
 * booleans, dates, null, and arrays of integers (ids).
 */
export function inlineStatement(q: { sql: string; parameters: readonly unknown[] }): string {
  const literal = (v: unknown): string => {
    if (v === null || v === undefined) return 'NULL';
    if (typeof v === 'number' || typeof v === 'bigint') {
      const text = String(v);
      if (!/^-?\d+(\.\d+)?$/.test(text)) throw new Error(`inlineStatement: not a finite number: ${text}`);
      return text;
    }
    if (typeof v === 'boolean') return v ? 'true' : 'false';
    if (typeof v === 'string') return quoteLiteral(v);
    if (v instanceof Date) return quoteLiteral(v.toISOString());
    if (Array.isArray(v)) {
      const items = v.map(String);
      if (!items.every((x) => /^-?\d+$/.test(x))) throw new Error('inlineStatement: only arrays of integers');
      return `'{${items.join(',')}}'`;
    }
    throw new Error(`inlineStatement: a value of type ${typeof v}`);
  };
  return q.sql.replace(/\$(\d+)/g, (_, n: string) => {
    const i = Number(n) - 1;
    if (i < 0 || i >= q.parameters.length) throw new Error(`inlineStatement: no value for $${n}`);
    return literal(q.parameters[i]);
  });
}

/**
 * A string as an SQL literal, as pg's escapeLiteral writes it (quotes and backslashes doubled, E'…' when there
 * is a backslash), with replaceAll instead of a loop over the characters: a batch of bids inlines 60 KB of
 * JSON, which the loop took a millisecond over.
 */
export function quoteLiteral(text: string): string {
  const backslash = text.includes('\\');
  let body = text.includes("'") ? text.replaceAll("'", "''") : text;
  if (backslash) body = body.replaceAll('\\', '\\\\');
  return backslash ? ` E'${body}'` : `'${body}'`;
}

export function createDb(connectionString: string, max = 20): { db: Db; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000, options: CONNECTION_OPTIONS });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  pool.on('connect', prepareMarked);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  attachChangeFeed(db, pool, connectionString);
  origins.set(db, { connectionString, max, pool });
  return { db, pool };
}

/**
 * Checkouts after which a connection of prepared reads is replaced: it holds one prepared statement
 * per text it ran, and a new connection starts with none.
 */
const PREPARED_READS_MAX_USES = 20_000;

/**
 * A pool of its own for reads run over and over in a few shapes of text whose best plan does not depend
 * on their values (the goods search's index reads and its cards): on its connections every statement is
 * prepared by its text on first use and afterwards only bound and run, with a generic plan
 * (plan_cache_mode=force_generic_plan). PostgreSQL then parses and plans each text once per connection
 * instead of at every search: planning a search statement cost ten times as much as running it at 20,000
 * SKUs, and a plan made for the values of a custom plan was rarely kept (PostgreSQL keeps making custom
 * plans while they look cheaper than the generic one). Only reads: its connections do not take part in
 * the change feed. A connection is replaced after PREPARED_READS_MAX_USES checkouts, which bounds the
 * statements it keeps. Null for a database that createDb did not make (then read through it).
 *
 * The caller owns it: `destroy()` it before the database it came from.
 */
export function createPreparedReads(db: Db, max?: number): Db | null {
  const origin = origins.get(db);
  if (!origin) return null;
  const pool = new pg.Pool({
    connectionString: origin.connectionString,
    max: max ?? origin.max,
    idleTimeoutMillis: 30_000,
    maxUses: PREPARED_READS_MAX_USES,
    options: `${CONNECTION_OPTIONS} -c plan_cache_mode=force_generic_plan`,
  });
  pool.on('error', () => undefined);
  pool.on('connect', prepareAll);
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * A pool of its own whose connections send each statement at once, behind those still on their way (pg's
 * pipeline mode; each statement is its own implicit transaction, and one that fails does not stop the
 * next): for a writer that keeps two statements on one connection, so that PostgreSQL starts the next the
 * moment one is done rather than after its answer has come back through our event loop. `max` connections
 * at most; null for a database that createDb did not make.
 *
 * The caller owns it: `end()` it before the database it came from is destroyed.
 */
export function createPipelinedPool(db: Db, max: number): pg.Pool | null {
  const origin = origins.get(db);
  if (!origin) return null;
  const pool = new pg.Pool({
    connectionString: origin.connectionString,
    max,
    idleTimeoutMillis: 30_000,
    options: CONNECTION_OPTIONS,
    pipeline: true,
  });
  pool.on('error', () => undefined);
  return pool;
}

/** The most connections createDb gave `db`'s pool (null for another database). */
export function poolMaxOf(db: Db): number | null {
  return origins.get(db)?.max ?? null;
}

/** Prepares every statement of a connection by its text (kysely calls `query(text, values)`). */
function prepareAll(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const names = new Map<string, string>();
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const [text, values] = args;
    if (typeof text !== 'string' || !Array.isArray(values) || args.length !== 2) return query(...args);
    let name = names.get(text);
    if (!name) names.set(text, (name = `r${names.size}`));
    return query({ name, text, values });
  };
}
