import { sql } from 'kysely';
import type { Executor } from '../../db/database';

/** Notices of the demo history older than this were read long ago. */
const DEMO_READ_AFTER_DAYS = 3;

/**
 * After the demo trading history (db/seed/demo-history.ts), whose steps publish their notices through
 * the services: what happened more than three days before `now` was read an hour after it arrived, so a
 * first start shows the bell with the few recent notices unread rather than half a year of them.
 * Answers how many it marked.
 */
export async function settleDemoNotices(db: Executor, now: Date): Promise<number> {
  const res = await sql`
    UPDATE notifications SET read_at = created_at + interval '1 hour'
    WHERE read_at IS NULL AND created_at < ${now}::timestamptz - make_interval(days => ${DEMO_READ_AFTER_DAYS})`.execute(
    db,
  );
  return Number(res.numAffectedRows ?? 0n);
}
