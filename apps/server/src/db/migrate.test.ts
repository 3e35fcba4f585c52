import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from './migrate';
import { seedDemo } from './seed/demo';
import { createTestDatabase, type TestDatabase } from '../test/db';

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(async () => {
  await tdb.drop();
});

describe('migrations', () => {
  it('apply each file once: a second run applies nothing', async () => {
    const again = await migrate(tdb.db);
    expect(again.applied).toEqual([]);
    const rows = await sql<{ name: string }>`SELECT name FROM schema_migrations ORDER BY name`.execute(
      tdb.db,
    );
    expect(rows.rows.map((r) => r.name)).toContain('0001_init.sql');
  });

  it('roll back a failing file as a whole and record nothing for it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-mig-'));
    fs.writeFileSync(path.join(dir, '9001_ok.sql'), 'CREATE TABLE mig_probe_ok (id int);');
    fs.writeFileSync(
      path.join(dir, '9002_bad.sql'),
      'CREATE TABLE mig_probe_bad (id int); SELECT * FROM no_such_table;',
    );
    await expect(migrate(tdb.db, dir)).rejects.toThrow();
    const names = (await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(tdb.db)).rows.map(
      (r) => r.name,
    );
    expect(names).toContain('9001_ok.sql');
    expect(names).not.toContain('9002_bad.sql');
    const bad = await sql<{ t: string | null }>`SELECT to_regclass('mig_probe_bad')::text AS t`.execute(
      tdb.db,
    );
    expect(bad.rows[0]?.t).toBeNull();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('seed the demo data only once', async () => {
    expect(await seedDemo(tdb.db)).toBe(false);
    const users = await tdb.db.selectFrom('users').select('username').orderBy('id').execute();
    expect(users.map((u) => u.username)).toEqual([
      'buyer01',
      'buyer02',
      'buyer11',
      'vendor01',
      'vendor02',
      'admin',
    ]);
  });
});
