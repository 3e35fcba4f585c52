// Lighthouse (performance only) on the mall's main pages: /shop, /shop/list?k=螺丝 and a goods detail page
// with the desktop preset; /m-shop/index, /m-shop/item/list?k=螺丝, a mobile goods detail, /app-market/index and
// /app-market/goods-list
// with the mobile preset. Each page runs
// RUNS times (default 3) and the median of each figure is printed beside its target.
// Usage: npm run bench:lighthouse [-- --url http://127.0.0.1:8080] [--runs 3] [--detail-id 1] [--save dir]
//   [--trace] [--only mobile|desktop|<part of a page path>] [--dist <a built web folder to serve>]
//   Without --url it builds the full web app into a scratch folder (NO_BUILD=1: uses apps/web/dist as it
//   is), starts the server on a free port with a scratch data folder under the temp dir (embedded
//   PostgreSQL, demo data) and stops it at the end. CHROMIUM_PATH overrides /usr/bin/chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { startServer } from '../e2e/support/server';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '3' },
    'detail-id': { type: 'string' },
    save: { type: 'string' },
    trace: { type: 'boolean', default: false },
    only: { type: 'string' },
    dist: { type: 'string' },
  },
});
const RUNS = Math.max(1, Number(args.runs) || 3);

/**
 * Targets: desktop LCP ≤ 1.2 s and score ≥ 0.95; phone pages (mobile preset: slow 4G, CPU ×4) LCP ≤ 1.8 s,
 * CLS ≤ 0.05 and TBT ≤ 150 ms.
 */
const TARGET = {
  desktop: { lcp: 1200, score: 0.95, cls: null, tbt: null },
  mobile: { lcp: 1800, score: null, cls: 0.05, tbt: 150 },
};

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-lighthouse-'));
// Run as root, embedded PostgreSQL runs as the postgres user, which must reach data/pg inside it.
fs.chmodSync(scratch, 0o755);
/** @type {import('../e2e/support/server').RunningServer | undefined} */
let server;

async function startMall() {
  let webDist = path.resolve(args.dist ?? path.join(root, 'apps/web/dist'));
  if ((args.dist || process.env.NO_BUILD) && fs.existsSync(path.join(webDist, 'index.html'))) {
    console.log(`using the build in ${webDist}`);
  } else {
    // A scratch output folder: the build other work (tests, e2e) uses in apps/web/dist stays as it is.
    webDist = path.join(scratch, 'web');
    console.log(`building the web app (production) into ${webDist} …`);
    const r = spawnSync('npm', ['run', 'build', '-w', '@pm/web', '--', '--outDir', webDist], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (r.status !== 0) throw new Error('web build failed');
  }
  console.log('starting the server (embedded PostgreSQL, demo data) …');
  server = await startServer({ DATA_DIR: path.join(scratch, 'data'), WEB_DIST: webDist }, 900_000);
  return server.url;
}

/** A goods id that exists (the first hit for 螺丝), else 1. */
async function someGoodsId(base) {
  try {
    const res = await fetch(`${base}/pm-api/mall/goods/mall-goods/page`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ keyword: '螺丝', page: 1, limit: 1 }),
    });
    const body = /** @type {{ data?: Record<string, unknown> }} */ (await res.json());
    const data = body?.data ?? {};
    const first = [data.list, data.records, data.items, data.rows].find(Array.isArray)?.[0];
    if (first?.id !== undefined) return String(first.id);
  } catch {
    // no catalog yet
  }
  return '1';
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** The figures of one Lighthouse result. */
function figures(lhr) {
  const a = lhr.audits;
  const summary = a['resource-summary']?.details?.items ?? [];
  const bytesOf = (type) => summary.find((i) => i.resourceType === type)?.transferSize ?? 0;
  return {
    score: lhr.categories.performance.score ?? 0,
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue ?? NaN,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    bytes: a['total-byte-weight'].numericValue,
    js: bytesOf('script'),
    requests: summary.find((i) => i.resourceType === 'total')?.requestCount ?? 0,
    // What decides whether two machines' figures compare: Lighthouse's CPU benchmark of this machine
    // (simulated throttling scales from it) and where the main thread spent its time.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    ...mainThread(a['mainthread-work-breakdown']),
    longTasks: longTasks(a['long-tasks']),
    bootup: bootup(a['bootup-time']),
  };
}

