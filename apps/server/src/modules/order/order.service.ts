import {
  MAX_ORDER_EXPORT,
  type Credit,
  type OrderBoughtAgain,
  type OrderDetail,
  type OrderPage,
} from '@pm/contract/order';
import type { orderPageQuery } from '@pm/contract/order-schema';
import { fitQuantity } from '@pm/contract/quantity';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { actorName } from '../actor/actor.repo';
import type { AuthContext } from '../auth/auth.service';
import type { CartRepo } from '../cart/cart.repo';
import { moneyProblem, quantityProblem, type CartWriter } from '../cart/cart-writer';
import type { CreditRepo } from '../credit/credit.repo';
import { noticeOrderShipped } from '../notification/notices';
import { releasePlanCommitments } from '../purchasing-plan/plan-ledger';
import { receivePlanOrders } from '../purchasing-plan/plan-ledger-receipts';
import type { StockRepo } from '../stock/stock.repo';
import { buildOrderExport } from './order-export';
import { buyerScope, DAY, statusText, vendorScope, type OrderScope } from './order-rules';
import { byOrder, detailOf, logisticsOf, summaryOf } from './order-view';
import type { OrderFilter, OrderRepo } from './order.repo';

type PageQuery = z.output<typeof orderPageQuery>;

export const ORDER_MESSAGES = {
  notFound: '订单不存在',
} as const;

export interface OrderOptions {
  /** Days after shipping when receipt is confirmed automatically. */
  autoConfirmDays: number;
}

/**
 * Orders after checkout: the buyer's and the supplier's lists, detail and export, the transitions of an
 * order (each checked and logged; a cancellation gives back stock and credit), the job confirming
 * receipt, buying again and the organization's credit.
 */
export class OrderService {
  constructor(
    private readonly db: Db,
    private readonly repo: OrderRepo,
    private readonly stock: StockRepo,
    private readonly creditRepo: CreditRepo,
    private readonly cartRepo: CartRepo,
    private readonly writer: CartWriter,
    private readonly clock: Clock,
    private readonly opts: OrderOptions,
  ) {}

  credit(auth: AuthContext): Promise<Credit> {
    return this.creditRepo.balance(this.db, auth.organizationId);
  }

  // ---- lists and detail ----

  scopeOf(auth: AuthContext, vendor: boolean): OrderScope {
    return vendor ? vendorScope(auth) : buyerScope(auth);
  }

  async page(auth: AuthContext, q: PageQuery, vendor = false): Promise<OrderPage> {
    const { rows, counts, afterSaleCounts } = await this.repo.page(
      this.db,
      this.scopeOf(auth, vendor),
      this.filterOf(q),
      (q.page - 1) * q.limit,
      q.limit,
    );
    const lines = byOrder(
      await this.repo.linesOf(
        this.db,
        rows.map((r) => r.id),
        3,
      ),
    );
    const statusCounts: Record<string, number> = { all: 0 };
    for (const c of counts) {
      statusCounts[c.status] = c.n;
      statusCounts.all = (statusCounts.all ?? 0) + c.n;
    }
    // After-sales tabs: orders with a refund in that status (not part of `all`, which counts orders once).
    for (const c of afterSaleCounts) statusCounts[c.status] = c.n;
    const total = q.status ? (statusCounts[q.status] ?? 0) : (statusCounts.all ?? 0);
    const now = this.clock.now();
    return {
      records: rows.map((r) => summaryOf(r, lines.get(r.id) ?? [], vendor, now)),
      total,
      page: q.page,
      limit: q.limit,
      statusCounts,
    };
  }

  filterOf(q: Pick<PageQuery, 'status' | 'keyword' | 'dateFrom' | 'dateTo'>): OrderFilter {
    return {
      ...(q.status ? { status: q.status } : {}),
      ...(q.keyword ? { keyword: q.keyword } : {}),
      ...(q.dateFrom ? { from: new Date(`${q.dateFrom}T00:00:00+08:00`) } : {}),
      ...(q.dateTo ? { until: new Date(new Date(`${q.dateTo}T00:00:00+08:00`).getTime() + DAY) } : {}),
    };
  }

