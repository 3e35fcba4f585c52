// Process helpers of the API benches: a free port, a server started in its own node process (tsx),
// and a timestamped log line.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

export const log = (m: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${m}`);

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

/** Starts a node process (tsx) and waits for a line of its output. */
export function startProcess(
  script: string,
  env: NodeJS.ProcessEnv,
  ready: RegExp,
  opts: { preload?: string[]; ipc?: boolean; nodeFlags?: string[] } = {},
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const preload = (opts.preload ?? []).flatMap((p) => ['--import', p]);
    const args = [...(opts.nodeFlags ?? []), '--import', 'tsx', ...preload, script];
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: opts.ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${script} did not start:\n${out}`)), 180_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (ready.test(out)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => {
      out += c.toString();
      if (/error|warn/i.test(c.toString()))
        process.stderr.write(`[${path.basename(script)}] ${c.toString()}`);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (${code}):\n${out}`));
    });
  });
}

/**
 * The node flags the server runs with, as in `npm start` (package.json): young-generation semi-spaces of 32 MB
 * instead of 16, so that a server answering thousands of requests a second scavenges about half as often
 * (bench:bidding, one process: 165 collections taking 0.8 s of its 10 s before, 90 taking 0.5 s after).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];

/** A mall server started for a bench: its process and the address it listens at. */
export interface BenchServer {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>`. */
  base: string;
}

/**
 * Starts the real server (apps/server/src/main.ts, its own node process) on a free port of 127.0.0.1
 * over `databaseUrl`, without the web build, logging at `warn` unless `env` says otherwise; waits until
 * it says it is ready.
 */
export async function startBenchServer(
  databaseUrl: string,
  env: NodeJS.ProcessEnv = {},
  opts: { preload?: string[]; ipc?: boolean } = {},
): Promise<BenchServer> {
  const port = await freePort();
  const child = await startProcess(
    'apps/server/src/main.ts',
    {
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: 'none',
      LOG_LEVEL: 'warn',
      ...env,
    },
    /mall ready/,
    { ...opts, nodeFlags: SERVER_NODE_FLAGS },
  );
  return { child, base: `http://127.0.0.1:${port}` };
}
