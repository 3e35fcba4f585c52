/**
 * One batch of an event's bids (bidding-place.ts runs them): the state read with the event, the plan in memory
 * (bid by bid in arrival order), the one statement that writes it, and the answers.
 */
import { BID_MESSAGES, type BidPlaced, type MyBidLine } from '@pm/contract/bidding';
import type { bidPlaceRequest } from '@pm/contract/bidding-schema';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../auth/auth.service';
import { entryHash, type LogKind } from './bidding-log';
import { rankBids, type BidLogBody, type ExtendLogBody, type ReplayedBid } from './bidding-replay';
import type { EventRow, ItemRow } from './bidding.repo';
import { decrementOf, visibilityOf } from './bidding-view';

type Line = z.output<typeof bidPlaceRequest>['lines'][number];

const MINUTE = 60_000;

export interface PreparedLine {
  line: Line;
  item: ItemRow;
  overCeiling: boolean;
  sealed: Buffer | null;
}

export interface Job {
  auth: AuthContext;
  lines: PreparedLine[];
  resolve: (r: BidPlaced) => void;
  reject: (err: unknown) => void;
}

/** A current bid as the batch sees it. */
export interface Current extends ReplayedBid {
  itemId: string;
  /** Inserted by this batch (not yet in the table). */
  fresh: boolean;
}

/**
 * The batch's bids in memory, one after another in arrival order, against the current bids read: the
 * decrement against the supplier's own current bid, the ranks 1..K before and after inside the anti-sniping
 * window, the extension, the rows to retire and insert and the log entries with their hashes.
 */