/** A resource's address without the origin ('/assets/boot-….js'; '/' the document, its inline script). */
const shortUrl = (url) => {
  try {
    const u = new URL(url);
    return `${u.pathname}${u.search}${u.hash}`;
  } catch {
    return url; // 'Unattributable': style, layout and paint the browser does not tie to one script
  }
};

/**
 * The longest main-thread tasks (Lighthouse's long-tasks audit: ≥ 50 ms; simulated, so ×4 on phones),
 * each as `duration ms url`, longest first; what TBT adds up (the part of each beyond 50 ms).
 */
function longTasks(audit, n = 4) {
  return (audit?.details?.items ?? [])
    .slice()
    .sort((x, y) => (y.duration ?? 0) - (x.duration ?? 0))
    .slice(0, n)
    .map((t) => ({ url: shortUrl(t.url ?? ''), ms: t.duration ?? 0, start: t.startTime ?? 0 }));
}

/** Main-thread time per script (Lighthouse's bootup-time audit: total, of which evaluation), the top ones. */
function bootup(audit, n = 4) {
  return (audit?.details?.items ?? [])
    .slice()
    .sort((x, y) => (y.total ?? 0) - (x.total ?? 0))
    .slice(0, n)
    .map((b) => ({ url: shortUrl(b.url ?? ''), total: b.total ?? 0, script: b.scripting ?? 0 }));
}

/** The main thread's time per group (script, style and layout, rendering, parsing, other), in ms. */
function mainThread(audit) {
  const groups = { script: 0, style: 0, paint: 0, parse: 0, other: 0, gc: 0 };
  const key = {
    scriptEvaluation: 'script',
    scriptParseCompile: 'script',
    styleLayout: 'style',
    paintCompositeRender: 'paint',
    parseHTML: 'parse',
    garbageCollection: 'gc',
    other: 'other',
  };
  for (const item of audit?.details?.items ?? []) {
    const k = key[item.group] ?? 'other';
    groups[k] += item.duration ?? 0;
  }
  return Object.fromEntries(Object.entries(groups).map(([k, v]) => [`mt_${k}`, v]));
}

/**
 * What a main-thread task did, by the trace events inside it (CPU ms of each kind, nested events of one kind
 * counted once): `commit` the navigation's commit (Chromium creates the page's JavaScript contexts there,
 * `context`: the page's and, with DevTools attached, the tool's own), `parse` HTML parsing (with the inline
 * script it runs), `script`, `style` (style recalculation and layout), `paint` (paint, layerize, commit to
 * the compositor), `gc`. Lighthouse names a task only by the script it attributes it to; the commit, style,
 * layout and paint tasks are its "Unattributable".
 */
const TASK_KINDS = {
  'DocumentLoader::CommitNavigation': 'commit',
  'LocalWindowProxy::Initialize': 'context',
  ParseHTML: 'parse',
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
  RunMicrotasks: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  UpdateLayoutTree: 'style',
  Layout: 'style',
  Paint: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  MinorGC: 'gc',
  MajorGC: 'gc',
};

