/**
 * Placing bids with a short critical section. Everything that does not depend on the event's moving
 * state is read and checked before the batch: the event's frozen rules (format, decrement, ceilings,
 * invitations: nothing changes after publishing), who the caller is, the items, the ceiling, offered goods,
 * the sealing. Bids of one event that arrive while a batch is under way queue in this process and go
 * together in the next batch, in order of arrival:
 *
 *   1. one read of the event's row (with its version, `xmin`), the current bids of the items involved, and
 *      new ids and sequences (`bid_seq`); then the clock is read: a bid at the end is refused;
 *   2. in memory, bid by bid as if one after another: the decrement against the supplier's own current bid,
 *      ranks before and after, the anti-sniping extension, the log entries with their hashes;
 *   3. one statement that moves the event's head (and end) only if its row is still the version read, and
 *      then retires superseded bids, inserts the new ones, appends the log and sends `NOTIFY pm_bidding`.
 *
 * Two round trips a batch; one while this process has the event to itself: while a write is on its way the
 * next batch's ids are drawn, and when it comes back (with the row's new version) the bids queued meanwhile
 * are planned on what it left in memory and written at once. When the row moved meanwhile (a batch of another process, the close, a cancel),
 * nothing is written and the batch runs under the event's row lock (`SELECT … FOR UPDATE`, the same read,
 * plan and write in one transaction), and so do the event's next few batches; so does a batch that extends the
 * end (its notices go in the same transaction) or that finds the event not running.
 *
 * A bid is answered after its batch committed (accepted, with its rank), or refused with nothing written
 * for it; a refused bid of a batch never stops the others. Either way acceptance follows the order in which
 * the batches' writes took the event's row.
 */
