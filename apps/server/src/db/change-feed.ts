import pg from 'pg';
import type { Db } from './database';

/**
 * What the database says changed, for the caches that keep what they read (modules/auth/session-cache.ts).
 *
 * Triggers send `NOTIFY pm_changed '<topic>'` (migration 0017). PostgreSQL delivers a notification when
 * its transaction commits, to every session listening on the channel:
 *
 * - every connection of our pool listens, so a change made through our pool is seen before the statement
 *   (or the commit of its transaction) answers: PostgreSQL sends a session its own notifications before it
 *   says it is ready for the next query. The caller's next step already sees the change;
 * - one connection of its own listens for the changes other processes make (they arrive a moment after
 *   their commit, as if the cached read had happened just before it). While it is not listening (not yet
 *   connected, or its connection was lost) the feed is not live and a cache must keep nothing.
 *
 * Every listening session receives every notification, so one change reaches each connection of the pool
 * and the feed's own: each is counted once, by one of them. A notification carries the backend process id
 * of the session that sent it: a pool connection counts only its own (the changes made through it, before
 * its statement answers), the feed's connection only those of sessions that are not our pool's (other
 * processes, other pools). One change moves the version once.
 */
export const CHANGE_CHANNEL = 'pm_changed';

/** The application_name of the feed's own connection (in pg_stat_activity). */
export const FEED_APPLICATION = 'pm-change-feed';

export interface ChangeFeed {
  /** False while a change could go unseen: then nothing read may be kept. */
  readonly live: boolean;
  /**
   * Moves whenever a change of the topic was seen, and whenever the feed was deaf for a while. A value
   * read before a read of the database and still the same after it means: nothing the topic covers
   * changed in between, so the value read may be kept until the version moves.
   */
  version(): number;
  /** Stops watching; the feed's own connection closes when no one watches any more. */
  close(): void;
}

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;

/** The pool's side: one per pool, made by createDb. */
class Hub {
  private readonly versions = new Map<string, number>();
  /** The backend process ids of the pool's connections: their changes are counted by themselves. */
  private readonly poolPids = new Set<number>();
  /** Moves every topic at once: the feed was deaf, so anything may have changed. */
  private deafness = 0;
  private watchers = 0;
  private listener: pg.Client | null = null;
  private listening = false;
  private retryMs = RETRY_FIRST_MS;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(readonly connectionString: string) {}

  /** Every connection of the pool listens: our own changes are seen before they answer. */
  attach(client: pg.PoolClient): void {
    const pid = backendPid(client);
    if (pid !== null) {
      this.poolPids.add(pid);
      client.on('end', () => this.poolPids.delete(pid));
    }
    client.on('notification', (n) => {
      // Without a known backend (not expected from pg) it counts them all: more drops, none missed.
      if (pid === null || n.processId === pid) this.notified(n);
    });
    client.query(`LISTEN ${CHANGE_CHANNEL}`).catch(() => this.deaf());
  }

  version(topic: string): number {
    return (this.versions.get(topic) ?? 0) + this.deafness;
  }

  watch(topic: string): ChangeFeed {
    this.watchers++;
    if (this.watchers === 1) this.connect();
    let open = true;
    const isLive = () => open && this.listening;
    return {
      get live() {
        return isLive();
      },
      version: () => this.version(topic),
      close: () => {
        if (!open) return;
        open = false;
        if (--this.watchers === 0) this.stop();
      },
    };
  }

  private notified(n: pg.Notification): void {
    if (n.channel !== CHANGE_CHANNEL) return;
    const topic = n.payload ?? '';
    this.versions.set(topic, (this.versions.get(topic) ?? 0) + 1);
  }

  private deaf(): void {
    this.deafness++;
  }

  private connect(): void {
    this.retryTimer = null;
    if (this.watchers === 0 || this.listener) return;
    const client = new pg.Client({
      connectionString: this.connectionString,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      application_name: FEED_APPLICATION,
    });
    this.listener = client;
    const lost = () => {
      if (this.listener !== client) return;
      this.listener = null;
      this.listening = false;
      this.deaf();
      client.end().catch(() => undefined);
      if (this.watchers > 0 && !this.retryTimer) {
        this.retryTimer = setTimeout(() => this.connect(), this.retryMs);
        this.retryTimer.unref();
        this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
      }
    };
    client.on('notification', (n) => {
      // The pool's own changes were counted by the connection that made them.
      if (!this.poolPids.has(n.processId)) this.notified(n);
    });
    client.on('error', lost);
    client.on('end', lost);
    client
      .connect()
      .then(() => client.query(`LISTEN ${CHANGE_CHANNEL}`))
      .then(() => {
        if (this.listener !== client) return;
        // Whatever changed before now was not heard: nothing kept from before may be trusted.
        this.deaf();
        this.listening = true;
        this.retryMs = RETRY_FIRST_MS;
      })
      .catch(lost);
  }

  private stop(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const client = this.listener;
    this.listener = null;
    this.listening = false;
    this.deaf();
    client?.end().catch(() => undefined);
  }
}

/** The backend process id of a connected client (pg reads it from BackendKeyData at connect). */
function backendPid(client: pg.PoolClient): number | null {
  const pid = (client as unknown as { processID?: unknown }).processID;
  return typeof pid === 'number' ? pid : null;
}

const hubs = new WeakMap<Db, Hub>();

/** Called by createDb: the pool's connections listen from their first statement on. */
export function attachChangeFeed(db: Db, pool: pg.Pool, connectionString: string): void {
  const h = new Hub(connectionString);
  hubs.set(db, h);
  pool.on('connect', (client) => h.attach(client));
}

/**
 * The changes of a topic, as seen by this database's pool. A database not made by createDb has no feed:
 * the answer is never live.
 */
export function watchChanges(db: Db, topic: string): ChangeFeed {
  const h = hubs.get(db);
  if (!h) return { live: false, version: () => 0, close: () => undefined };
  return h.watch(topic);
}

/**
 * The connection string of a database made by createDb (null otherwise): for a module that listens on a
 * channel of its own with payloads (modules/bidding/bidding-feed.ts).
 */
export function connectionStringOf(db: Db): string | null {
  return hubs.get(db)?.connectionString ?? null;
}