/** A task's kinds as `kind ms` (the largest first, at most two; `context` with the commit it is part of). */
function taskKinds(children) {
  const sums = {};
  const until = {};
  for (const e of children) {
    const kind = TASK_KINDS[e.name];
    if (!kind || e.ts < (until[kind] ?? -1)) continue;
    until[kind] = e.ts + e.dur;
    sums[kind] = (sums[kind] ?? 0) + (e.tdur ?? e.dur) / 1000;
  }
  const { context, ...rest } = sums;
  return Object.entries(rest)
    .filter(([, v]) => v >= 0.5)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 2)
    .map(
      ([k, v]) =>
        `${k} ${v.toFixed(1)}${k === 'commit' && context ? ` (JS contexts ${context.toFixed(1)})` : ''}`,
    )
    .join(', ');
}

/**
 * The page's main-thread tasks as they ran on this machine (the run's trace, not simulated): each task
 * after the first contentful paint with its CPU time (the trace's thread time) and its wall time. Other
 * processes' load lengthens wall time far more than CPU time, so the CPU figures compare between a busy and a
 * quiet machine better than Lighthouse's TBT; `blocking` is what TBT would add up from them at the mobile
 * preset's ×4 (Σ max(0, 4 × cpu − 50 ms)), `over` how many tasks count there (cpu > 12.5 ms). `longest`:
 * the longest tasks from the navigation on, before the first contentful paint too (Lighthouse's simulated
 * FCP can come before the observed one, and its TBT then counts them), each with what it did (taskKinds).
 * @param {{ traceEvents?: any[] } | undefined} trace
 */
function observedTasks(trace, n = 4) {
  const ev = trace?.traceEvents ?? [];
  const fcp = ev.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return { blocking: NaN, over: NaN, cpu: NaN, cpuBeforeFcp: NaN, longest: [] };
  const onMain = (e) => e.pid === fcp.pid && e.tid === fcp.tid;
  const nav = ev
    .filter(
      (e) => e.name === 'navigationStart' && onMain(e) && /^http/.test(e.args?.data?.documentLoaderURL ?? ''),
    )
    .sort((a, b) => a.ts - b.ts)[0];
  const t0 = nav?.ts ?? fcp.ts;
  const isTask = (e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask';
  const events = ev.filter((e) => onMain(e) && e.ph === 'X').sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // top-level tasks only (a task inside another is part of it), each with the events inside it
  const top = [];
  let end = -1;
  for (const e of events) {
    if (e.ts < end) {
      if (!isTask(e)) top[top.length - 1].children.push(e);
      continue;
    }
    if (!isTask(e)) continue;
    top.push({ task: e, children: [] });
    end = e.ts + e.dur;
  }
  const all = top
    .filter(({ task }) => task.ts >= t0)
    .map(({ task, children }) => ({
      cpu: (task.tdur ?? task.dur) / 1000,
      wall: task.dur / 1000,
      start: (task.ts - t0) / 1000,
      beforeFcp: task.ts < fcp.ts,
      children,
    }));
  const after = all.filter((t) => !t.beforeFcp);
  const counted = after.filter((t) => t.cpu > 12.5);
  return {
    blocking: counted.reduce((sum, t) => sum + 4 * t.cpu - 50, 0),
    over: counted.length,
    cpu: after.reduce((sum, t) => sum + t.cpu, 0),
    cpuBeforeFcp: all.filter((t) => t.beforeFcp).reduce((sum, t) => sum + t.cpu, 0),
    longest: all
      .sort((a, b) => b.cpu - a.cpu)
      .slice(0, n)
      .map(({ children, ...t }) => ({ ...t, kinds: taskKinds(children) })),
  };
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

/** One Lighthouse run in a fresh Chromium (no cache, no state); a run Lighthouse spoils is run again. */
async function audit(url, preset) {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    });
    try {
      /** @type {import('lighthouse').Flags} */
      const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
      const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
      const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: '' };
      if (!error) return result;
      if (attempt >= 3) throw new Error(`${url}: ${error.code} ${error.message}`);
      process.stdout.write(`(${error.code}, again)`);
    } finally {
      await chrome.kill();
    }
  }
}

