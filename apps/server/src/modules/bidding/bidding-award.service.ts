import {
  BID_MESSAGES,
  type BidChallenge,
  type BidCompare,
  type BidCompareBid,
  type BidResult,
  type BidStatusAnswer,
} from '@pm/contract/bidding';
import type { bidAwardRequest, bidResultQuery } from '@pm/contract/bidding-schema';
import type { Page } from '@pm/contract/page';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../auth/auth.service';
import { publishNotice } from '../notification/notification.repo';
import type { BiddingBidService } from './bidding-bid.service';
import { appendLog } from './bidding-log';
import { emitBidChanged } from './bidding-open-events';
import type { AwardLogBody } from './bidding-replay';
import { invitedOrAll, type BiddingRepo, type EventRow } from './bidding.repo';
import { statusOf, statusText } from './bidding-status';
import { challengeOf, isVendor, itemOf, viewerOf } from './bidding-event.service';

type AwardRequest = z.output<typeof bidAwardRequest>;
type ResultQuery = z.output<typeof bidResultQuery>;

const DAY = 24 * 3600_000;

export const AWARD_MESSAGES = {
  bidNotFound: '报价不存在',
  invalidBid: '超过最高限价的报价不能中标',
  nothingAwarded: '所选供应商没有有效报价',
  chooseOne: '请按商品选择中标报价（lines），或整单选择中标供应商（supplierId），二者选一',
  challengeNotFound: '质疑不存在',
  challengeOpen: '该竞价已有待答复的质疑',
} as const;

function rate(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 1000) / 1000;
}

/**
 * After the end: the comparison, awards, 流标, publicity with its challenges and, after it, orders for
 * the winners at the awarded prices through checkout's one entry.
 *
 * Free-text items (and catalog items whose winning bid names no goods of the winner) cannot become
 * catalog orders: a bid line may name goods its supplier sells on the platform (`offeredGoodsId`);
 * the award of such a line becomes an order line of those goods; an award without them is published
 * and completed without an order (its item keeps `order_id` NULL: delivered outside the mall's orders).
 */
export class BiddingAwardService {
  constructor(
    private readonly db: Db,
    private readonly repo: BiddingRepo,
    private readonly bids: BiddingBidService,
    private readonly clock: Clock,
  ) {}

  private async ownEvent(db: Executor, auth: AuthContext, id: string, lock = false): Promise<EventRow> {
    const e = lock ? await this.repo.lockEvent(db, id) : await this.repo.event(db, id);
    if (!e || e.organization_id !== auth.organizationId) throw AppError.notFound(BID_MESSAGES.notFound);
    return e;
  }

  async compare(auth: AuthContext, id: string): Promise<BidCompare> {
    let e = await this.ownEvent(this.db, auth, id);
    if (statusOf(e, this.clock.now()) === 'closed') {
      await this.bids.closeOne(id);
      e = await this.ownEvent(this.db, auth, id);
    }
    const status = statusOf(e, this.clock.now());
    if (['draft', 'pending', 'running', 'closed', 'revoked'].includes(status)) {
      throw AppError.conflict(BID_MESSAGES.notClosed);
    }
    const [items, ranking, bidRows, awards] = await Promise.all([
      this.repo.items(this.db, id),
      this.repo.eventRanking(this.db, id),
      this.db
        .selectFrom('bids as b')
        .innerJoin('organizations as o', 'o.id', 'b.supplier_id')
        .selectAll('b')
        .select(sql<string>`coalesce(o.short_name, o.name)`.as('supplier_name'))
        .where('b.event_id', '=', id)
        .where('b.current', '=', true)
        .execute(),
      this.repo.awards(this.db, id),
    ]);
    const perf = new Map(
      (await this.repo.performance(this.db, [...new Set(bidRows.map((b) => b.supplier_id))])).map((p) => [
        p.supplier_id,
        p,
      ]),
    );
    const byId = new Map(bidRows.map((b) => [b.id, b]));
    const awardByItem = new Map(awards.map((a) => [a.item_id, a]));
    return {
      eventId: e.id,
      title: e.title,
      status,
      statusText: statusText(status),
      bidderCount: new Set(bidRows.map((b) => b.supplier_id)).size,
      minBidders: e.min_bidders,
      items: items.map((item) => {
        const ranked = ranking.filter((r) => r.item_id === item.id && r.price !== null);
        const bids: BidCompareBid[] = ranked.map((r, i) => {
          const b = byId.get(r.id)!;
          const price = Number(b.price);
          const freight = Number(b.freight ?? 0);
          const p = perf.get(b.supplier_id);
          return {
            bidId: b.id,
            supplierId: b.supplier_id,
            supplierName: b.supplier_name,
            price,
            total: price * item.quantity,
            freight,
            totalWithFreight: price * item.quantity + freight,
            deliveryDays: b.delivery_days,
            brand: b.brand,
            model: b.model,
            validDays: b.valid_days,
            remarks: b.remarks,
            offeredGoodsId: b.offered_goods_id,
            overCeiling: b.over_ceiling === true,
            rank: i + 1,
            lowest: i === 0 && b.over_ceiling !== true,
            onTimeRate: p ? rate(p.on_time, p.dated) : null,
            refundRate: p ? rate(p.refunded, p.orders) : null,
            bidAt: b.created_at.toISOString(),
          };
        });
        return { ...itemOf(item, true, awardByItem.get(item.id)), bids };
      }),
    };
  }

