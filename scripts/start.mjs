// `npm start`: builds the web app when its sources are newer than the build, then runs the server
// (embedded PostgreSQL unless DATABASE_URL) in this process.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
const market = process.env.WEB_BUILD === 'market';
const dist = path.join(root, 'apps/web', market ? 'dist-market' : 'dist');

function newest(p) {
  const st = fs.statSync(p, { throwIfNoEntry: false });
  if (!st) return 0;
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const e of fs.readdirSync(p)) if (e !== 'node_modules') max = Math.max(max, newest(path.join(p, e)));
  return max;
}

const built = fs.statSync(path.join(dist, 'index.html'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
const sources = Math.max(
  ...[
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/build',
    'apps/web/public',
    'packages/contract/src',
  ].map((p) => newest(path.join(root, p))),
);
if (!process.env.WEB_DIST && sources > built) {
  console.log(`[pm] building the web app (${market ? 'market-only' : 'full'} build)…`);
  const r = spawnSync('npm', ['run', market ? 'build:market' : 'build', '-w', '@pm/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
if (!process.env.WEB_DIST) process.env.WEB_DIST = dist;

// The demo trading history (orders, refunds, inquiries over months: db/seed/demo-history.ts, and the
// two years before it for the dashboard: db/seed/demo-spend-history.ts) is for `npm start` only; the
// server's tests and the e2e database start without it.
process.env.SEED_DEMO_HISTORY ??= '1';
register();
await import('../apps/server/src/main.ts');