const loadBefore = os.loadavg();
const base = (args.url ?? (await startMall())).replace(/\/$/, '');
/** Load average (1 min) when Lighthouse starts, before the build and server start took their share. */
const loadAtStart = os.loadavg();
/** Chromium's version and what Lighthouse says about the runs (e.g. a slow machine), once each. */
let hostAgent = '';
const warnings = new Set();
try {
  const detailId = args['detail-id'] ?? (await someGoodsId(base));
  const allPages = [
    ['desktop', '/shop'],
    ['desktop', `/shop/list?k=${encodeURIComponent('螺丝')}`],
    ['desktop', `/shop/detail/${detailId}`],
    ['mobile', '/m-shop/index'],
    ['mobile', `/m-shop/item/list?k=${encodeURIComponent('螺丝')}`],
    ['mobile', `/m-shop/item/detail/${detailId}`],
    ['mobile', '/app-market/index'],
    ['mobile', '/app-market/goods-list'],
  ];
  // a page's path exactly ('/shop'), else a preset or part of a path
  const exact = allPages.filter(([, route]) => decodeURIComponent(route) === args.only);
  const pages = exact.length
    ? exact
    : allPages.filter(([preset, route]) => !args.only || preset === args.only || route.includes(args.only));
  const rows = [];
  /** @type {{ page: string, tbt: number, longTasks: { url: string, ms: number, start: number }[], bootup: { url: string, total: number, script: number }[], observed?: ReturnType<typeof observedTasks> }[]} */
  const details = [];
  for (const [preset, route] of pages) {
    const url = `${base}/#${route}`;
    const runs = [];
    const pageLoad = [os.loadavg()[0]];
    for (let i = 0; i < RUNS; i++) {
      const result = await audit(url, preset);
      const lhr = result.lhr;
      runs.push({ ...figures(lhr), observed: observedTasks(result.artifacts?.Trace) });
      hostAgent ||= lhr.environment?.hostUserAgent ?? '';
      for (const w of lhr.runWarnings ?? []) warnings.add(String(w));
      if (args.save) {
        fs.mkdirSync(args.save, { recursive: true });
        const name = `${preset}-${route.replace(/[^a-z0-9]+/gi, '_')}-${i + 1}`;
        fs.writeFileSync(path.join(args.save, `${name}.json`), JSON.stringify(lhr));
        // the trace opens in Chromium's DevTools (Performance panel): observed, not simulated
        const trace = result.artifacts?.Trace;
        if (args.trace && trace)
          fs.writeFileSync(path.join(args.save, `${name}.trace.json`), JSON.stringify(trace));
      }
      process.stdout.write('.');
    }
    pageLoad.push(os.loadavg()[0]);
    // The long tasks and scripts of the run whose TBT is the median (lists have no median of their own).
    const middle = [...runs].sort((x, y) => x.tbt - y.tbt)[Math.floor((runs.length - 1) / 2)];
    const m = (k) => median(runs.map((r) => r[k]));
    const target = TARGET[preset];
    const lcp = m('lcp');
    const score = m('score');
    const ok =
      lcp <= target.lcp &&
      (target.score === null || score >= target.score) &&
      (target.cls === null || m('cls') <= target.cls) &&
      (target.tbt === null || m('tbt') <= target.tbt);
    rows.push({
      preset,
      page: decodeURIComponent(route),
      score: score.toFixed(2),
      'FCP s': (m('fcp') / 1000).toFixed(2),
      'LCP s': (lcp / 1000).toFixed(2),
      'TBT ms': Math.round(m('tbt')),
      CLS: m('cls').toFixed(3),
      'transfer KB': (m('bytes') / 1024).toFixed(1),
      'JS KB': (m('js') / 1024).toFixed(1),
      requests: m('requests'),
      'CPU index': Math.round(m('benchmarkIndex')),
      // the runs' own tasks, CPU time (see observedTasks): median ×4 blocking estimate / tasks over 12.5 ms
      'observed ×4 ms (tasks)': `${Math.round(median(runs.map((r) => r.observed.blocking)))} (${median(runs.map((r) => r.observed.over))})`,
      load: pageLoad.map((l) => l.toFixed(1)).join('→'),
      'main thread ms (script/style/paint/parse/gc/other)': [
        'script',
        'style',
        'paint',
        'parse',
        'gc',
        'other',
      ]
        .map((k) => Math.round(m(`mt_${k}`)))
        .join('/'),
      target: [
        `LCP ≤ ${target.lcp / 1000} s`,
        target.score === null ? '' : `score ≥ ${target.score}`,
        target.cls === null ? '' : `CLS ≤ ${target.cls}`,
        target.tbt === null ? '' : `TBT ≤ ${target.tbt} ms`,
      ]
        .filter(Boolean)
        .join(', '),
      ok: ok ? 'yes' : 'NO',
    });
    details.push({
      page: `${preset} ${decodeURIComponent(route)}`,
      tbt: Math.round(middle?.tbt ?? 0),
      longTasks: middle?.longTasks ?? [],
      observed: middle?.observed,
      bootup: middle?.bootup ?? [],
    });
  }
  process.stdout.write('\n');
  const loadAfter = os.loadavg();
  console.log(`Lighthouse ${RUNS} run(s) per page, medians; ${base}`);
  console.log(
    `machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), ${hostAgent || 'Chromium ?'}; ` +
      `load average (1 min) ${loadBefore[0].toFixed(2)} at the start, ${loadAtStart[0].toFixed(2)} when ` +
      `Lighthouse began, ${loadAfter[0].toFixed(2)} after; per page in 'load' (before its first run → after ` +
      "its last). 'CPU index' is Lighthouse's benchmark of the machine as the run found it (a fixed " +
      'JavaScript loop; Lighthouse reports it but does not adjust its throttling to it: a machine half ' +
      'as fast, or busy with other work, gives main-thread tasks twice as long). Figures of runs whose ' +
      'index differs by more than about 20 % do not compare. Main-thread times are simulated (×4 on phones).',
  );
  console.table(rows);
  // What makes TBT and the LCP's render delay: per page, in the run whose TBT is the median.
  console.log(
    '\nLongest main-thread tasks (ms, simulated) and main-thread time per script (total/evaluation ms):',
  );
  for (const d of details) {
    console.log(`${d.page} (TBT ${d.tbt} ms)`);
    console.log(
      `  long tasks: ${d.longTasks.map((t) => `${Math.round(t.ms)} ${t.url} @${Math.round(t.start)}`).join(', ') || 'none'}`,
    );
    if (d.observed)
      console.log(
        `  observed (this machine): CPU ${Math.round(d.observed.cpu)} ms after FCP, ${Math.round(d.observed.cpuBeforeFcp)} before; ` +
          `longest tasks cpu/wall ms @start [what they did, CPU ms] ` +
          `${d.observed.longest.map((t) => `${t.cpu.toFixed(1)}/${Math.round(t.wall)} @${Math.round(t.start)}${t.beforeFcp ? ' (before FCP)' : ''} [${t.kinds}]`).join(', ') || 'none'}`,
      );
    console.log(
      `  per script: ${d.bootup.map((b) => `${Math.round(b.total)}/${Math.round(b.script)} ${b.url}`).join(', ') || 'none'}`,
    );
  }
  for (const w of warnings) console.log(`Lighthouse: ${w}`);
  // Lighthouse's own threshold of an underpowered machine (its command line warns under it, the API does not)
  const slow = rows.filter((r) => r['CPU index'] < 1000).map((r) => r.page);
  if (slow.length > 0) {
    console.log(
      `CPU index under 1,000 (${slow.join(', ')}): the machine is too slow or too busy for Lighthouse's ` +
        'default throttling; these figures say more about the machine than about the pages.',
    );
  }
} finally {
  await server?.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
}
