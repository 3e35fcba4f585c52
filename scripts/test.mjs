// `npm test`: the whole suite — unit (contract, tooling, web), API (server on a real PostgreSQL) and
// end-to-end (a real server and Chromium).
//
// Vitest runs one file at a time on a 2-core machine (its default is one worker fewer than the cores), and
// the end-to-end specs must run one at a time anyway (they share one database and the demo accounts). So
// the suite runs as two lanes side by side, each one file at a time: the end-to-end specs in one, everything
// else in the other. Each lane's output is prefixed with its name; the closing line adds both lanes up.
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

const lanes = [
  { name: 'e2e', projects: ['e2e'] },
  { name: 'unit', projects: ['contract', 'tooling', 'server', 'web'] },
];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-test-'));
const width = Math.max(...lanes.map((l) => l.name.length));

function runLane(lane) {
  const summaryFile = path.join(dir, `${lane.name}.json`);
  const child = spawn(process.execPath, [vitest, 'run', ...lane.projects.flatMap((p) => ['--project', p])], {
    cwd: root,
    env: { ...process.env, PM_SUMMARY_FILE: summaryFile },
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
        // The lane ended before its reporter wrote (a crash): it counts as failed below.
      }
      resolve({ lane, ok: code === 0, code: code ?? signal, summary });
    });
  });
}

const started = Date.now();
const results = await Promise.all(lanes.map(runLane));
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