import { BID_MESSAGES, type BidPlaced } from '@pm/contract/bidding';
import type { bidPlaceRequest } from '@pm/contract/bidding-schema';
import { sql } from 'kysely';
import type { z } from 'zod';
import type pg from 'pg';
import { inlineStatement, poolOf, type Db, type Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../auth/auth.service';
import type { BidSealer } from './bidding-crypto';
import {
  answersOf,
  drawIds,
  involved,
  planBatch,
  stateColumns,
  writeBatch,
  writeStatement,
  type Current,
  type Ids,
  type Job,
  type PreparedLine,
  type StateRow,
} from './bidding-batch';
import type { BiddingRepo, EventRow, ItemRow } from './bidding.repo';
import { statusOf } from './bidding-status';
import { isVendor } from './bidding-event.service';

type PlaceRequest = z.output<typeof bidPlaceRequest>;

/** At most this many bids in one transaction. */
const MAX_BATCH = 200;
/** Frozen rules kept per process (events published; nothing of them changes after publishing). */
const MAX_RULES = 500;
/** Ids and sequences drawn ahead for the next batch: twice the lines queued, within these bounds. */
const MIN_DRAWN = 64;
const MAX_DRAWN = 400;
/** After a batch lost the race for the event's row (another process wrote first), this many run under the lock. */
const LOCKED_AFTER_CONFLICT = 20;

export const BID_ERRORS = {
  offeredGoods: '替代商品须为本单位在售的商品',
  sameItem: '同一商品在一次报价中只能出现一次',
};

/** What a process's last unlocked write of an event left: the event row after it and the items' current bids. */
interface Chain {
  e: EventRow;
  version: string;
  current: Map<string, Map<string, Current>>;
}

/** What does not change once an event is published. */
interface Frozen {
  e: EventRow;
  items: Map<string, ItemRow>;
  invited: Set<string>;
}

/** The extension notice, published by the caller inside the batch's transaction. */
export type ExtendedNotice = (trx: Executor, e: EventRow, to: Date, now: Date, n: number) => Promise<void>;

export class BidPlacer {
  private readonly frozen = new Map<string, Frozen>();
  /** Reads of frozen rules under way: the bids arriving meanwhile share them (one read, not one each). */
  private readonly reading = new Map<string, Promise<Frozen | null>>();
  private readonly queues = new Map<string, Job[]>();
  /** Events whose next batches run under the lock (a race was lost), with how many are left. */
  private readonly lockedBatches = new Map<string, number>();
  /** Per event being drained, what this process's last unlocked write left (the row's version after it). */
  private readonly chains = new Map<string, Chain>();

  constructor(
    private readonly db: Db,
    private readonly repo: BiddingRepo,
    private readonly sealer: BidSealer,
    private readonly clock: Clock,
    private readonly noticeExtended: ExtendedNotice,
  ) {}

  /** The event's frozen rules, read once per process after publishing (null: no such event). */
  private rules(eventId: string): Promise<Frozen | null> {
    const kept = this.frozen.get(eventId);
    if (kept) return Promise.resolve(kept);
    let read = this.reading.get(eventId);
    if (!read) {
      read = this.readRules(eventId).finally(() => this.reading.delete(eventId));
      this.reading.set(eventId, read);
    }
    return read;
  }

  private async readRules(eventId: string): Promise<Frozen | null> {
    const e = await this.repo.event(this.db, eventId);
    if (!e) return null;
    const [items, invited] = await Promise.all([
      this.repo.items(this.db, e.id),
      this.repo.invited(this.db, e.id),
    ]);
    const f: Frozen = {
      e,
      items: new Map(items.map((i) => [i.id, i])),
      invited: new Set(invited.map((s) => s.supplier_id)),
    };
    if (e.phase !== 'draft') {
      if (this.frozen.size >= MAX_RULES) this.frozen.delete(this.frozen.keys().next().value!);
      this.frozen.set(eventId, f);
    }
    return f;
  }

  async place(auth: AuthContext, req: PlaceRequest): Promise<BidPlaced> {
    const itemIds = req.lines.map((l) => l.itemId);
    if (new Set(itemIds).size !== itemIds.length) throw AppError.badRequest(BID_ERRORS.sameItem);
    const f = await this.rules(req.eventId);
    const e = f?.e;
    const supplier =
      !!e &&
      e.phase !== 'draft' &&
      auth.organizationId !== e.organization_id &&
      isVendor(auth) &&
      (e.scope === 'all' || f.invited.has(auth.organizationId));
    if (!f || !e || !supplier) throw AppError.notFound(BID_MESSAGES.notFound);
    // The start is frozen: a bid before it is refused here; the end moves, so it is read under the lock.
    if (e.phase === 'published' && (!e.start_at || this.clock.now() < e.start_at)) {
      throw AppError.conflict(BID_MESSAGES.notStarted);
    }
    if (e.phase !== 'published') throw AppError.conflict(BID_MESSAGES.ended);
    const live = e.format === 'live';
    const lines: PreparedLine[] = req.lines.map((line) => {
      const item = f.items.get(line.itemId);
      if (!item) throw AppError.notFound(BID_MESSAGES.itemNotFound);
      const ceiling = item.ceiling_price === null ? null : Number(item.ceiling_price);
      const overCeiling = ceiling !== null && line.price > ceiling;
      if (overCeiling && e.enforce_ceiling) throw AppError.badRequest(BID_MESSAGES.aboveCeiling);
      return { line, item, overCeiling, sealed: null };
    });
    const offered = [...new Set(req.lines.flatMap((l) => (l.offeredGoodsId ? [l.offeredGoodsId] : [])))];
    if (offered.length) {
      const own = await this.db
        .selectFrom('goods')
        .select('id')
        .where('id', 'in', offered)
        .where('supplier_id', '=', auth.organizationId)
        .where('status', '=', 'on')
        .execute();
      if (own.length !== offered.length) throw AppError.badRequest(BID_ERRORS.offeredGoods);
    }
    if (!live) {
      for (const l of lines) {
        l.sealed = this.sealer.seal(e.sealed_key!, {
          price: l.line.price,
          freight: l.line.freight,
          overCeiling: l.overCeiling,
        });
      }
    }
    return new Promise<BidPlaced>((resolve, reject) => {
      const queue = this.queues.get(e.id);
      const job: Job = { auth, lines, resolve, reject };
      if (queue) {
        queue.push(job);
        return;
      }
      this.queues.set(e.id, [job]);
      void this.drain(e.id);
    });
  }

  /**
   * Runs the event's queued bids batch after batch until none is left. While a batch's write is on its way,
   * ids and sequences are drawn for the next one (more than are queued by then), so that when the write comes
   * back the bids queued meanwhile are planned on what it left (`Chain`) and written at once.
   */
  private async drain(eventId: string): Promise<void> {
    // Set by `writing` (a closure: a holder, so the type is not narrowed to null).
    const ahead: { ids: Promise<Ids | null> | null } = { ids: null };
    for (;;) {
      const queue = this.queues.get(eventId);
      if (!queue || queue.length === 0) {
        this.queues.delete(eventId);
        this.chains.delete(eventId);
        return;
      }
      const ids = ahead.ids ? await ahead.ids : null;
      ahead.ids = null;
      let batch = ids && this.chains.has(eventId) ? takeLines(queue, ids.ids.length) : [];
      if (batch.length === 0) batch = queue.splice(0, MAX_BATCH);
      const writing = () => {
        const queued = queue.reduce((n, j) => n + j.lines.length, 0);
        const n = Math.min(MAX_DRAWN, Math.max(MIN_DRAWN, 2 * queued));
        ahead.ids = drawIds(this.db, n).catch(() => null);
      };
      try {
        const answers = await this.runBatch(eventId, batch, ids, writing);
        // Answered on the next turn of the event loop: the next batch's write goes out first.
        setImmediate(() =>
          batch.forEach((job, i) => {
            const a = answers[i]!;
            if (a instanceof Error) job.reject(a);
            else job.resolve(a);
          }),
        );
      } catch (err) {
        this.chains.delete(eventId);
        for (const job of batch) job.reject(err);
      }
    }
  }

  /**
   * One batch. First without the lock: one read of the event and its items' current bids (one snapshot),
   * the plan in memory, then one statement that writes it only if the event's row is still the version read
   * (`xmin`): nothing else moved the event meanwhile (another batch, the close, a cancel). Two round trips
   * instead of five (begin, lock, read, write, commit), each of which waited for the event loop while the lock
   * was held. A batch that lost that race, extends the end, or finds the event not running is run under the
   * lock as before, and so are the next few of the event after a lost race (two processes bidding on it).
   */
  private async runBatch(
    eventId: string,
    jobs: readonly Job[],
    ids: Ids | null,
    writing: () => void,
  ): Promise<(BidPlaced | AppError)[]> {
    const left = this.lockedBatches.get(eventId) ?? 0;
    let extending = false;
    if (left > 0) {
      if (left === 1) this.lockedBatches.delete(eventId);
      else this.lockedBatches.set(eventId, left - 1);
    } else {
      const answers = await this.runUnlocked(eventId, jobs, ids, writing);
      if (answers !== 'locked' && answers !== 'extends') return answers;
      extending = answers === 'extends';
    }
    this.chains.delete(eventId);
    // A batch known to extend the end goes straight to the transaction that publishes the notices.
    const pool = extending ? null : poolOf(this.db);
    const answers = pool ? await this.runLockedInline(pool, eventId, jobs) : null;
    return answers ?? this.runLocked(eventId, jobs);
  }

  /**
   * The batch without the lock; 'locked' when it must run under the lock, 'extends' when it extends the end
   * (its notices go in the lock's transaction). On the chain of this process's last write
   * (its ids drawn while that write was on its way, so after that batch's), or else after one read.
   */
  private async runUnlocked(
    eventId: string,
    jobs: readonly Job[],
    drawn: Ids | null,
    writing: () => void,
  ): Promise<(BidPlaced | AppError)[] | 'locked' | 'extends'> {
    const { itemIds, lineCount } = involved(jobs);
    const chain = this.chains.get(eventId);
    this.chains.delete(eventId);
    const ids =
      chain && drawn && drawn.ids.length >= lineCount && itemIds.every((id) => chain.current.has(id))
        ? drawn
        : null;
    let e: EventRow;
    let version: string;
    let state: StateRow;
    let base: Chain['current'] | undefined;
    if (chain && ids) {
      ({ e, version } = chain);
      state = { bids: null, ...ids };
      base = chain.current;
    } else {
      const read = await sql<EventRow & StateRow & { version: string }>`SELECT e.*, e.xmin::text AS version,
          ${stateColumns(itemIds, lineCount)} FROM bid_events e WHERE e.id = ${eventId}`.execute(this.db);
      const row = read.rows[0];
      if (!row) return 'locked';
      ({ version } = row);
      e = row;
      state = row;
    }
    const now = this.clock.now();
    if (statusOf(e, now) !== 'running') return 'locked';
    const plan = planBatch(e, now, state, jobs, base);
    if (plan.extendedAt.length > 0) return 'extends';
    if (plan.inserts.length > 0) {
      const write = writeBatch(this.db, plan, version);
      writing();
      const moved = await write;
      if (moved === null) {
        if (this.lockedBatches.size >= MAX_RULES) this.lockedBatches.clear();
        this.lockedBatches.set(eventId, LOCKED_AFTER_CONFLICT);
        return 'locked';
      }
      version = moved;
    }
    const answers = answersOf(plan);
    // What this batch left, for the next one: its bids are in the table now.
    for (const perItem of plan.current.values()) for (const b of perItem.values()) b.fresh = false;
    this.chains.set(eventId, {
      e: {
        ...e,
        log_position: plan.position,
        log_head: plan.head,
        current_end_at: plan.endAt,
        extensions: plan.extensions,
      },
      version,
      current: plan.current,
    });
    return answers;
  }

  /**
   * The batch under the event's row lock in two round trips, on a connection of its own: `BEGIN`, the lock
   * and the read of the items' bids in one message (the read is a statement after the lock, so its snapshot
   * has what the last holder committed), then the write and `COMMIT` in another (inlineStatement). The lock
   * is held for the plan and one round trip; runLocked holds it for three. Null, with nothing written, when
   * the batch extends the end: runLocked does it (with the notices).
   */
  private async runLockedInline(
    pool: pg.Pool,
    eventId: string,
    jobs: readonly Job[],
  ): Promise<(BidPlaced | AppError)[] | null> {
    const { itemIds, lineCount } = involved(jobs);
    const lock = this.db.selectFrom('bid_events').selectAll().where('id', '=', eventId).forUpdate().compile();
    const read = sql<StateRow>`SELECT ${stateColumns(itemIds, lineCount)}`.compile(this.db);
    const client = await pool.connect();
    let broken = false;
    try {
      const [, locked, state] = (await client.query(
        `BEGIN; ${inlineStatement(lock)}; ${inlineStatement(read)}`,
      )) as unknown as pg.QueryResult[];
      const e = locked!.rows[0] as EventRow | undefined;
      const now = this.clock.now();
      const refused = notRunning(e, now);
      const plan = refused || !e ? null : planBatch(e, now, state!.rows[0] as StateRow, jobs);
      if (!plan || plan.extendedAt.length > 0) {
        await client.query('ROLLBACK');
        return refused ? jobs.map(() => refused) : null;
      }
      const write =
        plan.inserts.length > 0 ? `${inlineStatement(writeStatement(plan, null).compile(this.db))}; ` : '';
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

  /** The batch under the event's row lock (`SELECT … FOR UPDATE`, then the clock and the bids). */
  private async runLocked(eventId: string, jobs: readonly Job[]): Promise<(BidPlaced | AppError)[]> {
    return this.db.transaction().execute(async (trx) => {
      const e = await this.repo.lockEvent(trx, eventId);
      const now = this.clock.now();
      const refused = notRunning(e, now);
      if (refused || !e) return jobs.map(() => refused ?? AppError.notFound(BID_MESSAGES.notFound));
      const { itemIds, lineCount } = involved(jobs);
      const state = await sql<StateRow>`SELECT ${stateColumns(itemIds, lineCount)}`.execute(trx);
      const plan = planBatch(e, now, state.rows[0]!, jobs);
      if (plan.inserts.length > 0) {
        await writeBatch(trx, plan, null);
        for (const x of plan.extendedAt) await this.noticeExtended(trx, e, x.to, now, x.n);
      }
      return answersOf(plan);
    });
  }
}

/** Why an event (read under its lock) takes no bid now; null while it is running. */
function notRunning(e: EventRow | undefined, now: Date): AppError | null {
  if (!e) return AppError.notFound(BID_MESSAGES.notFound);
  const status = statusOf(e, now);
  if (status === 'running') return null;
  return status === 'pending'
    ? AppError.conflict(BID_MESSAGES.notStarted)
    : AppError.conflict(BID_MESSAGES.ended);
}

/** Takes queued bids from the front while their lines fit in `room` (at most MAX_BATCH bids). */
function takeLines(queue: Job[], room: number): Job[] {
  let n = 0;
  let lines = 0;
  while (n < queue.length && n < MAX_BATCH && lines + queue[n]!.lines.length <= room)
    lines += queue[n++]!.lines.length;
  return queue.splice(0, n);
}
