import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

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

export interface RunningServer {
  url: string;
  process: ChildProcess;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the real server (apps/server/src/main.ts) as a child process and waits until it answers. The budget
 * guards against a server that never comes up; a first start seeds the demo data, which on a loaded 2-core
 * machine (the suite's lanes and other work beside them) was seen to take over two minutes.
 */
export async function startServer(env: Record<string, string>, timeoutMs = 600_000): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOGIN_ADDRESS_ATTEMPTS: '10000',
      LOGIN_ACCOUNT_FAILURES: '1000',
      REGISTER_ADDRESS_ATTEMPTS: '10000',
      // the open platform's specs receive webhooks on this machine (SSRF guard off, as in the API tests)
      WEBHOOK_ALLOW_PRIVATE: '1',
      // scrypt's test factor (lib/password.ts: only under NODE_ENV=test, which vitest sets): the demo
      // accounts are seeded with it, so the specs' many sign-ins cost about 3 ms of CPU each, not 40
      PASSWORD_SCRYPT_N: '1024',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${out}`);
    try {
      const res = await fetch(`${url}/pm-api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within ${timeoutMs} ms:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    process: child,
    output: () => out,
    stop(signal: NodeJS.Signals = 'SIGTERM') {
      return new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill(signal);
      });
    },
  };
}
