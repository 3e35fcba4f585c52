/**
 * Placing bids with a short critical section. Everything that does not depend on the event's moving
 * state is read and checked before the batch: the event's frozen rules (format, decrement, ceilings,
 * invitations: nothing changes after publishing), who the caller is, the items, the ceiling, offered goods,
 * the sealing. Bids of one event that arrive while a batch is under way (or in the same turn of the event
 * loop) queue in this process and go together in the next batch, in order of arrival:
 *   1. the event's row and the current bids of the items involved, as this process's last write left them
 *      (`Chain`), with ids and sequences (`bid_seq`) that earlier writes drew (`Reserve`); or, without them,
 *      one read of both and new ids; then the clock is read: a bid at the end is refused;
 *   2. in memory, bid by bid as if one after another: the decrement against the supplier's own current bid,
 *      ranks before and after, the anti-sniping extension, the log entries with their hashes;
 *   3. one statement that moves the event's head (and end) only if its row still stands where the plan found
 *      it, and then retires superseded bids, inserts the new ones, appends the log, sends `NOTIFY
 *      pm_bidding` and draws ids for the batches after it.
 *
 * One round trip a batch while this process has the event to itself, on the event's own connection (its
 * writer, from a pool in pg's pipeline mode): the bids queued while a write is on its way are planned on
 * what it will leave and sent behind it there at once, so that two writes are on their way and PostgreSQL
 * starts the next the moment one is done. When the row moved
 * meanwhile (a batch of another process, the close, a cancel), nothing is written (nor by the write behind)
 * and the batch runs under the event's row lock (`SELECT … FOR UPDATE`, the same read, plan and write in one
 * transaction, bidding-locked.ts), and so do the event's next few batches; so does a batch that extends the
 * end (its notices go in the same transaction) or that finds the event not running.
 *
 * A bid is answered after its batch committed (accepted, with its rank), or refused with nothing written for
 * it; a refused bid never stops the others. Acceptance follows the order in which the writes took the row.
 */
