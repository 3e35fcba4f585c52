// The database of a bench: an embedded PostgreSQL in a scratch folder (emptied first unless reused), or
// the one at --url; its pool; one stop for the bench's children and the database, also on Ctrl-C; signed-in suppliers.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type pg from 'pg';
import { createDb, type Db } from '../../apps/server/src/db/database';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded';
import { migrate } from '../../apps/server/src/db/migrate';
import { seedDemoCatalog } from '../../apps/server/src/db/seed/catalog/load';
import { seedDemo } from '../../apps/server/src/db/seed/demo';
import { ensureDivisions } from '../../apps/server/src/db/seed/divisions';
import { AuthRepo } from '../../apps/server/src/modules/auth/auth.repo';
import { newSessionToken } from '../../apps/server/src/modules/auth/auth.service';
import { log } from './process';

export interface BenchDatabase {
  /** Connection string (what the started server gets as DATABASE_URL). */
  url: string;
  db: Db;
  pool: pg.Pool;
  /** Stops the embedded PostgreSQL (nothing for a database at --url). */
  stopServer(): Promise<void>;
}

/**
 * Opens the bench's database: the one at `url` when given, else an embedded one in `dataDir` (emptied
 * first unless `reuse`), with a pool of `poolSize` connections.
 */
export async function openBenchDatabase(opts: {
  url: string | null;
  reuse: boolean;
  dataDir: string;
  poolSize: number;
}): Promise<BenchDatabase> {
  if (!opts.reuse) fs.rmSync(opts.dataDir, { recursive: true, force: true });
  const server = opts.url
    ? { url: opts.url, stop: async () => undefined }
    : await startEmbeddedPostgres({
        dataDir: opts.dataDir,
        database: 'bench',
        log: { info: log, warn: log },
      });
  const { db, pool } = createDb(server.url, opts.poolSize);
  return { url: server.url, db, pool, stopServer: () => server.stop() };
}

/**
 * The one stop of a bench, run once (from its `finally` and on Ctrl-C): `before` (feeds to close …), the
 * child processes (SIGTERM, each waited for), the pool, then the database.
 */
export function benchStop(
  database: BenchDatabase,
  children: ChildProcess[] = [],
  before: () => void = () => undefined,
): () => Promise<void> {
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    before();
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
    await Promise.all(
      children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))),
    );
    await database.db.destroy().catch(() => undefined);
    await database.stopServer().catch(() => undefined);
  };
  process.on('SIGINT', () => void stop().then(() => process.exit(130)));
  return stop;
}

/**
 * Migrations, divisions, the demo data and the demo catalog, as the server's first start makes them;
 * `catalog` goods instead of the demo's 20,000 when given (loaded in this thread: the loader's worker
 * threads need a TypeScript loader of their own, which `node --import tsx` does not give them).
 */
export async function prepareMallDatabase(
  database: BenchDatabase,
  opts: { catalog?: number } = {},
): Promise<void> {
  await migrate(database.db);
  await ensureDivisions(database.db);
  await seedDemo(database.db);
  const catalog = await seedDemoCatalog(database.pool, { log, count: opts.catalog, workers: 0 });
  if (catalog) log(`catalog loaded: ${catalog.goods} goods`);
}

/** The organization of that name, made when there is none (a bench's database may be reused). */
export async function organizationNamed(
  db: Db,
  name: string,
  kind: 'buyer' | 'vendor',
): Promise<{ id: string }> {
  return (
    (await db.selectFrom('organizations').select('id').where('name', '=', name).executeTakeFirst()) ??
    (await db.insertInto('organizations').values({ name, kind }).returning('id').executeTakeFirstOrThrow())
  );
}

/** `count` supplier organizations (压测供应商N) with one signed-in user each (sessions written directly): their tokens. */
export async function signedInSuppliers(db: Db, count: number): Promise<string[]> {
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('role_type', '=', 'VENDOR')
    .executeTakeFirstOrThrow();
  const hash = await db
    .selectFrom('users')
    .select('password_hash')
    .where('username', '=', 'vendor01')
    .executeTakeFirstOrThrow();
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const name = `压测供应商${i + 1}`;
    const org = await organizationNamed(db, name, 'vendor');
    const username = `bench-vendor-${i}`;
    let user = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
    if (!user) {
      user = await db
        .insertInto('users')
        .values({
          organization_id: org.id,
          username,
          cellphone: `1980000${String(i).padStart(4, '0')}`,
          fullname: `压测供应商${i}`,
          password_hash: hash.password_hash,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('user_roles').values({ user_id: user.id, role_id: role.id }).execute();
    }
    const { token, tokenHash } = newSessionToken();
    await new AuthRepo().createSession(db, {
      tokenHash,
      userId: user.id,
      organizationId: org.id,
      createdAt: new Date(),
      expiresAt: new Date(Date.now() + 24 * 3600_000),
      ip: null,
      userAgent: null,
    });
    tokens.push(token);
  }
  return tokens;
}
