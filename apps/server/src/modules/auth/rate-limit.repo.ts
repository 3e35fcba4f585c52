import { sql } from 'kysely';
import type { Executor } from '../../db/database';

/** SQL of the fixed-window counters in `rate_limits`. */
export class RateLimitRepo {
  /** Counts one hit; a window older than `cutoff` starts again at `now`. */
  async hit(db: Executor, key: string, now: Date, cutoff: Date) {
    const res = await sql<{ count: number; window_start: Date }>`
      INSERT INTO rate_limits AS r (key, window_start, count) VALUES (${key}, ${now}, 1)
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN r.window_start <= ${cutoff} THEN 1 ELSE r.count + 1 END,
        window_start = CASE WHEN r.window_start <= ${cutoff} THEN ${now} ELSE r.window_start END
      RETURNING count, window_start`.execute(db);
    return res.rows[0]!;
  }

  /** The counter of `key` when its window started after `cutoff`. */
  peek(db: Executor, key: string, cutoff: Date) {
    return db
      .selectFrom('rate_limits')
      .select(['count', 'window_start'])
      .where('key', '=', key)
      .where('window_start', '>', cutoff)
      .executeTakeFirst();
  }

  /** One hit less on `key`, when its window started after `cutoff` and it has any. */
  async takeBack(db: Executor, key: string, cutoff: Date): Promise<void> {
    await db
      .updateTable('rate_limits')
      .set((eb) => ({ count: eb('count', '-', 1) }))
      .where('key', '=', key)
      .where('window_start', '>', cutoff)
      .where('count', '>', 0)
      .execute();
  }

  async reset(db: Executor, key: string): Promise<void> {
    await db.deleteFrom('rate_limits').where('key', '=', key).execute();
  }
}
