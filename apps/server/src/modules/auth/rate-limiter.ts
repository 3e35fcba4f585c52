import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { RateLimitRepo } from './rate-limit.repo';

export interface WindowCount {
  count: number;
  /** Seconds until the current window ends. */
  resetInSeconds: number;
}

/**
 * Fixed-window counters kept in PostgreSQL, so every server process shares them (docs/deploy.md:
 * nothing that matters lives in memory). Time comes from the injected clock.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly repo: RateLimitRepo,
    private readonly clock: Clock,
  ) {}

  /** Counts one hit on `key` and returns the count in the current window. */
  async hit(key: string, windowSeconds: number): Promise<WindowCount> {
    const now = this.clock.now();
    const row = await this.repo.hit(this.db, key, now, new Date(now.getTime() - windowSeconds * 1000));
    return { count: row.count, resetInSeconds: this.resetIn(row.window_start, now, windowSeconds) };
  }

  /** The count in the current window without counting a hit. */
  async peek(key: string, windowSeconds: number): Promise<WindowCount> {
    const now = this.clock.now();
    const row = await this.repo.peek(this.db, key, new Date(now.getTime() - windowSeconds * 1000));
    if (!row) return { count: 0, resetInSeconds: 0 };
    return { count: row.count, resetInSeconds: this.resetIn(row.window_start, now, windowSeconds) };
  }

  /** Takes back one hit of the current window (an attempt counted before it turned out a success). */
  async takeBack(key: string, windowSeconds: number): Promise<void> {
    const now = this.clock.now();
    await this.repo.takeBack(this.db, key, new Date(now.getTime() - windowSeconds * 1000));
  }

  async reset(key: string): Promise<void> {
    await this.repo.reset(this.db, key);
  }

  private resetIn(windowStart: Date, now: Date, windowSeconds: number): number {
    return Math.max(1, Math.ceil((windowStart.getTime() + windowSeconds * 1000 - now.getTime()) / 1000));
  }
}
