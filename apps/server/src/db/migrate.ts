import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from './database';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
/** Any constant: serialises migrations of several processes starting at once. */
const LOCK_KEY = 727_001;

export interface MigrationResult {
  applied: string[];
}

/** Applies the ordered SQL files of db/migrations that have not run yet, each once, each in a transaction. */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<MigrationResult> {
  const files = (await fs.readdir(dir)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  await db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${LOCK_KEY})`.execute(conn);
    try {
      await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
        name text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`.execute(conn);
      const done = new Set(
        (await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(conn)).rows.map(
          (r) => r.name,
        ),
      );
      for (const file of files) {
        if (done.has(file)) continue;
        const text = await fs.readFile(path.join(dir, file), 'utf8');
        await conn.transaction().execute(async (tx) => {
          await sql.raw(text).execute(tx);
          await sql`INSERT INTO schema_migrations (name) VALUES (${file})`.execute(tx);
        });
        applied.push(file);
      }
    } finally {
      await sql`SELECT pg_advisory_unlock(${LOCK_KEY})`.execute(conn);
    }
  });
  return { applied };
}
