/**
 * The fast catalog loader: COPY FROM STDIN, not row inserts.
 *
 * For bench code and scripts:
 *
 *   import { loadCatalog } from '<repo>/apps/server/src/db/seed/catalog/load';
 *   const stats = await loadCatalog('postgres://…/bench', { count: 1_000_000, log: console.log });
 *   // stats: { goods, stock, prices, limits, ms }
 *
 * `target` is a connection string or a pg.Pool of a migrated database (run db/migrate first). The
 * loader needs nothing else: it fills the divisions when empty, creates the organizations it refers to
 * when missing (buyers 1 and 2, the vendors), replaces the catalog (brands, catalog tree, warehouses,
 * freight templates, goods and their stock, agreement prices and area limits; TRUNCATE … CASCADE, so
 * rows that point at goods go too) and marks the database as having its catalog (`seedDemoCatalog`
 * then leaves it alone).
 *
 * How it is fast: the rows are made as a stream (generate.ts → copy-text.ts; for count ≥ 100,000 by two
 * worker threads, load-worker.ts, each a range of ids) and written to four COPY … FREEZE streams on four
 * connections at once (goods, goods_stock, goods_agreement_prices, goods_area_limits); nothing holds the
 * whole catalog in memory. The foreign keys of the four tables are dropped during the load (the streams
 * commit each on its own) and come back NOT VALID, then validated; for a large load (`dropIndexes`,
 * default count ≥ 100,000) the secondary indexes of the four tables are dropped too and rebuilt after,
 * two at a time. What was dropped is written to app_meta in the same transaction as the drop, so a load
 * that dies half-way is repaired by the next one, or by `restorePendingIndexes` (`npm start` runs it).
 *
 * Options: `workers` (0 = this thread), `dropIndexes`, `log`. Measured on the 2-core machine (shared with
 * other work): 20,000 goods in about 4–6 s; 1,000,000 in about 3.5 min (see the issue-6 report).
 */
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { finished } from 'node:stream/promises';
import pg from 'pg';
import copyStreams from 'pg-copy-streams';
import { Kysely, PostgresDialect } from 'kysely';
import type { DB } from '../../schema';
import { ensureDivisions } from '../divisions';
import { catalogBase } from './generate';
import { copyChunks, GOODS_COLUMNS, type CopyChunk } from './copy-text';
import { BUYER_ORGS } from './suppliers';

/** Goods of the demo catalog that `npm start` and the test template load. */
export const DEMO_CATALOG_COUNT = 20_000;
const MARKER = 'demo_catalog';
const PENDING = 'catalog_load_pending_ddl';
const GOODS_TABLES = ['goods', 'goods_stock', 'goods_agreement_prices', 'goods_area_limits'];

export interface LoadOptions {
  count: number;
  log?: (message: string) => void;
  /** Drop the secondary indexes of goods during the load; default: count ≥ 100,000. */
  dropIndexes?: boolean;
  /** Worker threads that make the rows (0: this thread); default 2 for count ≥ 100,000, else 0. */
  workers?: number;
}

export interface LoadStats {
  goods: number;
  stock: number;
  prices: number;
  limits: number;
  ms: number;
}

/** A COPY stream that takes lines in 256 KB chunks and waits when the server is behind. */
class CopyWriter {
  private buf = '';
  private constructor(
    private readonly client: pg.PoolClient,
    private readonly stream: NodeJS.WritableStream & { destroy(err?: Error): void },
  ) {}

  /**
   * COPY … FREEZE in a transaction that truncates the (already empty) table first: the rows arrive
   * frozen and all-visible, so the index builds and the first reads do not rewrite every page to set
   * hint bits. CASCADE only reaches tables whose keys to it are still in place (none of the four).
   */
  static async open(client: pg.PoolClient, table: string, columns: readonly string[]): Promise<CopyWriter> {
    await client.query('BEGIN');
    await client.query('SET LOCAL synchronous_commit = off');
    await client.query(`TRUNCATE ${table} CASCADE`);
    const sql = `COPY ${table} (${columns.join(', ')}) FROM STDIN WITH (FREEZE)`;
    return new CopyWriter(client, client.query(copyStreams.from(sql)));
  }

  async write(line: string): Promise<void> {
    this.buf += line;
    if (this.buf.length >= 256 * 1024) await this.flush();
  }

  private async flush(): Promise<void> {
    const chunk = this.buf;
    this.buf = '';
    if (!this.stream.write(chunk)) await once(this.stream, 'drain');
  }

