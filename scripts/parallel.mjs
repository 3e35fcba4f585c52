// Runs npm scripts side by side, as many at a time as the machine has cores (`npm run check` on a 2-core
// machine takes half the time it took one after another). Each line of output is prefixed with its script's
// name; the exit code is non-zero when any script failed, and the failed ones are named at the end.
// Usage: node scripts/parallel.mjs <script> [<script>…]   (longest first: they start in the order given)
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

const root = path.resolve(import.meta.dirname, '..');
const scripts = process.argv.slice(2);
const slots = Math.max(1, os.availableParallelism());
const width = Math.max(...scripts.map((s) => s.length));
const failed = [];

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tag = `[${script.padEnd(width)}] `;
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      readline.createInterface({ input: stream }).on('line', (line) => out.write(tag + line + '\n'));
    }
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${tag}${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds} s\n`);
      if (code !== 0) failed.push(script);
      resolve();
    });
  });
}

const queue = [...scripts];
await Promise.all(
  Array.from({ length: Math.min(slots, queue.length) }, async () => {
    for (let s = queue.shift(); s !== undefined; s = queue.shift()) await run(s);
  }),
);
if (failed.length > 0) {
  process.stderr.write(`failed: ${failed.join(', ')}\n`);
  process.exit(1);
}
