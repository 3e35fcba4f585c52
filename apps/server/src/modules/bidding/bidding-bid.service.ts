import {
  BID_MESSAGES,
  type BidItemDetail,
  type BidPlaced,
  type MyBidLine,
  type MyBids,
} from '@pm/contract/bidding';
import type { bidPlaceRequest } from '@pm/contract/bidding-schema';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database';
import type { BidsTable } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../auth/auth.service';
import { publishNotice } from '../notification/notification.repo';
import type { BidSealer } from './bidding-crypto';
import { appendLog, type LogKind } from './bidding-log';
import type { BidLogBody, ExtendLogBody } from './bidding-replay';
import type { BiddingRepo, EventRow } from './bidding.repo';
import { statusOf, statusText } from './bidding-status';
import { decrementOf, iso, visibilityOf } from './bidding-view';
import { isVendor, itemOf, viewerOf } from './bidding-event.service';

type PlaceRequest = z.output<typeof bidPlaceRequest>;
type BidRow = Selectable<BidsTable>;

const MINUTE = 60_000;
/** The notice 即将截止 goes out this long before the end. */
const ENDING_NOTICE_MS = 5 * MINUTE;

export const BID_ERRORS = {
  offeredGoods: '替代商品须为本单位在售的商品',
  sameItem: '同一商品在一次报价中只能出现一次',
};

/** A supplier's view of one of its current bids: rank and best price as the format allows. */
function lineOf(
  b: BidRow,
  opts: {
    price: number;
    freight: number;
    overCeiling: boolean;
    rank: number | null;
    best: number | null;
    count: number | null;
  },
): MyBidLine {
  return {
    itemId: b.item_id,
    bidId: b.id,
    price: opts.price,
    freight: opts.freight,
    deliveryDays: b.delivery_days,
    brand: b.brand,
    model: b.model,
    validDays: b.valid_days,
    remarks: b.remarks,
    offeredGoodsId: b.offered_goods_id,
    overCeiling: opts.overCeiling,
    bidAt: b.created_at.toISOString(),
    rank: opts.rank,
    bestPrice: opts.best,
    bidCount: opts.count,
  };
}

/** Bids: placing them under the event's lock, the caller's own bids and ranks, the close at the end. */
export class BiddingBidService {
  constructor(
    private readonly db: Db,
    private readonly repo: BiddingRepo,
    private readonly sealer: BidSealer,
    private readonly clock: Clock,
  ) {}

