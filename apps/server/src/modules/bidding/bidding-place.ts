/**
 * Placing bids with a short critical section. Everything that does not depend on the event's moving
 * state is read and checked before the lock: the event's frozen rules (format, decrement, ceilings,
 * invitations: nothing changes after publishing), who the caller is, the items, the ceiling, offered goods,
 * the sealing. Bids of one event that arrive while a batch holds the event's row lock queue in this process
 * and go together in the next transaction, in order of arrival:
 *
 *   1. `SELECT … FOR UPDATE` of the event (then the clock is read: a bid at the end is refused);
 *   2. one read of the current bids of the items involved, with new ids and sequences (`bid_seq`);
 *   3. in memory, bid by bid as if one after another: the decrement against the supplier's own current bid,
 *      ranks before and after, the anti-sniping extension, the log entries with their hashes;
 *   4. one statement that retires superseded bids, inserts the new ones, appends the log, moves the event's
 *      head (and end) and sends `NOTIFY pm_bidding`; then the commit.
 *
 * A bid is answered after its batch committed (accepted, with its rank), or refused with nothing written
 * for it; a refused bid of a batch never stops the others. Two processes each batch their own bids and
 * queue on the row lock, so acceptance still follows the lock's order.
 */
import { BID_MESSAGES, type BidPlaced, type MyBidLine } from '@pm/contract/bidding';
import type { bidPlaceRequest } from '@pm/contract/bidding-schema';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../auth/auth.service';
import type { BidSealer } from './bidding-crypto';
import { entryHash, type LogKind } from './bidding-log';
import { rankBids, type BidLogBody, type ExtendLogBody, type ReplayedBid } from './bidding-replay';
import type { BiddingRepo, EventRow, ItemRow } from './bidding.repo';
import { statusOf } from './bidding-status';
import { decrementOf, visibilityOf } from './bidding-view';
import { isVendor } from './bidding-event.service';

type PlaceRequest = z.output<typeof bidPlaceRequest>;
type Line = PlaceRequest['lines'][number];

const MINUTE = 60_000;
/** At most this many bids in one transaction. */
const MAX_BATCH = 200;
/** Frozen rules kept per process (events published; nothing of them changes after publishing). */
const MAX_RULES = 500;

export const BID_ERRORS = {
  offeredGoods: '替代商品须为本单位在售的商品',
  sameItem: '同一商品在一次报价中只能出现一次',
};

/** What does not change once an event is published. */
interface Frozen {
  e: EventRow;
  items: Map<string, ItemRow>;
  invited: Set<string>;
}

interface PreparedLine {
  line: Line;
  item: ItemRow;
  overCeiling: boolean;
  sealed: Buffer | null;
}

interface Job {
  auth: AuthContext;
  lines: PreparedLine[];
  resolve: (r: BidPlaced) => void;
  reject: (err: unknown) => void;
}

/** A current bid as the batch sees it. */
interface Current extends ReplayedBid {
  itemId: string;
  /** Inserted by this batch (not yet in the table). */
  fresh: boolean;
}

/** The extension notice, published by the caller inside the batch's transaction. */
export type ExtendedNotice = (trx: Executor, e: EventRow, to: Date, now: Date, n: number) => Promise<void>;

export class BidPlacer {
  private readonly frozen = new Map<string, Frozen>();
  /** Reads of frozen rules under way: the bids arriving meanwhile share them (one read, not one each). */
  private readonly reading = new Map<string, Promise<Frozen | null>>();
  private readonly queues = new Map<string, Job[]>();

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

  /** Runs the event's queued bids batch after batch until none is left. */
  private async drain(eventId: string): Promise<void> {
    for (;;) {
      const queue = this.queues.get(eventId);
      if (!queue || queue.length === 0) {
        this.queues.delete(eventId);
        return;
      }
      const batch = queue.splice(0, MAX_BATCH);
      try {
        const answers = await this.runBatch(eventId, batch);
        batch.forEach((job, i) => {
          const a = answers[i]!;
          if (a instanceof Error) job.reject(a);
          else job.resolve(a);
        });
      } catch (err) {
        for (const job of batch) job.reject(err);
      }
    }
  }

