/**
 * Counts of the hot searches (search_keyword_stats), gathered in memory and written by one statement
 * now and then, instead of an upsert of the keyword's row by every search: concurrent searches for one
 * hot word no longer queue on that row, and a search no longer waits for any statistics write.
 *
 * A process writes its counts every FLUSH_MS and before it reads the hot lists itself (so what it
 * counted is in what it answers); another process's counts arrive within FLUSH_MS. A crash loses the
 * counts of the last moment, as `synchronous_commit = off` did before: statistics, not business data.
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

  /** Writes the counts gathered so far (one statement); waits for a write in progress first. */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    this.flushing = (async () => {
      try {
        // Keyword order: two processes writing the same words lock their rows in the same order.
        const rows = [...batch].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        await this.repo.addSearchCounts(
          this.db,
          rows.map(([keyword, p]) => ({ keyword, count: p.n, at: p.last })),
        );
      } catch (err) {
        // Kept for the next write.
        for (const [k, p] of batch) {
          const q = this.pending.get(k);
          if (q) {
            q.n += p.n;
            if (p.last > q.last) q.last = p.last;
          } else this.pending.set(k, p);
        }
        throw err;
      } finally {
        this.flushing = null;
      }
    })();
    await this.flushing;
  }
}