export function planBatch(
  e: EventRow,
  now: Date,
  state: StateRow,
  jobs: readonly Job[],
  base?: Map<string, Map<string, Current>>,
): Plan {
  const live = e.format === 'live';
  const ids = state.ids;
  const seqs = state.seqs;
  // Per item: supplier → its current bid (the chain's, when given: it covers the batch's items).
  const current =
    base ?? new Map<string, Map<string, Current>>(involved(jobs).itemIds.map((id) => [id, new Map()]));
  for (const b of state.bids ?? []) {
    current.get(b.item_id)!.set(b.supplier_id, {
      bidId: b.id,
      itemId: b.item_id,
      supplierId: b.supplier_id,
      price: b.price === null ? 0 : Number(b.price),
      seq: BigInt(b.seq),
      valid: b.over_ceiling === false,
      fresh: false,
    });
  }
  const top = (itemId: string): string =>
    rankBids(current.get(itemId)!.values())
      .filter((b) => b.valid)
      .slice(0, e.snipe_top_ranks)
      .map((b) => b.supplierId)
      .join(',');
  const p: Plan = {
    e,
    now,
    live,
    current,
    results: [],
    retire: [],
    inserts: [],
    log: [],
    position: e.log_position,
    head: e.log_head,
    endAt: e.current_end_at!,
    extensions: e.extensions,
    extendedAt: [],
  };
  const insertOf = new Map<string, Record<string, unknown>>();
  // Once for every row and entry of the batch (a Date is written out again for each one).
  const at = now.toISOString();
  const append = (kind: LogKind, body: unknown) => {
    p.position++;
    const text = JSON.stringify(body);
    const hash = entryHash(p.head, p.position, kind, text);
    p.log.push({
      event_id: e.id,
      position: p.position,
      kind,
      body: text,
      prev_hash: p.head,
      hash,
      created_at: at,
    });
    p.head = hash;
  };
  let next = 0;
  for (const job of jobs) {
    const supplierId = job.auth.organizationId;
    // The decrement against the supplier's own current bid, as it stands now.
    let refused: AppError | null = null;
    if (live) {
      for (const l of job.lines) {
        const own = current.get(l.item.id)!.get(supplierId);
        if (!own) continue;
        const most = own.price - decrementOf(e, own.price);
        if (l.line.price > most) {
          refused = AppError.badRequest(`${BID_MESSAGES.belowDecrement}：本项报价须不高于 ${most} 分`);
          break;
        }
      }
    }
    if (refused) {
      p.results.push(refused);
      continue;
    }
    let extendCause: string | null = null;
    // Only a bid inside the anti-sniping window may extend: outside it the ranks 1..K are not compared.
    const inWindow =
      e.snipe_window_minutes > 0 && now.getTime() >= p.endAt.getTime() - e.snipe_window_minutes * MINUTE;
    const mayExtend = live && inWindow && p.extensions < e.max_extensions;
    const placed: { line: PreparedLine; id: string }[] = [];
    for (const l of job.lines) {
      const id = ids[next]!;
      const seq = seqs[next]!;
      next++;
      const perItem = current.get(l.item.id)!;
      const before = mayExtend && !extendCause ? top(l.item.id) : '';
      const own = perItem.get(supplierId);
      if (own) {
        if (own.fresh) insertOf.get(own.bidId)!.current = false;
        else p.retire.push(own.bidId);
      }
      perItem.set(supplierId, {
        bidId: id,
        itemId: l.item.id,
        supplierId,
        price: l.line.price,
        seq: BigInt(seq),
        valid: !l.overCeiling,
        fresh: true,
      });
      const row: Record<string, unknown> = {
        id,
        seq,
        current: true,
        event_id: e.id,
        item_id: l.item.id,
        supplier_id: supplierId,
        user_id: job.auth.userId,
        price: live ? l.line.price : null,
        freight: live ? l.line.freight : null,
        over_ceiling: live ? l.overCeiling : null,
        sealed: l.sealed ? `\\x${l.sealed.toString('hex')}` : null,
        delivery_days: l.line.deliveryDays,
        brand: l.line.brand,
        model: l.line.model,
        valid_days: l.line.validDays,
        remarks: l.line.remarks,
        offered_goods_id: l.line.offeredGoodsId ?? null,
        created_at: at,
      };
      p.inserts.push(row);
      insertOf.set(id, row);
      const body: BidLogBody = {
        bidId: id,
        itemId: l.item.id,
        supplierId,
        seq,
        price: live ? l.line.price : null,
        freight: live ? l.line.freight : null,
        overCeiling: live ? l.overCeiling : null,
        sealed: l.sealed ? l.sealed.toString('base64') : null,
        at,
      };
      append('bid', body);
      if (mayExtend && !extendCause && top(l.item.id) !== before) extendCause = id;
      placed.push({ line: l, id });
    }
    let extended = false;
    if (extendCause) {
      const hard = e.hard_close_at ?? p.endAt;
      const to = new Date(Math.min(p.endAt.getTime() + e.snipe_extend_minutes * MINUTE, hard.getTime()));
      if (to > p.endAt) {
        const x: ExtendLogBody = {
          bidId: extendCause,
          from: p.endAt.toISOString(),
          to: to.toISOString(),
          extensions: p.extensions + 1,
        };
        append('extend', x);
        p.extensions++;
        p.endAt = to;
        extended = true;
        p.extendedAt.push({ to, n: p.extensions });
      }
    }
    p.results.push({ job, extended, bids: placed });
  }
  return p;
}

/** Where the event's row stands: what a write planned on it expects to find (writeStatement). */
export interface HeadAt {
  position: number;
  head: string;
  endAt: Date;
  extensions: number;
}

/** Where `e` stands. */
export function headOf(e: EventRow): HeadAt {
  return {
    position: e.log_position,
    head: e.log_head,
    endAt: e.current_end_at!,
    extensions: e.extensions,
  };
}

/** Writes a plan under the event's row lock (a transaction that holds it): writeStatement without a guard. */
export async function writeBatch(db: Executor, p: Plan): Promise<void> {
  await writeStatement(p, null).execute(db);
}

/**
 * Retires, inserts, appends the log, moves the event's head (and end) and notifies, in one statement. With
 * `at`, only if the event's row still stands there and the event is still published (nothing else moved it:
 * another batch, the close, a cancel): otherwise it writes nothing and answers no row. The head's update
 * comes first (the others read it), so it also takes the row lock before anything is written; the insert
 * waits for the retirement (its InitPlan reads it), so a supplier's new current bid never meets its old one
 * in the index. With `draw`, its row also brings that many new ids and sequences (for the batches after it).
 */
