// Prints the gzip size of the JavaScript a visitor's browser loads for /shop, /m-shop/index and
// /app-market/index of the full build and /app-market/index of the market-only build, served by the real
// server (embedded PostgreSQL with the demo data in a scratch folder, as bench:lighthouse): the scripts
// asked for before the first contentful paint (the budget of ARCHITECTURE.md) and every script until the
// network is quiet (the page running), and checks that the market-only build has no desktop code.
// Usage: npm run bench:bundle   (always builds both first, so a test run's build is never measured;
// NO_BUILD=1 measures what is there)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from '../e2e/support/server';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const BUDGET = { '/shop': 170, '/m-shop/index': 110, '/app-market/index': 110 };

function ensureBuilt(dir, script) {
  if (!process.env.NO_BUILD || !fs.existsSync(path.join(web, dir, 'index.html'))) {
    const r = spawnSync('npm', ['run', script, '-w', '@pm/web'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(1);
  }
}

const gz = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/**
 * The scripts of one page for a visitor (a new browser context), from the page's own resource timing:
 * each with whether it was asked for before the first contentful paint.
 */
async function measure(browser, dir, base, hashPath) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  await page.goto(`${base}/#${hashPath}`, { waitUntil: 'networkidle' });
  const { fcp, scripts } = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      fcp: paint ? paint.startTime : Infinity,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.endsWith('.js'))
        .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime })),
    };
  });
  await context.close();
  const files = [];
  for (const s of new Map(scripts.map((x) => [x.path, x])).values())
    files.push({ file: s.path, size: gz(path.join(dir, s.path)), beforePaint: s.start < fcp });
  const sum = (xs) => xs.reduce((n, f) => n + f.size, 0);
  const before = files.filter((f) => f.beforePaint);
  return { fcp, before: sum(before), beforeFiles: before.length, all: sum(files), files };
}

function walk(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

ensureBuilt('dist', 'build');
ensureBuilt('dist-market', 'build:market');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-bundle-'));
// Run as root, embedded PostgreSQL runs as the postgres user, which must reach data/pg inside it.
fs.chmodSync(scratch, 0o755);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const rows = [];
try {
  /** @type {{ label: string, dir: string, routes: (keyof typeof BUDGET)[] }[]} */
  const builds = [
    { label: 'full', dir: 'dist', routes: ['/shop', '/m-shop/index', '/app-market/index'] },
    { label: 'market', dir: 'dist-market', routes: ['/app-market/index'] },
  ];
  for (const { label, dir, routes } of builds) {
    const webDist = path.join(web, dir);
    console.log(`starting the server with the ${label} build (embedded PostgreSQL, demo data) …`);
    const server = await startServer({ DATA_DIR: path.join(scratch, 'data'), WEB_DIST: webDist }, 900_000);
    try {
      for (const route of routes) {
        const m = await measure(browser, webDist, server.url, route);
        const budget = BUDGET[route];
        rows.push({
          detail: m.files,
          build: label,
          route,
          'before first paint KB': (m.before / 1024).toFixed(1),
          'budget KB': budget,
          ok: m.before / 1024 <= budget ? 'yes' : 'NO',
          'files before': m.beforeFiles,
          'until quiet KB': (m.all / 1024).toFixed(1),
          'files in all': m.files.length,
          'FCP ms': Math.round(m.fcp),
        });
      }
    } finally {
      await server.stop();
    }
  }
} finally {
  await browser.close();
  fs.rmSync(scratch, { recursive: true, force: true });
}
console.table(rows.map(({ detail: _d, ...r }) => r));
if (process.env.VERBOSE)
  for (const r of rows) {
    console.log(`${r.build} ${r.route} (* = asked for before the first paint):`);
    for (const f of r.detail.sort((a, b) => b.size - a.size))
      console.log(`  ${(f.size / 1024).toFixed(1).padStart(6)} KB ${f.beforePaint ? '*' : ' '} ${f.file}`);
  }

// The market-only build carries no desktop kit and no desktop area.
const marketJs = walk(path.join(web, 'dist-market')).filter((f) => f.endsWith('.js'));
const text = marketJs.map((f) => fs.readFileSync(f, 'utf8')).join('\n');
const markers = {
  'antd (desktop kit)': /\bant-(btn|layout|menu)\b/,
  竞价大厅: /竞价大厅/,
  云采购工作台: /云采购工作台/,
  供应商数据看板: /供应商数据看板/,
  客户案例: /客户案例/,
};
const found = Object.entries(markers)
  .filter(([, re]) => re.test(text))
  .map(([k]) => k);
const marketTotal = marketJs.reduce((n, f) => n + gz(f), 0);
const fullTotal = walk(path.join(web, 'dist'))
  .filter((f) => f.endsWith('.js'))
  .reduce((n, f) => n + gz(f), 0);
console.log(
  `all JS gzip: full build ${(fullTotal / 1024).toFixed(1)} KB, market-only build ${(marketTotal / 1024).toFixed(1)} KB`,
);
console.log(
  found.length
    ? `market-only build contains desktop code: ${found.join(', ')}`
    : 'market-only build contains no desktop-area code',
);
if (found.length || rows.some((r) => r.ok !== 'yes')) process.exitCode = 1;