  async award(auth: AuthContext, req: AwardRequest): Promise<BidStatusAnswer> {
    const pre = await this.ownEvent(this.db, auth, req.id);
    if (statusOf(pre, this.clock.now()) === 'closed') await this.bids.closeOne(req.id);
    return this.db.transaction().execute(async (trx) => {
      const e = await this.ownEvent(trx, auth, req.id, true);
      const now = this.clock.now();
      if (statusOf(e, now) !== 'awarding') throw AppError.conflict(BID_MESSAGES.notAwarding);
      if ((req.supplierId === undefined) === (req.lines === undefined)) {
        throw AppError.badRequest(AWARD_MESSAGES.chooseOne);
      }
      const items = await this.repo.items(trx, e.id);
      const ranking = await this.repo.eventRanking(trx, e.id);
      const lowest = new Map<string, string>();
      for (const r of ranking) {
        if (r.over_ceiling !== true && r.price !== null && !lowest.has(r.item_id))
          lowest.set(r.item_id, r.id);
      }
      const chosen: { itemId: string; bidId: string }[] = [];
      if (req.supplierId) {
        for (const r of ranking) {
          if (r.supplier_id === req.supplierId && r.over_ceiling !== true)
            chosen.push({ itemId: r.item_id, bidId: r.id });
        }
        if (chosen.length === 0) throw AppError.badRequest(AWARD_MESSAGES.nothingAwarded);
      } else {
        for (const l of req.lines ?? []) {
          if (chosen.some((c) => c.itemId === l.itemId)) continue;
          chosen.push(l);
        }
      }
      if (chosen.length === 0) throw AppError.badRequest(BID_MESSAGES.noValidBid);
      const itemById = new Map(items.map((i) => [i.id, i]));
      const firsts = new Map(
        (await this.repo.firstPrices(trx, e.id)).map((f) => [f.item_id, Number(f.price)]),
      );
      const body: AwardLogBody = { items: [] };
      let notLowest = false;
      for (const c of chosen) {
        const item = itemById.get(c.itemId);
        if (!item) throw AppError.notFound(BID_MESSAGES.itemNotFound);
        const r = ranking.find((x) => x.id === c.bidId && x.item_id === c.itemId);
        if (!r || r.price === null) throw AppError.notFound(AWARD_MESSAGES.bidNotFound);
        if (r.over_ceiling === true) throw AppError.badRequest(AWARD_MESSAGES.invalidBid);
        const isLowest = lowest.get(c.itemId) === c.bidId;
        if (!isLowest) notLowest = true;
        const price = Number(r.price);
        const base =
          item.ceiling_price !== null ? Number(item.ceiling_price) : (firsts.get(item.id) ?? price);
        await trx
          .insertInto('bid_awards')
          .values({
            item_id: item.id,
            event_id: e.id,
            bid_id: r.id,
            supplier_id: r.supplier_id,
            price,
            lowest: isLowest,
            created_at: now,
          })
          .execute();
        await trx
          .updateTable('bid_items')
          .set({ awarded_bid_id: r.id, saving: (base - price) * item.quantity })
          .where('id', '=', item.id)
          .execute();
        body.items.push({ itemId: item.id, bidId: r.id, supplierId: r.supplier_id, price });
      }
      if (notLowest && !req.reason) throw AppError.badRequest(BID_MESSAGES.reasonRequired);
      const ends = new Date(now.getTime() + e.publicity_days * DAY);
      await trx
        .updateTable('bid_events')
        .set({
          phase: 'publicity',
          awarded_at: now,
          publicity_ends_at: ends,
          award_reason: req.reason || null,
          updated_at: now,
        })
        .where('id', '=', e.id)
        .execute();
      await appendLog(
        trx,
        e.id,
        { position: e.log_position, head: e.log_head },
        [{ kind: 'award', body }],
        now,
      );
      await emitBidChanged(trx, this.repo, e, 'bid.awarded', 'publicity', now);
      const winners = new Set(body.items.map((i) => i.supplierId));
      const round = e.log_position + 1;
      for (const org of await this.repo.bidders(trx, e.id)) {
        const won = winners.has(org);
        await publishNotice(trx, {
          organizationId: org,
          kind: won ? 'BID_AWARDED' : 'BID_NOT_AWARDED',
          title: won ? `竞价中标：${e.title}` : `竞价未中标：${e.title}`,
          body: won
            ? `贵司在竞价 ${e.code} 中标，公示期 ${e.publicity_days} 天。`
            : `竞价 ${e.code} 已定标，贵司未中标。`,
          subject: { type: 'bid', id: e.id },
          dedupeKey: `bid-award-${e.id}-${round}`,
          at: now,
        });
      }
      return { id: e.id, status: 'publicity' as const, statusText: statusText('publicity') };
    });
  }

