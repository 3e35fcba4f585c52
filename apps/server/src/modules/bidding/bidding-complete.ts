/**
 * After the publicity (and no open challenge): each winner's awards with goods become one order through
 * checkout's entry, under a key made of the event and the supplier, so a second run (or a second process)
 * creates nothing twice; then the event is 已完成.
 *
 * When checkout refuses a winner's order (goods delisted, credit, …) the refusal and its time are recorded
 * on that supplier's awards; the orders of the other winners stand; the event stays in publicity and the
 * job no longer tries it (no silent retry every sweep). The buyer sees the refusal on the event and retries
 * (`retry`). One event's failure never stops the sweep for the others.
 */
import { BID_MESSAGES, type BidStatusAnswer } from '@pm/contract/bidding';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../auth/auth.service';
import type { CheckoutService, PricedLine } from '../order/checkout.service';
import type { BiddingRepo } from './bidding.repo';
import { emitBidChanged } from './bidding-open-events';
import { statusOf, statusText } from './bidding-status';

export const COMPLETE_MESSAGES = {
  nothingToRetry: '该竞价没有需要重新下单的定标',
  stillRefused: '重新下单仍未成功',
} as const;

interface Logger {
  error(obj: unknown, msg?: string): void;
}

export class BidCompleter {
  constructor(
    private readonly db: Db,
    private readonly repo: BiddingRepo,
    private readonly checkout: CheckoutService,
    private readonly clock: Clock,
    private readonly log?: Logger,
  ) {}

  /** The job's step: completes due events (those with a recorded refusal wait for the buyer). */
  async completeDue(limit = 20): Promise<number> {
    const now = this.clock.now();
    const due = await this.db
      .selectFrom('bid_events as e')
      .select('e.id')
      .where('e.phase', '=', 'publicity')
      .where('e.publicity_ends_at', '<=', now)
      .where(
        sql<boolean>`NOT EXISTS (SELECT 1 FROM bid_challenges c WHERE c.event_id = e.id AND c.status = 'open')`,
      )
      .where(
        sql<boolean>`NOT EXISTS (SELECT 1 FROM bid_awards a WHERE a.event_id = e.id AND a.order_error IS NOT NULL)`,
      )
      .orderBy('e.publicity_ends_at')
      .limit(limit)
      .execute();
    let n = 0;
    for (const d of due) {
      try {
        if ((await this.completeOne(d.id)).completed) n++;
      } catch (err) {
        // Not a refusal (those are recorded): the next sweep tries again; the others go on.
        this.log?.error({ err, eventId: d.id }, 'bidding: completing an awarded event failed');
      }
    }
    return n;
  }

  /** Orders for the event's winners; answers whether it completed and the refusals recorded. */
  async completeOne(eventId: string): Promise<{ completed: boolean; refusals: string[] }> {
    const e = await this.repo.event(this.db, eventId);
    if (!e || e.phase !== 'publicity') return { completed: false, refusals: [] };
    const awards = await this.repo.awards(this.db, eventId);
    const items = new Map((await this.repo.items(this.db, eventId)).map((i) => [i.id, i]));
    const bySupplier = new Map<string, PricedLine[]>();
    for (const a of awards) {
      if (!a.offered_goods_id) continue;
      const item = items.get(a.item_id)!;
      const lines = bySupplier.get(a.supplier_id) ?? [];
      lines.push({
        goodsId: a.offered_goods_id,
        num: item.quantity,
        price: Number(a.price),
        origin: { kind: 'award', awardId: e.id, lineId: item.id },
      });
      bySupplier.set(a.supplier_id, lines);
    }
    const orderOfItem = new Map<string, string>();
    const refused = new Map<string, string>();
    const buyer: AuthContext = {
      userId: e.created_by,
      organizationId: e.organization_id,
      sessionId: '',
      roleTypes: ['PURCHASER'],
    };
    for (const [supplierId, lines] of bySupplier) {
      try {
        const placed = await this.checkout.place(buyer, {
          lines,
          addressId: e.address_id!,
          remarks: `竞价 ${e.code} 定标`,
          key: `bid-award-${e.id}-${supplierId}`,
        });
        const order = placed.orders[0];
        if (order)
          for (const l of lines)
            if (l.origin.kind === 'award' && l.origin.lineId) orderOfItem.set(l.origin.lineId, order.id);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        refused.set(supplierId, err.message);
      }
    }
    return this.db.transaction().execute(async (trx) => {
      const locked = await this.repo.lockEvent(trx, eventId);
      if (!locked || locked.phase !== 'publicity') return { completed: false, refusals: [] };
      const now = this.clock.now();
      for (const [itemId, orderId] of orderOfItem) {
        await trx.updateTable('bid_items').set({ order_id: orderId }).where('id', '=', itemId).execute();
      }
      if (refused.size > 0) {
        for (const [supplierId, reason] of refused) {
          await trx
            .updateTable('bid_awards')
            .set({ order_error: reason, order_error_at: now })
            .where('event_id', '=', eventId)
            .where('supplier_id', '=', supplierId)
            .execute();
        }
        return { completed: false, refusals: [...refused.values()] };
      }
      await trx
        .updateTable('bid_events')
        .set({ phase: 'completed', completed_at: now, updated_at: now })
        .where('id', '=', eventId)
        .execute();
      await emitBidChanged(trx, this.repo, locked, 'bid.completed', 'completed', now);
      return { completed: true, refusals: [] };
    });
  }

  /** The buyer retries the refused orders of its event (after the publicity). */
  async retry(auth: AuthContext, id: string): Promise<BidStatusAnswer> {
    const e = await this.repo.event(this.db, id);
    if (!e || e.organization_id !== auth.organizationId) throw AppError.notFound(BID_MESSAGES.notFound);
    const cleared = await this.db
      .updateTable('bid_awards')
      .set({ order_error: null, order_error_at: null })
      .where('event_id', '=', id)
      .where('order_error', 'is not', null)
      .where(
        () =>
          sql<boolean>`EXISTS (SELECT 1 FROM bid_events e WHERE e.id = ${id} AND e.phase = 'publicity'
          AND e.publicity_ends_at <= ${this.clock.now()})`,
      )
      .executeTakeFirst();
    if (Number(cleared.numUpdatedRows) === 0) throw AppError.conflict(COMPLETE_MESSAGES.nothingToRetry);
    const done = await this.completeOne(id);
    if (done.refusals.length > 0) {
      throw AppError.conflict(`${COMPLETE_MESSAGES.stillRefused}：${done.refusals.join('；')}`);
    }
    const after = (await this.repo.event(this.db, id))!;
    const status = statusOf(after, this.clock.now());
    return { id, status, statusText: statusText(status) };
  }
}