  /**
   * Places the caller's bids: the event's row is locked first and the clock read after the lock, so a bid
   * racing the end (or the close) is either counted, before it, or refused; never accepted and ignored.
   */
  async place(auth: AuthContext, req: PlaceRequest): Promise<BidPlaced> {
    const itemIds = req.lines.map((l) => l.itemId);
    if (new Set(itemIds).size !== itemIds.length) throw AppError.badRequest(BID_ERRORS.sameItem);
    const done = await this.db.transaction().execute(async (trx) => {
      const e = await this.repo.lockEvent(trx, req.eventId);
      const viewer = e ? await viewerOf(trx, this.repo, e, auth) : null;
      if (!e || viewer !== 'supplier') throw AppError.notFound(BID_MESSAGES.notFound);
      const now = this.clock.now();
      const status = statusOf(e, now);
      if (status === 'pending') throw AppError.conflict(BID_MESSAGES.notStarted);
      if (status !== 'running') throw AppError.conflict(BID_MESSAGES.ended);
      const items = new Map((await this.repo.items(trx, e.id)).map((i) => [i.id, i]));
      const offered = [...new Set(req.lines.flatMap((l) => (l.offeredGoodsId ? [l.offeredGoodsId] : [])))];
      if (offered.length) {
        const own = await trx
          .selectFrom('goods')
          .select('id')
          .where('id', 'in', offered)
          .where('supplier_id', '=', auth.organizationId)
          .where('status', '=', 'on')
          .execute();
        if (own.length !== offered.length) throw AppError.badRequest(BID_ERRORS.offeredGoods);
      }
      const live = e.format === 'live';
      const entries: { kind: LogKind; body: unknown }[] = [];
      let extendCause: string | null = null;
      const placed: BidRow[] = [];
      for (const line of req.lines) {
        const item = items.get(line.itemId);
        if (!item) throw AppError.notFound(BID_MESSAGES.itemNotFound);
        const ceiling = item.ceiling_price === null ? null : Number(item.ceiling_price);
        const overCeiling = ceiling !== null && line.price > ceiling;
        if (overCeiling && e.enforce_ceiling) throw AppError.badRequest(BID_MESSAGES.aboveCeiling);
        const previous = await this.repo.currentBid(trx, item.id, auth.organizationId);
        let before: string[] = [];
        if (live) {
          if (previous && previous.price !== null) {
            const prev = Number(previous.price);
            const most = prev - decrementOf(e, prev);
            if (line.price > most) {
              throw AppError.badRequest(`${BID_MESSAGES.belowDecrement}：本项报价须不高于 ${most} 分`);
            }
          }
          before = await this.topSuppliers(trx, item.id, e.snipe_top_ranks);
        }
        if (previous) await this.repo.retire(trx, item.id, auth.organizationId);
        const sealed = live
          ? null
          : this.sealer.seal(e.sealed_key!, { price: line.price, freight: line.freight, overCeiling });
        const row = await trx
          .insertInto('bids')
          .values({
            event_id: e.id,
            item_id: item.id,
            supplier_id: auth.organizationId,
            user_id: auth.userId,
            price: live ? line.price : null,
            freight: live ? line.freight : null,
            over_ceiling: live ? overCeiling : null,
            sealed,
            delivery_days: line.deliveryDays,
            brand: line.brand,
            model: line.model,
            valid_days: line.validDays,
            remarks: line.remarks,
            offered_goods_id: line.offeredGoodsId ?? null,
            created_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        placed.push(row);
        const body: BidLogBody = {
          bidId: row.id,
          itemId: item.id,
          supplierId: auth.organizationId,
          seq: row.seq,
          price: live ? line.price : null,
          freight: live ? line.freight : null,
          overCeiling: live ? overCeiling : null,
          sealed: sealed ? sealed.toString('base64') : null,
          at: now.toISOString(),
        };
        entries.push({ kind: 'bid', body });
        if (live && !extendCause) {
          const after = await this.topSuppliers(trx, item.id, e.snipe_top_ranks);
          if (after.join(',') !== before.join(',')) extendCause = row.id;
        }
      }
      let endAt = e.current_end_at!;
      let extended = false;
      if (extendCause && this.inSnipeWindow(e, now) && e.extensions < e.max_extensions) {
        const hard = e.hard_close_at ?? endAt;
        const to = new Date(Math.min(endAt.getTime() + e.snipe_extend_minutes * MINUTE, hard.getTime()));
        if (to > endAt) {
          const x: ExtendLogBody = {
            bidId: extendCause,
            from: endAt.toISOString(),
            to: to.toISOString(),
            extensions: e.extensions + 1,
          };
          entries.push({ kind: 'extend', body: x });
          await trx
            .updateTable('bid_events')
            .set({ current_end_at: to, extensions: e.extensions + 1, updated_at: now })
            .where('id', '=', e.id)
            .execute();
          await this.noticeExtended(trx, e, to, now, e.extensions + 1);
          endAt = to;
          extended = true;
        }
      }
      await appendLog(trx, e.id, { position: e.log_position, head: e.log_head }, entries, now);
      return { e, placed, endAt, extended, now };
    });
    // Ranks after the commit: the event's lock is held no longer than the bid needs it.
    const lines = await this.linesOf(this.db, done.e, auth.organizationId, done.placed, 'running');
    return {
      eventId: done.e.id,
      lines,
      endAt: done.endAt.toISOString(),
      extended: done.extended,
      serverTime: done.now.toISOString(),
    };
  }

  private inSnipeWindow(e: EventRow, now: Date): boolean {
    return (
      e.snipe_window_minutes > 0 &&
      now.getTime() >= e.current_end_at!.getTime() - e.snipe_window_minutes * MINUTE
    );
  }

  private async topSuppliers(db: Executor, itemId: string, k: number): Promise<string[]> {
    const ranked = await this.repo.ranking(db, itemId);
    return ranked
      .filter((r) => r.over_ceiling !== true)
      .slice(0, k)
      .map((r) => r.supplier_id);
  }

  private async noticeExtended(trx: Executor, e: EventRow, to: Date, now: Date, n: number): Promise<void> {
    const bidders = await this.repo.bidders(trx, e.id);
    for (const org of [...bidders, e.organization_id]) {
      await publishNotice(trx, {
        organizationId: org,
        kind: 'BID_EXTENDED',
        title: `竞价延时：${e.title}`,
        body: `截止时间延至 ${to.toISOString()}（第 ${n} 次延时）。`,
        subject: { type: 'bid', id: e.id },
        dedupeKey: `bid-extended-${e.id}-${n}`,
        at: now,
      });
    }
  }

  /** The caller's current bids with ranks as the format and the status allow. */
  private async linesOf(
    db: Executor,
    e: EventRow,
    supplierId: string,
    bids: readonly BidRow[],
    status: string,
  ): Promise<MyBidLine[]> {
    const live = e.format === 'live';
    const ended = !['pending', 'running'].includes(status);
    const vis = visibilityOf(e.visibility);
    const showRank = ended || (live && vis === 'rank');
    const showBest = ended || (live && vis === 'best');
    const out: MyBidLine[] = [];
    for (const b of bids) {
      let amounts = {
        price: b.price === null ? 0 : Number(b.price),
        freight: b.freight === null ? 0 : Number(b.freight),
        overCeiling: b.over_ceiling === true,
      };
      // The supplier's own sealed bid: its own amounts, opened for it alone.
      if (b.price === null && b.sealed && e.sealed_key) amounts = this.sealer.open(e.sealed_key, b.sealed);
      let rank: number | null = null;
      let best: number | null = null;
      let count: number | null = null;
      if (showRank || showBest) {
        const ranked = (await this.repo.ranking(db, b.item_id)).filter((r) => r.price !== null);
        const valid = ranked.filter((r) => r.over_ceiling !== true);
        count = ranked.length;
        if (showRank) {
          const i = valid.findIndex((r) => r.supplier_id === supplierId);
          rank = i < 0 ? null : i + 1;
        }
        if (showBest && valid[0]) best = Number(valid[0].price);
      }
      out.push(lineOf(b, { ...amounts, rank, best, count }));
    }
    void supplierId;
    return out;
  }

  async myBids(auth: AuthContext, eventId: string): Promise<MyBids> {
    const e = await this.repo.event(this.db, eventId);
    const viewer = e ? await viewerOf(this.db, this.repo, e, auth) : null;
    if (!e || viewer !== 'supplier') throw AppError.notFound(BID_MESSAGES.notFound);
    const now = this.clock.now();
    const status = statusOf(e, now);
    const bids = await this.repo.supplierBids(this.db, e.id, auth.organizationId);
    return {
      eventId: e.id,
      status,
      statusText: statusText(status),
      endAt: iso(e.current_end_at),
      lines: await this.linesOf(this.db, e, auth.organizationId, bids, status),
      serverTime: now.toISOString(),
    };
  }

  async item(auth: AuthContext | undefined, eventId: string, itemId: string): Promise<BidItemDetail> {
    const e = await this.repo.event(this.db, eventId);
    const viewer = e ? await viewerOf(this.db, this.repo, e, auth) : null;
    if (!e || !viewer) throw AppError.notFound(BID_MESSAGES.notFound);
    const item = (await this.repo.items(this.db, e.id)).find((i) => i.id === itemId);
    if (!item) throw AppError.notFound(BID_MESSAGES.itemNotFound);
    const now = this.clock.now();
    const status = statusOf(e, now);
    let mine: MyBidLine | null = null;
    if (viewer === 'supplier' && auth && isVendor(auth)) {
      const b = await this.repo.currentBid(this.db, item.id, auth.organizationId);
      if (b) mine = (await this.linesOf(this.db, e, auth.organizationId, [b], status))[0] ?? null;
    }
    const published = status === 'publicity' || status === 'completed';
    const award = published
      ? (await this.repo.awards(this.db, e.id)).find((a) => a.item_id === item.id)
      : undefined;
    return {
      eventId: e.id,
      eventTitle: e.title,
      status,
      statusText: statusText(status),
      endAt: iso(e.current_end_at),
      item: itemOf(item, viewer === 'owner', award),
      mine,
      serverTime: now.toISOString(),
    };
  }

  /**
   * Tells the suppliers of running events that end within five minutes (invited ones, or those that bid
   * in an event open to all) and their buyer: once per event and end (an extension tells again).
   */
  async noticeEnding(): Promise<number> {
    const now = this.clock.now();
    const soon = await this.db
      .selectFrom('bid_events')
      .selectAll()
      .where('phase', '=', 'published')
      .where('start_at', '<=', now)
      .where('current_end_at', '>', now)
      .where('current_end_at', '<=', new Date(now.getTime() + ENDING_NOTICE_MS))
      .execute();
    for (const e of soon) {
      await this.db.transaction().execute(async (trx) => {
        const invited = (await this.repo.invited(trx, e.id)).map((s) => s.supplier_id);
        const orgs = new Set([...invited, ...(await this.repo.bidders(trx, e.id)), e.organization_id]);
        for (const org of orgs) {
          await publishNotice(trx, {
            organizationId: org,
            kind: 'BID_ENDING',
            title: `竞价即将截止：${e.title}`,
            body: `竞价 ${e.code} 将于 ${e.current_end_at!.toISOString()} 截止。`,
            subject: { type: 'bid', id: e.id },
            dedupeKey: `bid-ending-${e.id}-${e.current_end_at!.getTime()}`,
            at: now,
          });
        }
      });
    }
    return soon.length;
  }

  /**
   * Closes events whose end has passed (the job; also before a compare or an award): opens the sealed
   * bids, counts the suppliers with a valid bid and moves the event to 定标中, or 已流标 below the minimum.
   * Each under its row lock, skipping rows another process holds. Answers how many it closed.
   */
  async closeDue(limit = 50): Promise<number> {
    const now = this.clock.now();
    const due = await this.db
      .selectFrom('bid_events')
      .select('id')
      .where('phase', '=', 'published')
      .where('current_end_at', '<=', now)
      .orderBy('current_end_at')
      .limit(limit)
      .execute();
    let n = 0;
    for (const d of due) if (await this.closeOne(d.id)) n++;
    return n;
  }

  async closeOne(eventId: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const e = await trx
        .selectFrom('bid_events')
        .selectAll()
        .where('id', '=', eventId)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      const now = this.clock.now();
      if (!e || statusOf(e, now) !== 'closed') return false;
      if (e.format === 'sealed' && e.sealed_key) {
        const sealed = await trx
          .selectFrom('bids')
          .select(['id', 'sealed'])
          .where('event_id', '=', e.id)
          .where('current', '=', true)
          .where('price', 'is', null)
          .execute();
        for (const b of sealed) {
          const open = this.sealer.open(e.sealed_key, b.sealed!);
          await trx
            .updateTable('bids')
            .set({ price: open.price, freight: open.freight, over_ceiling: open.overCeiling })
            .where('id', '=', b.id)
            .execute();
        }
      }
      const valid = await trx
        .selectFrom('bids')
        .select((eb) => eb.fn.count<string>('supplier_id').distinct().as('n'))
        .where('event_id', '=', e.id)
        .where('current', '=', true)
        .where('over_ceiling', '=', false)
        .executeTakeFirstOrThrow();
      const validBidders = Number(valid.n);
      const outcome = validBidders < e.min_bidders ? ('failed' as const) : ('awarding' as const);
      await trx
        .updateTable('bid_events')
        .set({
          phase: outcome,
          closed_at: now,
          fail_reason:
            outcome === 'failed' ? `有效报价供应商 ${validBidders} 家，少于 ${e.min_bidders} 家` : null,
          updated_at: now,
        })
        .where('id', '=', e.id)
        .execute();
      await appendLog(
        trx,
        e.id,
        { position: e.log_position, head: e.log_head },
        [{ kind: 'close', body: { validBidders, outcome } }],
        now,
      );
      if (outcome === 'failed') {
        const orgs = [...(await this.repo.bidders(trx, e.id)), e.organization_id];
        for (const org of orgs) {
          await publishNotice(trx, {
            organizationId: org,
            kind: 'BID_FAILED',
            title: `竞价流标：${e.title}`,
            body: `有效报价供应商不足 ${e.min_bidders} 家，本次竞价流标。`,
            subject: { type: 'bid', id: e.id },
            dedupeKey: `bid-failed-${e.id}`,
            at: now,
          });
        }
      }
      return true;
    });
  }
}
