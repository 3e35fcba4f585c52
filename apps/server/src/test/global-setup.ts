import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from '../db/database';
import { migrate } from '../db/migrate';
import { seedDemo } from '../db/seed/demo';
import { ensureDivisions } from '../db/seed/divisions';
import { seedDemoCatalog } from '../db/seed/catalog/load';
import { startEmbeddedPostgres, type EmbeddedHandle } from '../db/embedded';

export const TEMPLATE_DB = 'pm_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * One PostgreSQL for the run: DATABASE_URL when set (a system server), else an embedded one under
 * data/test. A template database is migrated and seeded once; each test file clones it (test/db.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The demo accounts of the template are hashed with scrypt's test factor (lib/password.ts): every sign-in
  // of the run verifies against one of them. The workers hash with it too (vitest.config.ts).
  process.env.PASSWORD_SCRYPT_N ??= '1024';
  let embedded: EmbeddedHandle | null = null;
  let adminUrl: string;
  if (process.env.DATABASE_URL) {
    adminUrl = withDatabase(process.env.DATABASE_URL, 'postgres');
  } else {
    const repoRoot = path.resolve(import.meta.dirname, '../../../..');
    embedded = await startEmbeddedPostgres({
      // PM_TEST_SLOT gives parallel runs (several developers' sessions on one machine) their own server.
      dataDir: path.join(
        repoRoot,
        'data',
        process.env.PM_TEST_SLOT ? `test-${process.env.PM_TEST_SLOT}` : 'test',
      ),
      database: 'postgres',
      log: { info: () => undefined, warn: (m) => console.warn(m) },
      // Scratch databases: nothing of the run needs to survive a crash of the machine.
      durable: false,
    });
    adminUrl = embedded.adminUrl;
  }

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // Leftovers of an interrupted run.
  const stale = await admin.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE 'pm_test_f_%'`,
    [TEMPLATE_DB],
  );
  for (const { datname } of stale.rows)
    await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${TEMPLATE_DB}"`);
  await admin.end();

  const { db } = createDb(withDatabase(adminUrl, TEMPLATE_DB), 2);
  await migrate(db);
  await ensureDivisions(db);
  await seedDemo(db);
  await db.destroy();
  await seedDemoCatalog(withDatabase(adminUrl, TEMPLATE_DB));

  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', TEMPLATE_DB);

  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    const left = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE 'pm_test_f_%'`,
      [TEMPLATE_DB],
    );
    for (const { datname } of left.rows)
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await client.end();
    await embedded?.stop();
  };
}