  /** Sends CopyFail (the server drops what it got) and rolls the transaction back. */
  async abort(): Promise<void> {
    this.stream.destroy(new Error('catalog load aborted'));
    await finished(this.stream).catch(() => undefined);
    await this.client.query('ROLLBACK').catch(() => undefined);
  }

  async end(): Promise<void> {
    if (this.buf) this.stream.write(this.buf);
    this.buf = '';
    this.stream.end();
    await finished(this.stream);
    await this.client.query('COMMIT');
  }
}

// ---------------------------------------------------------------------------------------------------
// Where the rows come from: this thread, or worker threads that each make a range of ids

interface Sourced {
  chunk: CopyChunk;
  /** Tells the maker the chunk is written (a worker may then make another). */
  ack: () => void;
}

async function* chunkSource(count: number, workers: number): AsyncGenerator<Sourced> {
  if (workers <= 0 || count < 2) {
    for (const chunk of copyChunks(1, count)) yield { chunk, ack: () => undefined };
    return;
  }
  // The worker is TypeScript: a small script registers tsx in the new thread, then imports it (Node 20
  // does not carry the --import loader of this process into worker threads).
  const entry = new URL('./load-worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const shim = `const { workerData } = require('node:worker_threads');
import(workerData.tsx).then((api) => { api.register(); return import(workerData.entry); });`;
  const queue: Sourced[] = [];
  let failure: Error | null = null;
  let finishedWorkers = 0;
  let notify: (() => void) | null = null;
  const wakeUp = () => {
    notify?.();
    notify = null;
  };
  const per = Math.ceil(count / workers);
  const threads: Worker[] = [];
  for (let k = 0; k < workers; k++) {
    const startId = k * per + 1;
    const endId = Math.min(count, (k + 1) * per);
    if (startId > endId) break;
    const w = new Worker(shim, { eval: true, workerData: { startId, endId, entry, tsx } });
    threads.push(w);
    let done = false;
    w.on('message', (m: CopyChunk | null) => {
      if (m === null) {
        done = true;
        finishedWorkers++;
      } else queue.push({ chunk: m, ack: () => w.postMessage(1) });
      wakeUp();
    });
    w.on('error', (err) => {
      failure ??= err;
      wakeUp();
    });
    w.on('exit', (code) => {
      if (!done) failure ??= new Error(`catalog worker stopped (exit code ${code})`);
      wakeUp();
    });
  }
  try {
    for (;;) {
      if (failure) throw failure;
      const next = queue.shift();
      if (next) yield next;
      else if (finishedWorkers === threads.length) return;
      else await new Promise<void>((resolve) => (notify = resolve));
    }
  } finally {
    await Promise.all(threads.map((t) => t.terminate()));
  }
}

// ---------------------------------------------------------------------------------------------------
// Dropping and restoring indexes and foreign keys

interface PendingDdl {
  indexes: string[];
  constraints: { table: string; name: string; def: string }[];
}

async function readPending(client: pg.PoolClient): Promise<PendingDdl | null> {
  const r = await client.query<{ value: string }>('SELECT value FROM app_meta WHERE key = $1', [PENDING]);
  return r.rows[0] ? (JSON.parse(r.rows[0].value) as PendingDdl) : null;
}

/**
 * Recreates what a load dropped (after it, or after one that died half-way): the foreign keys first as
 * NOT VALID (instant), then the indexes and the validation of the keys, two statements at a time on two
 * connections (VALIDATE takes a lock that CREATE INDEX does not conflict with).
 */
async function restore(pool: pg.Pool, pending: PendingDdl, log: (m: string) => void): Promise<void> {
  const t = Date.now();
  const c = await pool.connect();
  try {
    for (const k of pending.constraints) {
      const exists = await c.query(
        'SELECT 1 FROM pg_constraint WHERE conname = $1 AND conrelid = $2::regclass',
        [k.name, k.table],
      );
      if (!exists.rowCount)
        await c.query(`ALTER TABLE ${k.table} ADD CONSTRAINT ${k.name} ${k.def} NOT VALID`);
    }
  } finally {
    c.release();
  }
  const indexes = pending.indexes.map((def) =>
    def.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS '),
  );
  // GIN first: the longest one starts first and the others fill the second connection.
  indexes.sort((a, b) => Number(/USING gin/i.test(b)) - Number(/USING gin/i.test(a)));
  const queue = [
    ...indexes,
    ...pending.constraints.map((k) => `ALTER TABLE ${k.table} VALIDATE CONSTRAINT ${k.name}`),
  ];
  const worker = async () => {
    const w = await pool.connect();
    try {
      await w.query(`SET maintenance_work_mem = '512MB'`);
      for (let sql = queue.shift(); sql; sql = queue.shift()) {
        const st = Date.now();
        await w.query(sql);
        if (Date.now() - st > 2000) log(`  ${((Date.now() - st) / 1000).toFixed(1)} s: ${sql.slice(0, 100)}`);
      }
    } finally {
      w.release();
    }
  };
  await Promise.all([worker(), worker()]);
  await pool.query('DELETE FROM app_meta WHERE key = $1', [PENDING]);
  log(`indexes and foreign keys rebuilt in ${((Date.now() - t) / 1000).toFixed(1)} s`);
}

/** Recreates indexes and foreign keys that a load which died half-way had dropped (cheap when none). */
export async function restorePendingIndexes(
  target: string | pg.Pool,
  log: (m: string) => void = () => undefined,
): Promise<void> {
  await withPool(target, async (pool) => {
    const c = await pool.connect();
    let pending: PendingDdl | null;
    try {
      pending = await readPending(c);
    } finally {
      c.release();
    }
    if (pending) await restore(pool, pending, log);
  });
}

// ---------------------------------------------------------------------------------------------------
// The load

async function withPool<T>(target: string | pg.Pool, fn: (pool: pg.Pool) => Promise<T>): Promise<T> {
  if (typeof target !== 'string') return fn(target);
  const pool = new pg.Pool({ connectionString: target, max: 6 });
  pool.on('error', () => undefined);
  try {
    return await fn(pool);
  } finally {
    await pool.end();
  }
}

async function insertRows(c: pg.PoolClient, table: string, rows: Record<string, unknown>[]): Promise<void> {
  if (!rows.length) return;
  const cols = Object.keys(rows[0]!);
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    const params: unknown[] = [];
    const values = chunk.map(
      (r) => `(${cols.map((col) => (params.push(r[col]), `$${params.length}`)).join(', ')})`,
    );
    await c.query(`INSERT INTO ${table} (${cols.join(', ')}) VALUES ${values.join(', ')}`, params);
  }
}

/** Loads the generated catalog of `count` goods into the database, replacing the catalog there. */
export async function loadCatalog(target: string | pg.Pool, opts: LoadOptions): Promise<LoadStats> {
  const log = opts.log ?? (() => undefined);
  const count = Math.max(0, Math.floor(opts.count));
  const dropIndexes = opts.dropIndexes ?? count >= 100_000;
  const workers = Math.max(0, Math.floor(opts.workers ?? (count >= 100_000 ? 2 : 0)));
  const started = Date.now();

  return withPool(target, async (pool) => {
    await restorePendingIndexes(pool, log);
    const control = await pool.connect();
    const base = catalogBase();
    try {
      await ensureDivisionsOn(pool);
      await control.query('BEGIN');
      // Organizations the catalog refers to: kept when present (the demo seed made them).
      for (const o of [
        ...BUYER_ORGS,
        ...base.vendors.map((v) => ({ id: v.id, name: v.name, kind: 'vendor', shortName: v.shortName })),
      ]) {
        await control.query(
          `INSERT INTO organizations (id, name, kind, short_name) VALUES ($1, $2, $3, $4)
           ON CONFLICT (id) DO UPDATE SET short_name = COALESCE(organizations.short_name, EXCLUDED.short_name)`,
          [o.id, o.name, o.kind, o.shortName],
        );
      }
      await control.query(
        `SELECT setval(pg_get_serial_sequence('organizations', 'id'), GREATEST((SELECT max(id) FROM organizations), 1))`,
      );
      await control.query(
        `TRUNCATE goods, goods_stock, goods_agreement_prices, goods_area_limits, freight_template_rules,
         freight_templates, warehouses, catalogs, brands CASCADE`,
      );
      await insertRows(control, 'brands', base.brands as unknown as Record<string, unknown>[]);
      await insertRows(control, 'catalogs', base.catalogs as unknown as Record<string, unknown>[]);
      await insertRows(control, 'warehouses', base.warehouses as unknown as Record<string, unknown>[]);
      await insertRows(
        control,
        'freight_templates',
        base.freightTemplates as unknown as Record<string, unknown>[],
      );
      await insertRows(
        control,
        'freight_template_rules',
        base.freightRules as unknown as Record<string, unknown>[],
      );

      // Foreign keys of the four tables always go during the load (the four COPY streams commit each on
      // its own, so goods_stock may arrive before its goods); the goods indexes only for a large load.
      const idx = dropIndexes
        ? await control.query<{ name: string; def: string }>(
            `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
               FROM pg_index i
              WHERE i.indrelid = ANY($1::regclass[])
                AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`,
            [GOODS_TABLES],
          )
        : { rows: [] };
      const fks = await control.query<{ table: string; name: string; def: string }>(
        `SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS def
           FROM pg_constraint WHERE contype = 'f' AND conrelid = ANY($1::regclass[])`,
        [GOODS_TABLES],
      );
      const pending: PendingDdl = { indexes: idx.rows.map((r) => r.def), constraints: fks.rows };
      await control.query(
        `INSERT INTO app_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
        [PENDING, JSON.stringify(pending)],
      );
      for (const k of fks.rows) await control.query(`ALTER TABLE ${k.table} DROP CONSTRAINT ${k.name}`);
      for (const r of idx.rows) await control.query(`DROP INDEX ${r.name}`);
      await control.query('COMMIT');
      log(
        `catalog tree, brands, warehouses and freight ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );

      // The goods: four COPY streams at once.
      const clients = await Promise.all([0, 1, 2, 3].map(() => pool.connect()));
      const writers: CopyWriter[] = [];
      const stats: LoadStats = { goods: 0, stock: 0, prices: 0, limits: 0, ms: 0 };
      let failed = false;
      try {
        writers.push(await CopyWriter.open(clients[0]!, 'goods', GOODS_COLUMNS));
        writers.push(
          await CopyWriter.open(clients[1]!, 'goods_stock', ['goods_id', 'warehouse_id', 'quantity']),
        );
        writers.push(
          await CopyWriter.open(clients[2]!, 'goods_agreement_prices', [
            'goods_id',
            'organization_id',
            'price',
          ]),
        );
        writers.push(await CopyWriter.open(clients[3]!, 'goods_area_limits', ['goods_id', 'division_code']));
        const [goodsW, stockW, pricesW, limitsW] = writers as [
          CopyWriter,
          CopyWriter,
          CopyWriter,
          CopyWriter,
        ];
        let nextReport = 100_000;
        for await (const { chunk, ack } of chunkSource(count, workers)) {
          await Promise.all([
            goodsW.write(chunk.goods),
            stockW.write(chunk.stock),
            pricesW.write(chunk.prices),
            limitsW.write(chunk.limits),
          ]);
          ack();
          stats.goods += chunk.counts[0];
          stats.stock += chunk.counts[1];
          stats.prices += chunk.counts[2];
          stats.limits += chunk.counts[3];
          if (stats.goods >= nextReport) {
            log(
              `${stats.goods.toLocaleString('en')} goods … ${((Date.now() - started) / 1000).toFixed(1)} s`,
            );
            nextReport += 100_000;
          }
        }
        await Promise.all(writers.map((w) => w.end()));
      } catch (err) {
        failed = true;
        await Promise.all(writers.map((w) => w.abort()));
        throw err;
      } finally {
        // A connection that was in COPY when something failed is not given back to the pool.
        for (const c of clients) c.release(failed);
      }
      log(
        `copied ${stats.goods.toLocaleString('en')} goods in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );

      await restore(pool, pending, log);
      for (const table of ['brands', 'catalogs', 'warehouses', 'freight_templates', 'goods']) {
        await control.query(
          `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1))`,
        );
      }
      await control.query(
        'ANALYZE goods, goods_stock, goods_agreement_prices, goods_area_limits, brands, catalogs',
      );
      await control.query(
        `INSERT INTO app_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
        [MARKER, JSON.stringify({ count, at: new Date().toISOString() })],
      );
      stats.ms = Date.now() - started;
      return stats;
    } catch (err) {
      await control.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      control.release();
    }
  });
}

async function ensureDivisionsOn(pool: pg.Pool): Promise<void> {
  // A Kysely over the caller's pool; not destroyed (that would end the pool).
  await ensureDivisions(new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }));
}

/**
 * The demo catalog for `npm start` and the test template: loads DEMO_CATALOG_COUNT goods once per
 * database (a marker in app_meta), repairs a load that died half-way. Returns the stats when it loaded.
 */
export async function seedDemoCatalog(
  target: string | pg.Pool,
  opts: { count?: number; workers?: number; log?: (m: string) => void } = {},
): Promise<LoadStats | null> {
  return withPool(target, async (pool) => {
    await restorePendingIndexes(pool, opts.log);
    const done = await pool.query('SELECT 1 FROM app_meta WHERE key = $1', [MARKER]);
    if (done.rowCount) return null;
    return loadCatalog(pool, {
      count: opts.count ?? DEMO_CATALOG_COUNT,
      log: opts.log,
      ...(opts.workers !== undefined ? { workers: opts.workers } : {}),
    });
  });
}
