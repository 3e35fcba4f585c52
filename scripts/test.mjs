// `npm test`: the whole suite — unit (contract, web), API (server on a real PostgreSQL) and end-to-end
// (a real server and Chromium). Extra arguments go to vitest (e.g. `npm test -- --project server`).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const r = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