import { BID_MESSAGES, type BidPlaced } from '@pm/contract/bidding';
import type { bidPlaceRequest } from '@pm/contract/bidding-schema';
import { sql } from 'kysely';
import type { z } from 'zod';
import type pg from 'pg';
import { poolOf, type Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../auth/auth.service';
import type { BidSealer } from './bidding-crypto';
import {
  answer,
  answersOf,
  headOf,
  involved,
  nextTurn,
  planBatch,
  stateColumns,
  writeStatement,
  type Current,
  type Ids,
  type Job,
  type Plan,
  type PreparedLine,
  Reserve,
  type StateRow,
  MAX_BATCH,
  takeLines,
} from './bidding-batch';
import { runLocked, runLockedInline, type ExtendedNotice } from './bidding-locked';
import type { BiddingRepo, EventRow, ItemRow } from './bidding.repo';
import { statusOf } from './bidding-status';
import { isVendor } from './bidding-event.service';

export type { ExtendedNotice } from './bidding-locked';

type PlaceRequest = z.output<typeof bidPlaceRequest>;

/** Frozen rules kept per process (events published; nothing of them changes after publishing). */
const MAX_RULES = 500;
/** After a batch lost the race for the event's row (another process wrote first), this many run under the lock. */
const LOCKED_AFTER_CONFLICT = 20;

export const BID_ERRORS = {
  offeredGoods: '替代商品须为本单位在售的商品',
  sameItem: '同一商品在一次报价中只能出现一次',
};

/** What a process's last unlocked write of an event leaves: the event row after it and the items' current bids. */
interface Chain {
  e: EventRow;
  current: Map<string, Map<string, Current>>;
}

/** A batch whose write is on its way: its answers as planned, given once the write is back. */
interface InFlight {
  jobs: readonly Job[];
  /** Computed when it was sent (the next batch's plan moves the chain's bids on). */
  answers: (BidPlaced | AppError)[];
  /** The ids and sequences the write drew, or null when the row was not where the plan found it (nothing written). */
  result: Promise<Ids | null>;
}

/**
 * An event's bids in this process: while they drain, the writer (a connection held meanwhile) and the write on
 * its way; kept after, what the last write left and the ids drawn ahead (the next write is guarded by where the
 * row was left, so a chain that another process moved on meanwhile only costs a batch under the lock).
 */
interface Drain {
  eventId: string;
  writer: pg.PoolClient | null;
  flying: InFlight | null;
  /** Called when a bid is queued (set while the drain waits for one or for its write). */
  wake: (() => void) | null;
  chain: Chain | null;
  reserve: Reserve;
}

/** What does not change once an event is published. */
interface Frozen {
  e: EventRow;
  items: Map<string, ItemRow>;
  invited: Set<string>;
}

export class BidPlacer {
  private readonly frozen = new Map<string, Frozen>();
  /** Reads of frozen rules under way: the bids arriving meanwhile share them (one read, not one each). */
  private readonly reading = new Map<string, Promise<Frozen | null>>();
  private readonly queues = new Map<string, Job[]>();
  /** Events whose next batches run under the lock (a race was lost), with how many are left. */
  private readonly lockedBatches = new Map<string, number>();
  /** Per event, what this process's last unlocked write left and the ids drawn ahead. */
  private readonly drains = new Map<string, Drain>();
  /** Writers held (Drain.writer). */
  private writers = 0;
  /** Batches sent behind a write on its way, and writes that found the event's row moved (read by tests). */
  readonly counts = { sentBehind: 0, rowMoved: 0 };

  constructor(
    private readonly db: Db,
    private readonly repo: BiddingRepo,
    private readonly sealer: BidSealer,
    private readonly clock: Clock,
    private readonly noticeExtended: ExtendedNotice,
    /** The events' writers (createPipelinedPool); without it every write goes through `db`. */
    private readonly writerPool: pg.Pool | null = null,
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
        this.drains.get(e.id)?.wake?.();
        return;
      }
      this.queues.set(e.id, [job]);
      void this.drain(e.id);
    });
  }

  /**
   * Runs the event's queued bids batch after batch until none is left. Each write also draws the ids and
   * sequences of the batches after it (`Reserve`). While a write is on its way, the bids queued meanwhile are
   * planned on what it will leave (`Chain`) and sent behind it on the same connection (the event's writer),
   * so that PostgreSQL starts that write the moment the one before is done, instead of after this process has
   * read its answer, planned and sent; when the one before comes back, its batch is answered and the next
   * one planned and sent behind the one on its way.
   */
  private async drain(eventId: string): Promise<void> {
    let d = this.drains.get(eventId);
    if (!d) {
      if (this.drains.size >= MAX_RULES) this.drains.delete(this.drains.keys().next().value!);
      d = { eventId, writer: null, flying: null, wake: null, chain: null, reserve: new Reserve() };
      this.drains.set(eventId, d);
    }
    try {
      await nextTurn();
      for (;;) {
        const queue = this.queues.get(eventId);
        if (!queue || queue.length === 0) {
          if (d.flying) {
            // Whichever comes first: a bid (sent behind the write) or the write's answer.
            const w = d.flying;
            const queued = new Promise<boolean>((resolve) => (d!.wake = () => resolve(true)));
            const back = w.result.then(
              () => false,
              () => false,
            );
            const woken = await Promise.race([queued, back]);
            d.wake = null;
            if (woken) {
              await nextTurn();
              continue;
            }
            d.flying = null;
            await this.land(d, w, null);
            continue;
          }
          this.queues.delete(eventId);
          return;
        }
        const chained = d.chain !== null && d.reserve.size > 0;
        let batch = chained ? takeLines(queue, d.reserve.size) : [];
        if (batch.length === 0) batch = queue.splice(0, MAX_BATCH);
        if (d.flying) {
          const before = d.flying;
          const next = this.sendBehind(d, batch);
          d.flying = next;
          // A write behind one that wrote nothing writes nothing either: land() has dealt with it.
          if (!(await this.land(d, before, next))) d.flying = null;
          if (next) continue;
        }
        try {
          const r = await this.runBatch(d, batch);
          if (Array.isArray(r)) answer(batch, r);
          else d.flying = r;
        } catch (err) {
          this.breakChain(d, true);
          for (const job of batch) job.reject(err);
        }
      }
    } finally {
      // Only on a fault can a write still be on its way: that connection is not given back as it is.
      this.releaseWriter(d, d.flying !== null);
    }
  }

  /**
   * Waits for a write and answers its batch; true when it was written. A write that found the row moved
   * (another process, the close, a cancel) wrote nothing, and neither does the one sent behind it (`behind`):
   * once that one is back too, both batches run under the lock, in order, and so do the event's next few.
   */
  private async land(d: Drain, w: InFlight, behind: InFlight | null): Promise<boolean> {
    const settle = (x: InFlight) =>
      x.result.then(
        (drawn) => ({ drawn, err: null as unknown }),
        (err: unknown) => ({ drawn: null, err }),
      );
    const mine = await settle(w);
    if (mine.drawn) {
      d.reserve.add(mine.drawn);
      answer(w.jobs, w.answers);
      return true;
    }
    this.breakChain(d, mine.err !== null);
    const after = behind ? await settle(behind) : null;
    this.releaseWriter(d, mine.err !== null || (after?.err ?? null) !== null);
    if (mine.err === null) {
      this.counts.rowMoved++;
      if (this.lockedBatches.size >= MAX_RULES) this.lockedBatches.clear();
      this.lockedBatches.set(d.eventId, LOCKED_AFTER_CONFLICT);
    }
    for (const [x, r] of [[w, mine], ...(behind && after ? [[behind, after] as const] : [])] as const) {
      if (r.err !== null) for (const job of x.jobs) job.reject(r.err);
      else if (r.drawn) answer(x.jobs, x.answers);
      else {
        try {
          answer(x.jobs, await this.runLockedPath(d.eventId, x.jobs, false));
        } catch (err) {
          for (const job of x.jobs) job.reject(err);
        }
      }
    }
    return false;
  }

  /** Forgets what this process's writes left (and the ids drawn with them); with `broken`, its writer too. */
  private breakChain(d: Drain, broken: boolean): void {
    d.chain = null;
    d.reserve.clear();
    if (broken && !d.flying) this.releaseWriter(d, true);
  }

  private releaseWriter(d: Drain, broken: boolean): void {
    if (!d.writer) return;
    d.writer.release(broken || undefined);
    d.writer = null;
    this.writers--;
  }

  /** The event's writer: a connection of the writers' pool held while the event drains, if one is free. */
  private async writerOf(d: Drain): Promise<pg.PoolClient | null> {
    if (d.writer) return d.writer;
    const pool = this.writerPool;
    if (!pool || this.writers >= pool.options.max) return null;
    this.writers++;
    try {
      d.writer = await pool.connect();
    } catch (err) {
      this.writers--;
      throw err;
    }
    return d.writer;
  }

  /**
   * One batch: its answers, or its write on its way. First without the lock (runUnlocked): at most two round
   * trips instead of five (begin, lock, read, write, commit), each of which waited for the event loop while the
   * lock was held. A batch that extends the end or finds the event not running runs under the lock, and so do
   * the next few of the event after a lost race (two processes bidding on it).
   */
  private async runBatch(d: Drain, jobs: readonly Job[]): Promise<(BidPlaced | AppError)[] | InFlight> {
    const left = this.lockedBatches.get(d.eventId) ?? 0;
    if (left > 0) {
      if (left === 1) this.lockedBatches.delete(d.eventId);
      else this.lockedBatches.set(d.eventId, left - 1);
      this.breakChain(d, false);
      this.releaseWriter(d, false);
      return this.runLockedPath(d.eventId, jobs, false);
    }
    const r = await this.runUnlocked(d, jobs);
    if (r !== 'locked' && r !== 'extends') return r;
    this.breakChain(d, false);
    this.releaseWriter(d, false);
    return this.runLockedPath(d.eventId, jobs, r === 'extends');
  }

  /** Under the lock: in two round trips, or, for a batch that extends the end, with its notices (runLocked). */
  private async runLockedPath(
    eventId: string,
    jobs: readonly Job[],
    extending: boolean,
  ): Promise<(BidPlaced | AppError)[]> {
    const pool = extending ? null : poolOf(this.db);
    const answers = pool ? await runLockedInline(this.db, pool, this.clock, eventId, jobs) : null;
    return answers ?? runLocked(this.db, this.repo, this.clock, this.noticeExtended, eventId, jobs);
  }

  /**
   * The batch without the lock: the plan on what this process's last write left, with ids drawn by the writes
   * before (so after those batches'), or else after one read of the event and its items' current bids (one
   * snapshot); then one statement that writes it only if the event's row is still where the plan found it:
   * nothing else moved the event meanwhile (another batch, the close, a cancel). Its answers (nothing to write),
   * its write on its way, 'locked' (run it under the lock) or 'extends' (its notices go in the lock's transaction).
   */
  private async runUnlocked(
    d: Drain,
    jobs: readonly Job[],
  ): Promise<(BidPlaced | AppError)[] | InFlight | 'locked' | 'extends'> {
    const { itemIds, lineCount } = involved(jobs);
    const chain = d.chain;
    d.chain = null;
    const writer = await this.writerOf(d);
    let e: EventRow;
    let state: StateRow;
    let base: Chain['current'] | undefined;
    if (chain && d.reserve.size >= lineCount && itemIds.every((id) => chain.current.has(id))) {
      e = chain.e;
      state = { bids: null, ...d.reserve.take(lineCount) };
      base = chain.current;
    } else {
      d.reserve.clear();
      const read = sql<EventRow & StateRow>`SELECT e.*, ${stateColumns(itemIds, lineCount)}
        FROM bid_events e WHERE e.id = ${d.eventId}`.compile(this.db);
      const rows = writer
        ? (await writer.query(read.sql, read.parameters as unknown[])).rows
        : (await this.db.executeQuery(read)).rows;
      const row = rows[0] as (EventRow & StateRow) | undefined;
      if (!row) return 'locked';
      e = row;
      state = row;
    }
    const now = this.clock.now();
    if (statusOf(e, now) !== 'running') return 'locked';
    const plan = planBatch(e, now, state, jobs, base);
    if (plan.extendedAt.length > 0) return 'extends';
    if (plan.inserts.length === 0) {
      // Every bid refused: nothing written, the chain is as it was.
      d.chain = { e, current: plan.current };
      return answersOf(plan);
    }
    return this.send(d, plan, jobs);
  }

  /**
   * The batch planned on what the write on its way will leave and sent behind it on the writer; null, with
   * nothing sent, when it cannot be: no chain, writer or ids for it, the event not running by then, a batch
   * that extends the end (once that write is back, it runs as any other).
   */
  private sendBehind(d: Drain, jobs: readonly Job[]): InFlight | null {
    const chain = d.chain;
    if (!chain || !d.writer) return null;
    const { itemIds, lineCount } = involved(jobs);
    if (d.reserve.size < lineCount || !itemIds.every((id) => chain.current.has(id))) return null;
    const now = this.clock.now();
    if (statusOf(chain.e, now) !== 'running') return null;
    const plan = planBatch(chain.e, now, { bids: null, ...d.reserve.take(lineCount) }, jobs, chain.current);
    if (plan.extendedAt.length > 0) {
      // The plan moved the chain's bids on: the next batch reads them again.
      d.chain = null;
      return null;
    }
    this.counts.sentBehind++;
    const before = d.flying;
    if (plan.inserts.length === 0 && before) {
      // Every bid refused on what that write leaves: answered once it is in (or else under the lock).
      const result = before.result.then((drawn) => (drawn ? { ids: [], seqs: [] } : null));
      result.catch(() => undefined);
      return { jobs, answers: answersOf(plan), result };
    }
    return this.send(d, plan, jobs);
  }

  /**
   * Sends a plan's write (on the writer when there is one, behind what is on its way there), guarded by where
   * the plan found the event's row, drawing ids for the batches after it; the chain moves on to what it leaves.
   */
  private send(d: Drain, plan: Plan, jobs: readonly Job[]): InFlight {
    const lines = jobs.reduce((n, j) => n + j.lines.length, 0);
    const draw = d.reserve.toDraw(lines);
    const q = writeStatement(plan, headOf(plan.e), draw).compile(this.db);
    const sent = d.writer
      ? d.writer.query<Partial<Ids>>(q.sql, q.parameters as unknown[])
      : this.db.executeQuery(q);
    const result = sent.then(({ rows }) =>
      rows[0] ? { ids: rows[0].ids ?? [], seqs: rows[0].seqs ?? [] } : null,
    );
    // Awaited when it lands; a failure before that is not an unhandled rejection.
    result.catch(() => undefined);
    for (const perItem of plan.current.values()) for (const b of perItem.values()) b.fresh = false;
    d.chain = {
      e: {
        ...plan.e,
        log_position: plan.position,
        log_head: plan.head,
        current_end_at: plan.endAt,
        extensions: plan.extensions,
      },
      current: plan.current,
    };
    return { jobs, answers: answersOf(plan), result };
  }
}
