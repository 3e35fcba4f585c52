import {
  BID_MESSAGES,
  type BidItemDetail,
  type BidPlaced,
  type MyBidLine,
  type MyBids,
} from '@pm/contract/bidding';
import type { bidPlaceRequest } from '@pm/contract/bidding-schema';
import type { Selectable } from 'kysely';
import type pg from 'pg';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database';
import type { BidsTable } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../auth/auth.service';
import { publishNotice } from '../notification/notification.repo';
import type { BidSealer } from './bidding-crypto';
import { appendLog } from './bidding-log';
import { emitBidChanged } from './bidding-open-events';
import { BidPlacer } from './bidding-place';
import type { BiddingRepo, EventRow } from './bidding.repo';
import { statusOf, statusText } from './bidding-status';
import { iso, visibilityOf } from './bidding-view';
import { isVendor, itemOf, viewerOf } from './bidding-event.service';

type PlaceRequest = z.output<typeof bidPlaceRequest>;
type BidRow = Selectable<BidsTable>;

const MINUTE = 60_000;
/** The notice 即将截止 goes out this long before the end. */
const ENDING_NOTICE_MS = 5 * MINUTE;

export { BID_ERRORS } from './bidding-place';

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
    /** The events' writers (bidding-place.ts); without it every write goes through `db`. */
    writerPool: pg.Pool | null = null,
  ) {
    this.placer = new BidPlacer(
      db,
      repo,
      sealer,
      clock,
      (trx, e, to, now, n) => this.noticeExtended(trx, e, to, now, n),
      writerPool,
    );
  }

  private readonly placer: BidPlacer;

  /** How the placer's batches went (BidPlacer.counts). */
  get placerCounts(): Readonly<BidPlacer['counts']> {
    return this.placer.counts;
  }

  /** Places the caller's bids: checked before the event's lock, written in batches under it (bidding-place.ts). */
  place(auth: AuthContext, req: PlaceRequest): Promise<BidPlaced> {
    return this.placer.place(auth, req);
  }

  private async noticeExtended(trx: Executor, e: EventRow, to: Date, now: Date, n: number): Promise<void> {
    await emitBidChanged(trx, this.repo, e, 'bid.extended', 'running', now);
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
      // Read before the bids and ranks: they are at least as new as this position.
      seq: e.log_position,
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
   * in an event open to all) and their buyer: once per event and end (an extension tells again), marked in
   * `bid_ending_notices` in the notices' transaction. Answers how many events it told about.
   */
  async noticeEnding(): Promise<number> {
    const now = this.clock.now();
    const soon = await this.db
      .selectFrom('bid_events as e')
      .selectAll('e')
      .where('e.phase', '=', 'published')
      .where('e.start_at', '<=', now)
      .where('e.current_end_at', '>', now)
      .where('e.current_end_at', '<=', new Date(now.getTime() + ENDING_NOTICE_MS))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('bid_ending_notices as n')
              .select('n.event_id')
              .whereRef('n.event_id', '=', 'e.id')
              .whereRef('n.end_at', '=', 'e.current_end_at'),
          ),
        ),
      )
      .execute();
    let sent = 0;
    for (const e of soon) {
      await this.db.transaction().execute(async (trx) => {
        // Once per event and end, whichever process gets there first.
        const first = await trx
          .insertInto('bid_ending_notices')
          .values({ event_id: e.id, end_at: e.current_end_at!, created_at: now })
          .onConflict((oc) => oc.doNothing())
          .returning('event_id')
          .executeTakeFirst();
        if (!first) return;
        sent++;
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
    return sent;
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
      await emitBidChanged(trx, this.repo, e, 'bid.closed', outcome, now);
      if (outcome === 'failed') await emitBidChanged(trx, this.repo, e, 'bid.failed', outcome, now);
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