export function writeStatement(p: Plan, at: HeadAt | null, draw = 0) {
  const guard =
    at === null
      ? sql``
      : sql` AND log_position = ${at.position} AND log_head = ${at.head} AND current_end_at = ${at.endAt}
         AND extensions = ${at.extensions} AND phase = 'published'`;
  const drawn = draw > 0 ? sql`, ${idColumns(draw)}` : sql``;
  return sql<Partial<Ids>>`WITH head AS (
      UPDATE bid_events SET log_position = ${p.position}, log_head = ${p.head}, current_end_at = ${p.endAt},
        extensions = ${p.extensions},
        updated_at = CASE WHEN ${p.extendedAt.length > 0} THEN ${p.now} ELSE updated_at END
       WHERE id = ${p.e.id}${guard}
      RETURNING id
    ), retired AS (
      UPDATE bids SET current = false
       WHERE id = ANY(${p.retire}::bigint[]) AND EXISTS (SELECT 1 FROM head)
      RETURNING 1
    ), inserted AS (
      INSERT INTO bids (id, seq, current, event_id, item_id, supplier_id, user_id, price, freight,
        over_ceiling, sealed, delivery_days, brand, model, valid_days, remarks, offered_goods_id, created_at)
      SELECT id, seq, current, event_id, item_id, supplier_id, user_id, price, freight, over_ceiling,
        sealed, delivery_days, brand, model, valid_days, remarks, offered_goods_id, created_at
        FROM json_populate_recordset(NULL::bids, ${JSON.stringify(p.inserts)}::json)
       WHERE (SELECT count(*) FROM retired) >= 0 AND EXISTS (SELECT 1 FROM head)
      RETURNING 1
    ), logged AS (
      INSERT INTO bid_log (event_id, position, kind, body, prev_hash, hash, created_at)
      SELECT event_id, position, kind, body, prev_hash, hash, created_at
        FROM json_populate_recordset(NULL::bid_log, ${JSON.stringify(p.log)}::json)
       WHERE EXISTS (SELECT 1 FROM head)
      RETURNING 1
    )
    SELECT pg_notify('pm_bidding', ${`${p.e.id}:${p.position}`}) AS notified${drawn} FROM head
     WHERE (SELECT count(*) FROM inserted) + (SELECT count(*) FROM logged) >= 0`;
}

/** The current bids of a batch's items, read with the event (one snapshot). */
export interface StateRow {
  bids:
    | {
        id: string;
        item_id: string;
        supplier_id: string;
        price: string | null;
        seq: string;
        over_ceiling: boolean | null;
      }[]
    | null;
  /** New ids and sequences (`bid_seq`), one per line of the batch. */
  ids: string[];
  seqs: string[];
}

/** New ids and sequences (`bid_seq`) for a batch's lines. */
export type Ids = Pick<StateRow, 'ids' | 'seqs'>;

/** Ids and sequences drawn ahead by an event's writes, taken in the order drawn. */
export class Reserve {
  private ids: string[] = [];
  private seqs: string[] = [];

  get size(): number {
    return this.ids.length;
  }

  add(drawn: Ids): void {
    this.ids.push(...drawn.ids);
    this.seqs.push(...drawn.seqs);
  }

  take(n: number): Ids {
    return { ids: this.ids.splice(0, n), seqs: this.seqs.splice(0, n) };
  }

  clear(): void {
    this.ids = [];
    this.seqs = [];
  }

  /**
   * How many a write of `lines` lines draws for the batches after it: four times its lines less those left,
   * within bounds. Two batches are planned on the ids left before this write's come back (the one behind it, and
   * the next when it lands): with twice, one batch in sixteen was cut to the ids left and its rest waited a write.
   */
  toDraw(lines: number): number {
    return Math.min(MAX_DRAWN, Math.max(0, Math.max(MIN_DRAWN, 4 * lines) - this.size));
  }
}

const MIN_DRAWN = 64;
const MAX_DRAWN = 400;

/**
 * Resolves after the requests read in this turn of the event loop have queued their bids: a batch planned at the
 * first bid's wake went with that bid alone (a quarter of the batches under load), and took a write of the pipe.
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Answers a batch's callers, each with its answer (a refusal is an error). */
export function answer(jobs: readonly Job[], answers: readonly (BidPlaced | AppError)[]): void {
  jobs.forEach((job, i) => {
    const a = answers[i]!;
    if (a instanceof Error) job.reject(a);
    else job.resolve(a);
  });
}

/** At most this many bids in one transaction. */
export const MAX_BATCH = 200;

