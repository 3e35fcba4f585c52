/**
 * A batch of bids under the event's row lock (`SELECT … FOR UPDATE`): the read of its items' current bids, the
 * plan and the write in one transaction. bidding-place.ts runs a batch here after a race for the row was lost
 * (another process wrote first), and for a batch that extends the end or finds the event not running.
 */
import { BID_MESSAGES, type BidPlaced } from '@pm/contract/bidding';
import { sql } from 'kysely';
import type pg from 'pg';
import { inlineStatement, type Db, type Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import {
  answersOf,
  involved,
  planBatch,
  stateColumns,
  writeBatch,
  writeStatement,
  type Job,
  type StateRow,
} from './bidding-batch';
import type { BiddingRepo, EventRow } from './bidding.repo';
import { statusOf } from './bidding-status';

/** The extension notice, published by the caller inside the batch's transaction. */
export type ExtendedNotice = (trx: Executor, e: EventRow, to: Date, now: Date, n: number) => Promise<void>;

/**
 * The batch under the lock in two round trips, on a connection of its own: `BEGIN`, the lock and the read of
 * the items' bids in one message (the read is a statement after the lock, so its snapshot has what the last
 * holder committed), then the write and `COMMIT` in another (inlineStatement). The lock is held for the plan
 * and one round trip; runLocked holds it for three. Null, with nothing written, when the batch extends the
 * end: runLocked does it (with the notices).
 */
export async function runLockedInline(
  db: Db,
  pool: pg.Pool,
  clock: Clock,
  eventId: string,
  jobs: readonly Job[],
): Promise<(BidPlaced | AppError)[] | null> {
  const { itemIds, lineCount } = involved(jobs);
  const lock = db.selectFrom('bid_events').selectAll().where('id', '=', eventId).forUpdate().compile();
  const read = sql<StateRow>`SELECT ${stateColumns(itemIds, lineCount)}`.compile(db);
  const client = await pool.connect();
  let broken = false;
  try {
    const [, locked, state] = (await client.query(
      `BEGIN; ${inlineStatement(lock)}; ${inlineStatement(read)}`,
    )) as unknown as pg.QueryResult[];
    const e = locked!.rows[0] as EventRow | undefined;
    const now = clock.now();
    const refused = notRunning(e, now);
    const plan = refused || !e ? null : planBatch(e, now, state!.rows[0] as StateRow, jobs);
    if (!plan || plan.extendedAt.length > 0) {
      await client.query('ROLLBACK');
      return refused ? jobs.map(() => refused) : null;
    }
    const write =
      plan.inserts.length > 0 ? `${inlineStatement(writeStatement(plan, null).compile(db))}; ` : '';
    await client.query(`${write}COMMIT`);
    return answersOf(plan);
  } catch (err) {
    // Nothing of the batch is written: its transaction is rolled back (or its connection dropped).
    await client.query('ROLLBACK').catch(() => (broken = true));
    throw err;
  } finally {
    client.release(broken);
  }
}

/** The batch under the lock in a transaction of its own, with the notices of the extensions it makes. */
export async function runLocked(
  db: Db,
  repo: BiddingRepo,
  clock: Clock,
  noticeExtended: ExtendedNotice,
  eventId: string,
  jobs: readonly Job[],
): Promise<(BidPlaced | AppError)[]> {
  return db.transaction().execute(async (trx) => {
    const e = await repo.lockEvent(trx, eventId);
    const now = clock.now();
    const refused = notRunning(e, now);
    if (refused || !e) return jobs.map(() => refused ?? AppError.notFound(BID_MESSAGES.notFound));
    const { itemIds, lineCount } = involved(jobs);
    const state = await sql<StateRow>`SELECT ${stateColumns(itemIds, lineCount)}`.execute(trx);
    const plan = planBatch(e, now, state.rows[0]!, jobs);
    if (plan.inserts.length > 0) {
      await writeBatch(trx, plan);
      for (const x of plan.extendedAt) await noticeExtended(trx, e, x.to, now, x.n);
    }
    return answersOf(plan);
  });
}

/** Why an event (read under its lock) takes no bid now; null while it is running. */
export function notRunning(e: EventRow | undefined, now: Date): AppError | null {
  if (!e) return AppError.notFound(BID_MESSAGES.notFound);
  const status = statusOf(e, now);
  if (status === 'running') return null;
  return status === 'pending'
    ? AppError.conflict(BID_MESSAGES.notStarted)
    : AppError.conflict(BID_MESSAGES.ended);
}