  /** The list with the same filters as an xlsx (at most MAX_ORDER_EXPORT orders, newest first). */
  async exportFile(
    auth: AuthContext,
    q: Pick<PageQuery, 'status' | 'keyword' | 'dateFrom' | 'dateTo'>,
    vendor = false,
  ) {
    const rows = await this.repo.exportRows(
      this.db,
      this.scopeOf(auth, vendor),
      this.filterOf(q),
      MAX_ORDER_EXPORT,
    );
    const lines = byOrder(
      await this.repo.linesOf(
        this.db,
        rows.map((r) => r.id),
      ),
    );
    const now = this.clock.now();
    return buildOrderExport(
      rows.map((r) => ({
        ...summaryOf(r, lines.get(r.id) ?? [], vendor, now),
        address: r.address as OrderDetail['address'],
        invoice: (r.invoice ?? null) as OrderDetail['invoice'],
        remarks: r.remarks,
        logistics: logisticsOf(r),
      })),
      now,
    );
  }

  detail(auth: AuthContext, id: string, vendor = false): Promise<OrderDetail> {
    return this.detailOf(this.db, this.scopeOf(auth, vendor), id, vendor);
  }

  private async detailOf(db: Executor, scope: OrderScope, id: string, vendor: boolean): Promise<OrderDetail> {
    const r = await this.repo.orderById(db, scope, id);
    if (!r) throw AppError.notFound(ORDER_MESSAGES.notFound);
    const [lines, logs, refunds] = await Promise.all([
      this.repo.linesOf(db, [id]),
      this.repo.logsOf(db, id),
      this.repo.refundsOf(db, id),
    ]);
    return detailOf(r, { lines, logs, refunds }, vendor, this.clock.now());
  }

  // ---- transitions ----

  /**
   * Runs a transition of one order in a transaction: locks it (in the caller's scope: another
   * organization's order does not exist), checks the status it must be in, and logs the step.
   */
  private async transition(
    auth: AuthContext,
    id: string,
    vendor: boolean,
    step: {
      from: string;
      refuse: (status: string) => string;
      run: (
        trx: Executor,
        order: { id: string; organization_id: string; amount: string },
        now: Date,
      ) => Promise<{
        status: string;
        action: string;
        note?: string;
      }>;
    },
  ): Promise<OrderDetail> {
    const scope = this.scopeOf(auth, vendor);
    return this.db.transaction().execute(async (trx) => {
      const order = await this.repo.lockOrder(trx, scope, id);
      if (!order) throw AppError.notFound(ORDER_MESSAGES.notFound);
      if (order.status !== step.from) throw AppError.conflict(step.refuse(order.status));
      const now = this.clock.now();
      const done = await step.run(trx, order, now);
      await this.repo.log(trx, [
        {
          orderId: id,
          status: done.status,
          action: done.action,
          actorId: auth.userId,
          actorName: await actorName(trx, auth.userId),
          ...(done.note ? { note: done.note } : {}),
          at: now,
        },
      ]);
      return this.detailOf(trx, scope, id, vendor);
    });
  }

  cancel(auth: AuthContext, id: string): Promise<OrderDetail> {
    return this.transition(auth, id, false, {
      from: 'PACKAGING',
      refuse: (s) => (s === 'CANCELLED' ? '订单已取消' : `订单${statusText(s)}，只有待发货的订单可以取消`),
      run: async (trx, order, now) => {
        const taken = await this.stock.stockOf(trx, id);
        await this.stock.lockGoods(
          trx,
          taken.map((s) => s.goodsId),
        );
        await this.stock.giveBack(trx, taken);
        await this.creditRepo.giveBack(trx, order.organization_id, Number(order.amount), now);
        await releasePlanCommitments(trx, id, auth.userId, now);
        await this.repo.setStatus(trx, [id], {
          status: 'CANCELLED',
          now,
          autoConfirmAt: null,
          finished: true,
        });
        return { status: 'CANCELLED', action: '取消订单', note: '库存与信用额度已释放' };
      },
    });
  }