  async fail(auth: AuthContext, id: string, reason: string): Promise<BidStatusAnswer> {
    const pre = await this.ownEvent(this.db, auth, id);
    if (statusOf(pre, this.clock.now()) === 'closed') await this.bids.closeOne(id);
    return this.db.transaction().execute(async (trx) => {
      const e = await this.ownEvent(trx, auth, id, true);
      const now = this.clock.now();
      if (statusOf(e, now) !== 'awarding') throw AppError.conflict(BID_MESSAGES.notAwarding);
      await trx
        .updateTable('bid_events')
        .set({ phase: 'failed', fail_reason: reason, updated_at: now })
        .where('id', '=', id)
        .execute();
      await emitBidChanged(trx, this.repo, e, 'bid.failed', 'failed', now);
      for (const org of await this.repo.bidders(trx, id)) {
        await publishNotice(trx, {
          organizationId: org,
          kind: 'BID_FAILED',
          title: `竞价流标：${e.title}`,
          body: `流标理由：${reason}`,
          subject: { type: 'bid', id },
          dedupeKey: `bid-failed-${id}`,
          at: now,
        });
      }
      return { id, status: 'failed' as const, statusText: statusText('failed') };
    });
  }

  async challenge(auth: AuthContext, eventId: string, reason: string): Promise<BidChallenge> {
    return this.db.transaction().execute(async (trx) => {
      const e = await this.repo.lockEvent(trx, eventId);
      const viewer = e ? await viewerOf(trx, this.repo, e, auth) : null;
      if (!e || viewer !== 'supplier') throw AppError.notFound(BID_MESSAGES.notFound);
      const now = this.clock.now();
      if (e.phase !== 'publicity' || !e.publicity_ends_at || now >= e.publicity_ends_at) {
        throw AppError.conflict(BID_MESSAGES.notPublicity);
      }
      const bidders = await this.repo.bidders(trx, e.id);
      if (!bidders.includes(auth.organizationId)) throw AppError.conflict(BID_MESSAGES.notParticipant);
      const row = await trx
        .insertInto('bid_challenges')
        .values({
          event_id: e.id,
          supplier_id: auth.organizationId,
          user_id: auth.userId,
          status: 'open',
          reason,
          filed_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const [c] = (await this.repo.challenges(trx, e.id, auth.organizationId)).filter((x) => x.id === row.id);
      return challengeOf(c!);
    });
  }

  async answer(auth: AuthContext, id: string, upheld: boolean, answer: string): Promise<BidChallenge> {
    return this.db.transaction().execute(async (trx) => {
      const c = await trx.selectFrom('bid_challenges').selectAll().where('id', '=', id).executeTakeFirst();
      if (!c) throw AppError.notFound(AWARD_MESSAGES.challengeNotFound);
      const e = await this.repo.lockEvent(trx, c.event_id);
      if (!e || e.organization_id !== auth.organizationId)
        throw AppError.notFound(AWARD_MESSAGES.challengeNotFound);
      const locked = await trx
        .selectFrom('bid_challenges')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (locked.status !== 'open') throw AppError.conflict(BID_MESSAGES.challengeAnswered);
      const now = this.clock.now();
      await trx
        .updateTable('bid_challenges')
        .set({ status: upheld ? 'upheld' : 'reopened', answer, answered_at: now })
        .where('id', '=', id)
        .execute();
      if (!upheld && e.phase === 'publicity') {
        await trx.deleteFrom('bid_awards').where('event_id', '=', e.id).execute();
        await trx
          .updateTable('bid_items')
          .set({ awarded_bid_id: null, saving: null })
          .where('event_id', '=', e.id)
          .execute();
        await trx
          .updateTable('bid_events')
          .set({
            phase: 'awarding',
            awarded_at: null,
            publicity_ends_at: null,
            award_reason: null,
            updated_at: now,
          })
          .where('id', '=', e.id)
          .execute();
        await appendLog(
          trx,
          e.id,
          { position: e.log_position, head: e.log_head },
          [{ kind: 'reopen', body: { challengeId: id } }],
          now,
        );
        await emitBidChanged(trx, this.repo, e, 'bid.reopened', 'awarding', now);
      }
      await publishNotice(trx, {
        organizationId: c.supplier_id,
        kind: 'BID_CHALLENGE_ANSWERED',
        title: `质疑已答复：${e.title}`,
        body: upheld ? `维持定标。${answer}` : `重新定标。${answer}`,
        subject: { type: 'bid', id: e.id },
        dedupeKey: `bid-challenge-${id}`,
        at: now,
      });
      const [row] = (await this.repo.challenges(trx, e.id)).filter((x) => x.id === id);
      return challengeOf(row!);
    });
  }

  /**
   * 竞价公示: events in publicity or completed that the caller may see (open to all; its own organization's;
   * a supplier's invited ones), newest award first; only winners are named.
   */
  async results(auth: AuthContext | undefined, q: ResultQuery): Promise<Page<BidResult>> {
    let base = this.db
      .selectFrom('bid_events as e')
      .innerJoin('organizations as b', 'b.id', 'e.organization_id')
      .where('e.phase', 'in', ['publicity', 'completed']);
    if (!auth) base = base.where('e.scope', '=', 'all');
    else {
      const mine = sql<boolean>`e.organization_id = ${auth.organizationId}`;
      base = base.where(
        isVendor(auth)
          ? sql<boolean>`(${mine} OR ${invitedOrAll(auth.organizationId)})`
          : sql<boolean>`(${mine} OR e.scope = 'all')`,
      );
    }
    if (q.keyword) {
      const like = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      base = base.where((eb) => eb.or([eb('e.title', 'ilike', like), eb('e.code', 'ilike', like)]));
    }
    const [rows, total] = await Promise.all([
      base
        .selectAll('e')
        .select(sql<string>`coalesce(b.short_name, b.name)`.as('buyer_name'))
        .orderBy('e.awarded_at', 'desc')
        .orderBy('e.id', 'desc')
        .limit(q.limit)
        .offset((q.page - 1) * q.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const now = this.clock.now();
    const records: BidResult[] = [];
    for (const e of rows) {
      const [items, awards, bidders] = await Promise.all([
        this.repo.items(this.db, e.id),
        this.repo.awards(this.db, e.id),
        this.repo.bidders(this.db, e.id),
      ]);
      const byItem = new Map(awards.map((a) => [a.item_id, a]));
      const status = statusOf(e, now);
      const lines = items.map((i) => {
        const a = byItem.get(i.id);
        const price = a ? Number(a.price) : null;
        return {
          itemId: i.id,
          name: i.name,
          quantity: i.quantity,
          unit: i.unit,
          winnerName: a?.supplier_name ?? null,
          price,
          amount: price === null ? null : price * i.quantity,
        };
      });
      records.push({
        eventId: e.id,
        code: e.code,
        title: e.title,
        buyerName: e.buyer_name,
        status,
        statusText: statusText(status),
        awardedAt: (e.awarded_at ?? e.updated_at).toISOString(),
        publicityEndsAt: e.publicity_ends_at ? e.publicity_ends_at.toISOString() : null,
        bidderCount: bidders.length,
        totalAmount: lines.reduce((s, l) => s + (l.amount ?? 0), 0),
        items: lines,
      });
    }
    return { records, total: Number(total.n), page: q.page, limit: q.limit };
  }
}
