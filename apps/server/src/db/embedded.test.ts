import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');

describe('loading embedded PostgreSQL', () => {
  it("keeps the process's exit status (a failed test run must not end with 0)", () => {
    // The package's exit hook used to call process.exit(0) when the event loop emptied.
    const script = `
      import { loadEmbeddedPostgres } from './apps/server/src/db/embedded.ts';
      await loadEmbeddedPostgres();
      process.exitCode = 3;
    `;
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.stderr).not.toMatch(/TypeError/);
    expect(r.status).toBe(3);
  }, 90_000);
});
