// `npm test`: the whole suite — unit (contract, tooling, web), API (server on a real PostgreSQL) and
// end-to-end (a real server and Chromium).
//
// Vitest runs one file at a time on a 2-core machine (its default is one worker fewer than the cores), and
// the end-to-end specs must run one at a time anyway (they share one database and the demo accounts). So
// the suite runs in lanes side by side, each one file at a time: the server's API tests; the rest of the unit
// tests (contract, tooling, web), then, with PM_CHECK=1 (CI), `npm run check` in the same lane; and, once the
// web app is built (here, once, for both), the end-to-end specs in two lanes with a database of their own
// each: the bidding journeys (live events that run on the real clock for minutes and mostly wait) followed by
// the route walk (the longest of the others, which fills the bidding lane's waits), and all the others. Each
// lane spends part of its time waiting (on Chromium, on PostgreSQL, on the clock), which the others fill.
// Each lane's output is prefixed with its name; the closing line adds the lanes up.
//
// Extra arguments go to one plain vitest run instead (e.g. `npm test -- --project server`).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

const root = path.resolve(import.meta.dirname, '..');
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const args = process.argv.slice(2);

if (args.length > 0) {
  const r = spawnSync(process.execPath, [vitest, 'run', ...args], { cwd: root, stdio: 'inherit' });
  process.exit(r.status ?? 1);
}

/**
 * The end-to-end specs run one file at a time per lane (they share the lane's server and database), so
 * they are spread over three lanes of about equal length (the figures of the last CI run): the bidding
 * journeys mostly wait on the server's clock, and the first lane takes every spec not listed here.
 */
const E2E_LANES = [
  {
    name: 'e2e-2',
    slot: 'bidding',
    specs: [
      'bidding.spec.ts',
      'plans.spec.ts',
      'approval.spec.ts',
      'order-refs.spec.ts',
      'open-platform.spec.ts',
    ],
  },
  {
    name: 'e2e-3',
    slot: 'walk',
    specs: [
      'route-walk.spec.ts',
      'roles.spec.ts',
      'app-market-journey.spec.ts',
      'refund.spec.ts',
      'checkout.spec.ts',
      'help-centre.spec.ts',
      'dashboard.spec.ts',
    ],
  },
];
const slot = process.env.PM_TEST_SLOT;
const lanes = [
  { name: 'server', args: ['--project', 'server'] },
  {
    name: 'unit',
    args: [
      '--project',
      'contract',
      '--project',
      'tooling',
      '--project',
      'bench',
      '--project',
      'web',
      '--project',
      'web-isolated',
    ],
    then: process.env.PM_CHECK === '1' ? { name: 'check', command: ['npm', 'run', 'check'] } : null,
  },
  {
    name: 'e2e',
    args: ['--project', 'e2e', ...E2E_LANES.flatMap((l) => l.specs.flatMap((f) => ['--exclude', `**/${f}`]))],
    built: true,
  },
  ...E2E_LANES.map((l) => ({
    name: l.name,
    args: ['--project', 'e2e', ...l.specs],
    built: true,
    env: { PM_TEST_SLOT: slot ? `${slot}-${l.slot}` : l.slot },
  })),
];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-test-'));
const width = Math.max(...lanes.map((l) => l.name.length), 'check'.length);

/** The web app's two production builds the end-to-end specs serve (as e2e/support/global-setup.ts makes them). */
function buildWeb() {
  const build = (script) =>
    new Promise((resolve) => {
      const child = spawn('npm', ['run', script, '-w', '@pm/web'], {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (b) => (out += b));
      child.stderr.on('data', (b) => (out += b));
      child.on('close', (code) => resolve(code === 0 ? null : `npm run ${script} failed:\n${out}`));
    });
  return build('build').then((failed) => failed ?? build('build:market'));
}

function runLane(lane, built) {
  const summaryFile = path.join(dir, `${lane.name}.json`);
  if (lane.built && built !== null) {
    process.stderr.write(`[${lane.name.padEnd(width)}] ${built}\n`);
    return Promise.resolve({ lane, ok: false, code: 'build', summary: null });
  }
  const [command, ...commandArgs] = lane.command ?? [process.execPath, vitest, 'run', ...lane.args];
  const child = spawn(command, commandArgs, {
    cwd: root,
    env: {
      ...process.env,
      ...lane.env,
      ...(lane.built ? { E2E_SKIP_BUILD: '1' } : {}),
      PM_SUMMARY_FILE: summaryFile,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tag = `[${lane.name.padEnd(width)}] `;
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    readline.createInterface({ input: stream }).on('line', (line) => out.write(tag + line + '\n'));
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      let summary = null;
      try {
        summary = JSON.parse(fs.readFileSync(summaryFile, 'utf8'));
      } catch {
        // A command (no reporter) counts as one passed or failed test; a lane that ended before its
        // reporter wrote (a crash) counts as failed below.
        if (lane.command) summary = { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 };
      }
      resolve({ lane, ok: code === 0, code: code ?? signal, summary });
    });
  });
}

const started = Date.now();
const building = process.env.E2E_SKIP_BUILD ? Promise.resolve(null) : buildWeb();
/** A lane, then the lane that follows it in the same slot (the check after the unit tests). */
async function runChain(lane) {
  const first = await (lane.built ? building.then((built) => runLane(lane, built)) : runLane(lane, null));
  return lane.then ? [first, await runLane(lane.then, null)] : [first];
}
const results = (await Promise.all(lanes.map(runChain))).flat();
fs.rmSync(dir, { recursive: true, force: true });

const total = { passed: 0, failed: 0, skipped: 0 };
for (const r of results) {
  const s = r.summary ?? { passed: 0, failed: 1, skipped: 0 };
  total.passed += s.passed;
  total.failed += s.failed;
  total.skipped += s.skipped;
  const state = r.ok ? 'ok' : `failed (exit ${r.code})`;
  process.stdout.write(
    `lane ${r.lane.name}: ${state}, ${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped\n`,
  );
}
process.stdout.write(`suite took ${Math.round((Date.now() - started) / 1000)} s\n`);
process.stdout.write(`\nvitest: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped\n`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
