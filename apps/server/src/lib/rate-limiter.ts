import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Clock } from './clock';

export interface WindowCount {
  count: number;
  /** Seconds until the current window ends. */
  resetInSeconds: number;
}

/**
 * Fixed-window counters kept in PostgreSQL, so every server process shares them (ARCHITECTURE: scale-out).
 * Time comes from the injected clock.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Counts one hit on `key` and returns the count in the current window. */
  async hit(key: string, windowSeconds: number): Promise<WindowCount> {
    const now = this.clock.now();
    const cutoff = new Date(now.getTime() - windowSeconds * 1000);
    const row = await sql<{ count: number; window_start: Date }>`
      INSERT INTO rate_limits AS r (key, window_start, count) VALUES (${key}, ${now}, 1)
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN r.window_start <= ${cutoff} THEN 1 ELSE r.count + 1 END,
        window_start = CASE WHEN r.window_start <= ${cutoff} THEN ${now} ELSE r.window_start END
      RETURNING count, window_start`
      .execute(this.db)
      .then((r) => r.rows[0]!);
    return { count: row.count, resetInSeconds: this.resetIn(row.window_start, now, windowSeconds) };
  }

  /** The count in the current window without counting a hit. */
  async peek(key: string, windowSeconds: number): Promise<WindowCount> {
    const now = this.clock.now();
    const row = await this.db
      .selectFrom('rate_limits')
      .select(['count', 'window_start'])
      .where('key', '=', key)
      .where('window_start', '>', new Date(now.getTime() - windowSeconds * 1000))
      .executeTakeFirst();
    if (!row) return { count: 0, resetInSeconds: 0 };
    return { count: row.count, resetInSeconds: this.resetIn(row.window_start, now, windowSeconds) };
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', key).execute();
  }

  private resetIn(windowStart: Date, now: Date, windowSeconds: number): number {
    return Math.max(1, Math.ceil((windowStart.getTime() + windowSeconds * 1000 - now.getTime()) / 1000));
  }
}
