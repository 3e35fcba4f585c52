/**
 * What the seed scripts share (npm run seed:goods, seed:history): their count argument, the database
 * (DATABASE_URL or, without it, the embedded one of DATA_DIR, ./data/pg, the one `npm start` uses),
 * migrated, with divisions and the demo accounts when it is new (like `npm start`), and their exit.
 */
import { loadConfig } from '../../config';
import { createDb, type Db } from '../database';
import { startEmbeddedPostgres, type EmbeddedHandle } from '../embedded';
import { migrate } from '../migrate';
import type pg from 'pg';
import { seedDemo } from './demo';
import { ensureDivisions } from './divisions';

/** A whole number argument (1_000_000 and 1,000,000 allowed) in [1, max], its default when absent. */
export function countArg(value: string | undefined, dflt: number, max: number, name: string): number {
  const n = value === undefined ? dflt : Number(value.replace(/[_,]/g, ''));
  if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`--${name} 应为 1 到 ${max} 之间的整数`);
  return n;
}

export interface ScriptDatabase {
  db: Db;
  pool: pg.Pool;
  log: (m: string) => void;
  close: () => Promise<void>;
}

/** Opens and prepares the script's database (see the file's note); `close` stops what it started. */
export async function openScriptDatabase(script: string, poolSize: number): Promise<ScriptDatabase> {
  const config = loadConfig();
  const log = (m: string) => console.log(`[${script}] ${m}`);
  let embedded: EmbeddedHandle | null = null;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      database: 'mall',
      log: { info: log, warn: log },
    });
    url = embedded.url;
  }
  const { db, pool } = createDb(url, poolSize);
  const close = async () => {
    await db.destroy();
    await embedded?.stop();
  };
  try {
    const { applied } = await migrate(db);
    if (applied.length) log(`migrations applied: ${applied.join(', ')}`);
    await ensureDivisions(db);
    if (config.seedDemo && (await seedDemo(db))) log('demo accounts seeded');
  } catch (err) {
    await close();
    throw err;
  }
  return { db, pool, log, close };
}

/** Runs a script's main: a failure is printed in one line and exits 1. */
export function runScript(script: string, main: () => Promise<void>): void {
  main().catch((err: unknown) => {
    console.error(`[${script}] failed:`, err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
