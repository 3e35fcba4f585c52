/**
 * Counts of the hot searches (search_keyword_stats), gathered in memory and written by one statement
 * now and then, instead of an upsert of the keyword's row by every search: concurrent searches for one
 * hot word no longer queue on that row, and a search no longer waits for any statistics write.
 * Signed-in users' search history (user_search_history) likewise: a search runs no statement for it.
 *
 * A process writes what it gathered every FLUSH_MS and before it reads the hot lists or a history
 * itself (so what it counted is in what it answers); another process's arrive within FLUSH_MS. A crash
 * loses those of the last moment, as `synchronous_commit = off` did before. Clearing a history first
 * forgets what this process gathered for that user.
 */
import type { Db } from '../../db/database';
import type { CatalogRepo } from './catalog.repo';

export const FLUSH_MS = 1000;

interface Pending {
  n: number;
  last: Date;
}

export class SearchStats {
  private pending = new Map<string, Pending>();
  /** Searches of signed-in users not written yet: user → keyword → when (the latest). */
  private history = new Map<string, Map<string, Date>>();
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly repo: CatalogRepo,
  ) {}

  /** One search of `keyword` that found goods, at `at`. */
  count(keyword: string, at: Date): void {
    const p = this.pending.get(keyword);
    if (p) {
      p.n++;
      if (at > p.last) p.last = at;
    } else this.pending.set(keyword, { n: 1, last: at });
  }

  /** A signed-in user's search of `keyword` at `at`: first in their history from now on. */
  recordHistory(userId: string, keyword: string, at: Date): void {
    let mine = this.history.get(userId);
    if (!mine) this.history.set(userId, (mine = new Map()));
    mine.delete(keyword);
    mine.set(keyword, at);
  }

  /** Forgets what was gathered for a user's history (it is being cleared); a write in progress ends first. */
  async forgetHistory(userId: string): Promise<void> {
    this.history.delete(userId);
    while (this.flushing) await this.flushing;
    this.history.delete(userId);
  }

  /** Writes what was gathered so far (a statement each); waits for a write in progress first. */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.pending.size === 0 && this.history.size === 0) return;
    const batch = this.pending;
    const history = this.history;
    this.pending = new Map();
    this.history = new Map();
    this.flushing = (async () => {
      try {
        if (batch.size > 0) {
          // Keyword order: two processes writing the same words lock their rows in the same order.
          const rows = [...batch].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
          await this.repo.addSearchCounts(
            this.db,
            rows.map(([keyword, p]) => ({ keyword, count: p.n, at: p.last })),
          );
          batch.clear();
        }
        if (history.size > 0) {
          const rows = [...history].flatMap(([userId, mine]) =>
            [...mine].map(([keyword, at]) => ({ userId, keyword, at })),
          );
          await this.repo.addHistory(this.db, rows);
        }
      } catch (err) {
        // Kept for the next write; what was gathered meanwhile is newer.
        for (const [k, p] of batch) {
          const q = this.pending.get(k);
          if (q) {
            q.n += p.n;
            if (p.last > q.last) q.last = p.last;
          } else this.pending.set(k, p);
        }
        for (const [userId, mine] of history) {
          const now = this.history.get(userId);
          if (!now) this.history.set(userId, mine);
          else this.history.set(userId, new Map([...mine, ...now]));
        }
        throw err;
      } finally {
        this.flushing = null;
      }
    })();
    await this.flushing;
  }
}