/** Takes queued bids from the front while their lines fit in `room` (at most MAX_BATCH bids). */
export function takeLines(queue: Job[], room: number): Job[] {
  let n = 0;
  let lines = 0;
  while (n < queue.length && n < MAX_BATCH && lines + queue[n]!.lines.length <= room)
    lines += queue[n++]!.lines.length;
  return queue.splice(0, n);
}

/** What a batch writes and answers. */
export interface Plan {
  e: EventRow;
  now: Date;
  live: boolean;
  current: Map<string, Map<string, Current>>;
  results: ({ job: Job; extended: boolean; bids: { line: PreparedLine; id: string }[] } | AppError)[];
  retire: string[];
  inserts: Record<string, unknown>[];
  log: Record<string, unknown>[];
  position: number;
  head: string;
  endAt: Date;
  extensions: number;
  extendedAt: { to: Date; n: number }[];
}

export function involved(jobs: readonly Job[]): { itemIds: string[]; lineCount: number } {
  return {
    itemIds: [...new Set(jobs.flatMap((j) => j.lines.map((l) => l.item.id)))],
    lineCount: jobs.reduce((n, j) => n + j.lines.length, 0),
  };
}

/** The current bids of the items and new ids and sequences, as columns of one read. */
export function stateColumns(itemIds: string[], lineCount: number) {
  return sql`(SELECT json_agg(json_build_object('id', b.id::text, 'item_id', b.item_id::text,
        'supplier_id', b.supplier_id::text, 'price', b.price::text, 'seq', b.seq::text,
        'over_ceiling', b.over_ceiling))
       FROM bids b WHERE b.item_id = ANY(${itemIds}::bigint[]) AND b.current) AS bids,
    ${idColumns(lineCount)}`;
}

/**
 * `n` new bid ids and sequences (`bid_seq`), as the columns `ids` and `seqs`. The ids' sequence is looked up
 * once (an InitPlan), not once per id: pg_get_serial_sequence per id took two thirds of the read's time.
 */
function idColumns(n: number) {
  return sql`(SELECT array_agg(nextval((SELECT pg_get_serial_sequence('bids', 'id')::regclass))::text)
        FROM generate_series(1, ${n})) AS ids,
    (SELECT array_agg(nextval('bid_seq')::text) FROM generate_series(1, ${n})) AS seqs`;
}

/** The answers: each caller's bids with ranks as the format allows, after the whole batch. */
export function answersOf(p: Plan): (BidPlaced | AppError)[] {
  const { e, live, current, now } = p;
  const vis = visibilityOf(e.visibility);
  const at = now.toISOString();
  const endAt = p.endAt.toISOString();
  // Per item, once per batch: the bids' count, the best valid price and each supplier's rank.
  const standings = new Map<string, { count: number; best: number | null; rankOf: Map<string, number> }>();
  const standingOf = (itemId: string) => {
    let st = standings.get(itemId);
    if (!st) {
      const all = rankBids(current.get(itemId)!.values());
      const valid = all.filter((b) => b.valid);
      st = {
        count: all.length,
        best: valid[0]?.price ?? null,
        rankOf: new Map(valid.map((b, i) => [b.supplierId, i + 1])),
      };
      standings.set(itemId, st);
    }
    return st;
  };
  return p.results.map((r) => {
    if (r instanceof AppError) return r;
    const lines = r.bids.map(({ line: l, id }): MyBidLine => {
      let rank: number | null = null;
      let best: number | null = null;
      let count: number | null = null;
      if (live && (vis === 'rank' || vis === 'best')) {
        const st = standingOf(l.item.id);
        count = st.count;
        if (vis === 'rank') rank = st.rankOf.get(r.job.auth.organizationId) ?? null;
        else best = st.best;
      }
      return {
        itemId: l.item.id,
        bidId: id,
        price: l.line.price,
        freight: l.line.freight,
        deliveryDays: l.line.deliveryDays,
        brand: l.line.brand,
        model: l.line.model,
        validDays: l.line.validDays,
        remarks: l.line.remarks,
        offeredGoodsId: l.line.offeredGoodsId ?? null,
        overCeiling: l.overCeiling,
        bidAt: at,
        rank,
        bestPrice: best,
        bidCount: count,
      };
    });
    return {
      eventId: e.id,
      lines,
      endAt,
      extended: r.extended,
      seq: p.position,
      serverTime: at,
    };
  });
}