  private async runBatch(eventId: string, jobs: readonly Job[]): Promise<(BidPlaced | AppError)[]> {
    return this.db.transaction().execute(async (trx) => {
      const e = await this.repo.lockEvent(trx, eventId);
      const now = this.clock.now();
      const status = e ? statusOf(e, now) : 'draft';
      if (!e || status !== 'running') {
        const err =
          status === 'pending'
            ? AppError.conflict(BID_MESSAGES.notStarted)
            : e
              ? AppError.conflict(BID_MESSAGES.ended)
              : AppError.notFound(BID_MESSAGES.notFound);
        return jobs.map(() => err);
      }
      const live = e.format === 'live';
      const itemIds = [...new Set(jobs.flatMap((j) => j.lines.map((l) => l.item.id)))];
      const lineCount = jobs.reduce((n, j) => n + j.lines.length, 0);
      // The current bids of the items and new ids and sequences, in one read under the lock.
      const state = await sql<{
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
        ids: string[];
        seqs: string[];
      }>`SELECT
          (SELECT json_agg(json_build_object('id', b.id::text, 'item_id', b.item_id::text,
              'supplier_id', b.supplier_id::text, 'price', b.price::text, 'seq', b.seq::text,
              'over_ceiling', b.over_ceiling))
             FROM bids b WHERE b.item_id = ANY(${itemIds}::bigint[]) AND b.current) AS bids,
          (SELECT array_agg(nextval(pg_get_serial_sequence('bids', 'id'))::text) FROM generate_series(1, ${lineCount})) AS ids,
          (SELECT array_agg(nextval('bid_seq')::text) FROM generate_series(1, ${lineCount})) AS seqs`.execute(
        trx,
      );
      const row = state.rows[0]!;
      const ids = row.ids;
      const seqs = row.seqs;
      // Per item: supplier → its current bid.
      const current = new Map<string, Map<string, Current>>(itemIds.map((id) => [id, new Map()]));
      for (const b of row.bids ?? []) {
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
      let endAt = e.current_end_at!;
      let extensions = e.extensions;
      let position = e.log_position;
      let head = e.log_head;
      const retire: string[] = [];
      const inserts: Record<string, unknown>[] = [];
      const insertOf = new Map<string, Record<string, unknown>>();
      const log: Record<string, unknown>[] = [];
      const extendedAt: { to: Date; n: number }[] = [];
      const append = (kind: LogKind, body: unknown) => {
        position++;
        const text = JSON.stringify(body);
        const hash = entryHash(head, position, kind, text);
        log.push({ event_id: e.id, position, kind, body: text, prev_hash: head, hash, created_at: now });
        head = hash;
      };
      let next = 0;
      const results: (
        { job: Job; extended: boolean; bids: { line: PreparedLine; id: string }[] } | AppError
      )[] = [];
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
          results.push(refused);
          continue;
        }
        let extendCause: string | null = null;
        // Only a bid inside the anti-sniping window may extend: outside it the ranks 1..K are not compared.
        const inWindow =
          e.snipe_window_minutes > 0 && now.getTime() >= endAt.getTime() - e.snipe_window_minutes * MINUTE;
        const mayExtend = live && inWindow && extensions < e.max_extensions;
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
            else retire.push(own.bidId);
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
            created_at: now,
          };
          inserts.push(row);
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
            at: now.toISOString(),
          };
          append('bid', body);
          if (mayExtend && !extendCause && top(l.item.id) !== before) extendCause = id;
          placed.push({ line: l, id });
        }
        let extended = false;
        if (extendCause) {
          const hard = e.hard_close_at ?? endAt;
          const to = new Date(Math.min(endAt.getTime() + e.snipe_extend_minutes * MINUTE, hard.getTime()));
          if (to > endAt) {
            const x: ExtendLogBody = {
              bidId: extendCause,
              from: endAt.toISOString(),
              to: to.toISOString(),
              extensions: extensions + 1,
            };
            append('extend', x);
            extensions++;
            endAt = to;
            extended = true;
            extendedAt.push({ to, n: extensions });
          }
        }
        results.push({ job, extended, bids: placed });
      }
      if (inserts.length > 0) {
        // Retire, insert, append and move the head in one statement; the insert waits for the retirement
        // (its InitPlan reads it), so a supplier's new current bid never meets its old one in the index.
        await sql`WITH retired AS (
            UPDATE bids SET current = false WHERE id = ANY(${retire}::bigint[]) RETURNING 1
          ), inserted AS (
            INSERT INTO bids (id, seq, current, event_id, item_id, supplier_id, user_id, price, freight,
              over_ceiling, sealed, delivery_days, brand, model, valid_days, remarks, offered_goods_id, created_at)
            SELECT id, seq, current, event_id, item_id, supplier_id, user_id, price, freight, over_ceiling,
              sealed, delivery_days, brand, model, valid_days, remarks, offered_goods_id, created_at
              FROM json_populate_recordset(NULL::bids, ${JSON.stringify(inserts)}::json)
             WHERE (SELECT count(*) FROM retired) >= 0
            RETURNING 1
          ), logged AS (
            INSERT INTO bid_log (event_id, position, kind, body, prev_hash, hash, created_at)
            SELECT event_id, position, kind, body, prev_hash, hash, created_at
              FROM json_populate_recordset(NULL::bid_log, ${JSON.stringify(log)}::json)
            RETURNING 1
          )
          UPDATE bid_events SET log_position = ${position}, log_head = ${head}, current_end_at = ${endAt},
            extensions = ${extensions}, updated_at = CASE WHEN ${extendedAt.length > 0} THEN ${now} ELSE updated_at END
           WHERE id = ${e.id}
            AND (SELECT count(*) FROM inserted) + (SELECT count(*) FROM logged) >= 0
          RETURNING pg_notify('pm_bidding', ${`${e.id}:${position}`})`.execute(trx);
        for (const x of extendedAt) await this.noticeExtended(trx, e, x.to, now, x.n);
      }
      // The answers: each caller's bids with ranks as the format allows, after the whole batch.
      const vis = visibilityOf(e.visibility);
      // Per item, once per batch: the bids' count, the best valid price and each supplier's rank.
      const standings = new Map<
        string,
        { count: number; best: number | null; rankOf: Map<string, number> }
      >();
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
      return results.map((r) => {
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
            bidAt: now.toISOString(),
            rank,
            bestPrice: best,
            bidCount: count,
          };
        });
        return {
          eventId: e.id,
          lines,
          endAt: endAt.toISOString(),
          extended: r.extended,
          seq: position,
          serverTime: now.toISOString(),
        };
      });
    });
  }
}