  confirmReceipt(auth: AuthContext, id: string): Promise<OrderDetail> {
    return this.transition(auth, id, false, {
      from: 'DELIVERED',
      refuse: (s) => (s === 'DONE' ? '订单已确认收货' : `订单${statusText(s)}，只有待收货的订单可以确认收货`),
      run: async (trx, _order, now) => {
        await this.repo.setStatus(trx, [id], { status: 'DONE', now, autoConfirmAt: null, finished: true });
        await receivePlanOrders(trx, [id], auth.userId, now);
        return { status: 'DONE', action: '确认收货' };
      },
    });
  }

  ship(auth: AuthContext, id: string, carrier: string, waybillNo: string): Promise<OrderDetail> {
    return this.transition(auth, id, true, {
      from: 'PACKAGING',
      refuse: (s) => (s === 'DELIVERED' ? '订单已发货' : `订单${statusText(s)}，只有待发货的订单可以发货`),
      run: async (trx, _order, now) => {
        await this.repo.setStatus(trx, [id], {
          status: 'DELIVERED',
          now,
          carrier,
          waybillNo,
          autoConfirmAt: new Date(now.getTime() + this.opts.autoConfirmDays * DAY),
        });
        await noticeOrderShipped(trx, id, now);
        return { status: 'DELIVERED', action: '供应商发货', note: `${carrier} ${waybillNo}` };
      },
    });
  }

  /**
   * Confirms receipt of shipped orders whose time has come (the job; run by the worker and by tests).
   * Returns how many it confirmed.
   */
  async confirmDue(limit = 100): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const now = this.clock.now();
      const due = await this.repo.dueForConfirmation(trx, now, limit);
      await this.repo.setStatus(
        trx,
        due.map((o) => o.id),
        { status: 'DONE', now, autoConfirmAt: null, finished: true },
      );
      await receivePlanOrders(
        trx,
        due.map((o) => o.id),
        null,
        now,
      );
      await this.repo.log(
        trx,
        due.map((o) => ({
          orderId: o.id,
          status: 'DONE',
          action: '系统自动确认收货',
          actorId: null,
          actorName: '系统',
          note: `发货 ${this.opts.autoConfirmDays} 天后自动确认`,
          at: now,
        })),
      );
      return due.length;
    });
  }

  /** The order's goods back into the cart: delisted ones are skipped, quantities meet MOQ and multiple. */
  async buyAgain(auth: AuthContext, id: string): Promise<OrderBoughtAgain> {
    const order = await this.repo.orderById(this.db, buyerScope(auth), id);
    if (!order) throw AppError.notFound(ORDER_MESSAGES.notFound);
    const lines = await this.repo.linesOf(this.db, [id]);
    const goods = new Map(
      (
        await this.cartRepo.goodsForCart(
          this.db,
          lines.map((l) => l.goods_id),
          auth.organizationId,
        )
      ).map((g) => [g.id, g]),
    );
    const skipped: OrderBoughtAgain['skipped'] = [];
    const adds: { goodsId: string; num: number }[] = [];
    for (const l of lines) {
      const g = goods.get(l.goods_id);
      if (!g || g.status !== 'on') {
        skipped.push({ name: l.name, reason: '商品已下架' });
        continue;
      }
      const num = fitQuantity(l.num, { moq: g.moq, orderMultiple: g.order_multiple, unit: g.unit });
      const problem = quantityProblem(g, num) ?? moneyProblem(l.name, g.price, num);
      if (problem) {
        skipped.push({ name: l.name, reason: problem });
        continue;
      }
      adds.push({ goodsId: l.goods_id, num });
    }
    if (adds.length === 0) {
      return { added: 0, skipped, count: await this.cartRepo.countLines(this.db, auth.userId) };
    }
    const result = await this.writer.append(this.db, auth, adds, { mode: 'add' });
    return { added: result.added, skipped, count: result.count };
  }
}
