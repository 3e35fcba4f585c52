import type { ChangeFeed } from '../../db/change-feed';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from './auth.service';

/** The topic the triggers of migration 0017 send for sessions, users' status and roles. */
export const AUTH_TOPIC = 'auth';

/** A live session as the lookup found it. */
export interface FoundSession {
  auth: AuthContext;
  expiresAt: Date;
}

interface Reading {
  version: number;
  startedAt: number;
  found: Promise<FoundSession | null>;
}

interface Entry {
  auth: AuthContext;
  expiresAt: number;
  storedAt: number;
  version: number;
}

/**
 * Live sessions kept in memory, so that a request does not look its session up in the database every
 * time (on the cart's append that lookup was half of the statements). Kept by the token (memory only).
 *
 * What the lookup reads (the session, its user's status, the user's roles) is watched by triggers that
 * notify the change feed (db/change-feed.ts). A session is kept only when the feed's version did not move
 * while it was read, and served only while the version is the one it was kept with: a logout, a password
 * change, a deactivation or a change of roles, made by this process or another, ends the kept sessions at
 * their commit (for another process, the moment the notification takes to arrive). Its own expiry is
 * checked on every use by the server's clock, and nothing is kept longer than `maxAgeMs`.
 *
 * Unknown, revoked and expired tokens are not kept: they are looked up each time. Lookups of one token
 * that arrive together share one read.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly reading = new Map<string, Reading>();

  constructor(
    private readonly feed: ChangeFeed,
    private readonly clock: Clock,
    private readonly opts: { maxAgeMs: number; maxEntries: number },
  ) {}

  /** The caller of a token (`key`), kept or read with `read`. */
  async get(key: string, read: () => Promise<FoundSession | null>): Promise<AuthContext | null> {
    if (!this.keeping) return (await read())?.auth ?? null;
    const version = this.feed.version();
    const now = this.clock.now().getTime();
    const kept = this.entries.get(key);
    if (kept) {
      const age = now - kept.storedAt;
      if (kept.version === version && now < kept.expiresAt && age >= 0 && age <= this.opts.maxAgeMs) {
        return kept.auth;
      }
      this.entries.delete(key);
    }
    let pending = this.reading.get(key);
    if (!pending || pending.version !== version) {
      pending = { version, startedAt: now, found: read() };
      const mine = pending;
      this.reading.set(key, mine);
      void mine.found.then(
        (found) => this.settle(key, mine, found),
        () => this.settle(key, mine, null),
      );
    }
    return (await pending.found)?.auth ?? null;
  }

  /** True while sessions are kept (the feed listens and keeping is on). */
  get keeping(): boolean {
    return this.opts.maxAgeMs > 0 && this.feed.live;
  }

  /** Entries kept (for tests and figures). */
  get size(): number {
    return this.entries.size;
  }

  private settle(key: string, pending: Reading, found: FoundSession | null): void {
    if (this.reading.get(key) === pending) this.reading.delete(key);
    // Something the read depends on changed while it ran (or the feed went deaf): not kept.
    if (!found || !this.feed.live || this.feed.version() !== pending.version) return;
    if (this.entries.size >= this.opts.maxEntries) {
      // The oldest kept goes first (a Map iterates in insertion order).
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, {
      auth: found.auth,
      expiresAt: found.expiresAt.getTime(),
      // Its age counts from before the read.
      storedAt: pending.startedAt,
      version: pending.version,
    });
  }
}
