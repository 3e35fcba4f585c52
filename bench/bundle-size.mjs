// Prints the gzip size of the JavaScript a browser loads to show a page (what Chromium actually requested,
// sized from the built files), for /shop, /m-shop/index and /app-market/index of the full build and
// /app-market/index of the market-only build, and checks that the market-only build has no desktop code.
// Usage: npm run bench:bundle   (always builds both first, so a test run's build is never measured;
// NO_BUILD=1 measures what is there)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const BUDGET = { '/shop': 170, '/m-shop/index': 110, '/app-market/index': 110 };

function ensureBuilt(dir, script) {
  if (!process.env.NO_BUILD || !fs.existsSync(path.join(web, dir, 'index.html'))) {
    const r = spawnSync('npm', ['run', script, '-w', '@pm/web'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(1);
  }
}

function serve(dir) {
  const types = {
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.html': 'text/html',
    '.svg': 'image/svg+xml',
  };
  const server = http.createServer((req, res) => {
    const urlPath = decodeURIComponent((req.url ?? '/').split('?')[0]);
    if (urlPath.startsWith('/pm-api/')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      return res.end('{"code":404,"message":"接口不存在","data":null}');
    }
    let file = path.join(dir, urlPath === '/' ? 'index.html' : urlPath);
    if (!file.startsWith(dir) || !fs.existsSync(file)) file = path.join(dir, 'index.html');
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const gz = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

async function measure(browser, dir, hashPath) {
  const server = await serve(dir);
  const base = `http://127.0.0.1:${server.address().port}`;
  const page = await browser.newPage();
  const scripts = new Set();
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.add(new URL(req.url()).pathname);
  });
  await page.goto(`${base}/#${hashPath}`, { waitUntil: 'networkidle' });
  await page.close();
  server.close();
  let total = 0;
  const files = [];
  for (const s of scripts) {
    const size = gz(path.join(dir, s));
    total += size;
    files.push([s, size]);
  }
  return { total, files };
}

function walk(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

ensureBuilt('dist', 'build');
ensureBuilt('dist-market', 'build:market');
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
for (const [label, dir, route] of [
  ['full', 'dist', '/shop'],
  ['full', 'dist', '/m-shop/index'],
  ['full', 'dist', '/app-market/index'],
  ['market', 'dist-market', '/app-market/index'],
]) {
  const { total, files } = await measure(browser, path.join(web, dir), route);
  const budget = BUDGET[route];
  rows.push({
    detail: files,
    build: label,
    route,
    'initial JS gzip KB': (total / 1024).toFixed(1),
    'budget KB': budget,
    ok: total / 1024 <= budget ? 'yes' : 'NO',
    files: files.length,
  });
}
await browser.close();
console.table(rows.map(({ detail: _d, ...r }) => r));
if (process.env.VERBOSE)
  for (const r of rows) {
    console.log(`${r.build} ${r.route}:`);
    for (const [f, size] of r.detail.sort((a, b) => b[1] - a[1]))
      console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${f}`);
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
