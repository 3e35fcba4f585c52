import {
  APPROVAL_ERROR_CODES,
  APPROVAL_LIMITS,
  APPROVAL_MESSAGES,
  APPROVAL_STATUS_LABELS,
  decidedMessage,
  type ApprovalDetail,
  type ApprovalItem,
  type ApprovalOfOrder,
  type ApprovalPage,
  type ApprovalRule,
  type ApprovalStatus,
} from '@pm/contract/approval';
import type { approvalPageQuery, approvalRuleSaveRequest } from '@pm/contract/approval-schema';
import { formatFen } from '@pm/contract/format';
import { ORDER_APPROVING, ORDER_CANCELLED } from '@pm/contract/order';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { actorName } from '../actor/actor.repo';
import type { AuthContext } from '../auth/auth.service';
import type { CreditRepo } from '../credit/credit.repo';
import { publishNotice } from '../notification/notification.repo';
import { statusText } from '../order/order-rules';
import type { OrderRepo } from '../order/order.repo';
import { commitPlanOrders, releasePlanCommitments, type PlanOverrun } from '../purchasing-plan/plan-ledger';
import type { StockRepo } from '../stock/stock.repo';
import type { ApprovalRepo, ApprovalRow } from './approval.repo';

type RuleInput = z.output<typeof approvalRuleSaveRequest>;
type PageInput = z.output<typeof approvalPageQuery>;
type Locked = NonNullable<Awaited<ReturnType<ApprovalRepo['lock']>>>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Approval of submissions by a purchasing manager: the organization's rules, the queue, approving (the
 * orders go to their suppliers; an overrun of a plan is committed through the plan ledger) and rejecting
 * or expiring (the orders are cancelled: stock, credit and plan commitments given back through their repos
 * and the ledger). Each decision locks the approval row first, so an approve racing a reject: one wins.
 */
export class ApprovalService {
  constructor(
    private readonly db: Db,
    private readonly repo: ApprovalRepo,
    private readonly orders: OrderRepo,
    private readonly stock: StockRepo,
    private readonly credit: CreditRepo,
    private readonly clock: Clock,
  ) {}

  // ---- rules ----

  async rule(auth: AuthContext, db: Executor = this.db): Promise<ApprovalRule> {
    const [row, approvers] = await Promise.all([
      this.repo.rule(db, auth.organizationId),
      this.repo.approvers(db, auth.organizationId),
    ]);
    const catalogs = await this.repo.catalogs(db, row?.catalog_ids ?? []);
    return {
      amountThreshold: row?.amount_threshold == null ? null : Number(row.amount_threshold),
      catalogs: catalogs.map((c) => ({ id: c.id, name: c.name })),
      outsidePlan: row?.outside_plan ?? false,
      holdHours: row?.hold_hours ?? APPROVAL_LIMITS.holdHoursDefault,
      approvers: approvers.map((a) => ({ id: a.id, name: a.name })),
      updatedBy: row?.updated_by_name ?? null,
      updatedAt: iso(row?.updated_at ?? null),
    };
  }

  async saveRule(auth: AuthContext, input: RuleInput): Promise<ApprovalRule> {
    return this.db.transaction().execute(async (trx) => {
      const found = await this.repo.catalogs(trx, input.catalogIds);
      if (found.length !== input.catalogIds.length)
        throw AppError.notFound(APPROVAL_MESSAGES.catalogNotFound);
      await this.repo.saveRule(trx, auth.organizationId, input, auth.userId, this.clock.now());
      return this.rule(auth, trx);
    });
  }

  // ---- the queue ----

  async page(auth: AuthContext, q: PageInput): Promise<ApprovalPage> {
    const { rows, counts } = await this.repo.page(
      this.db,
      auth.organizationId,
      q.status,
      (q.page - 1) * q.limit,
      q.limit,
    );
    const items = await this.items(this.db, rows);
    const all: Record<string, number> = { all: 0 };
    for (const c of counts) {
      all[c.status] = c.n;
      all.all = (all.all ?? 0) + c.n;
    }
    return {
      records: items,
      total: q.status ? (all[q.status] ?? 0) : (all.all ?? 0),
      page: q.page,
      limit: q.limit,
      counts: all,
    };
  }

  private async items(db: Executor, rows: readonly ApprovalRow[]): Promise<ApprovalItem[]> {
    const orders = await this.repo.ordersOf(
      db,
      rows.map((r) => r.submission_id),
    );
    return rows.map((r) => {
      const mine = orders.filter((o) => o.submission_id === r.submission_id);
      const status = r.status as ApprovalStatus;
      return {
        id: r.id,
        status,
        statusText: APPROVAL_STATUS_LABELS[status] ?? r.status,
        submissionId: r.submission_id,
        requesterId: r.requester_id,
        requesterName: r.requester_name,
        amount: Number(r.amount),
        orderIds: mine.map((o) => o.id),
        orderNos: mine.map((o) => o.order_no),
        supplierNames: [...new Set(mine.map((o) => o.supplier_name))],
        reasons: r.reasons,
        requestReason: r.request_reason,
        overBudget: overrunsOf(r.overruns).length > 0,
        expiresAt: r.expires_at.toISOString(),
        createdAt: r.created_at.toISOString(),
        decidedByName: r.decided_by_name,
        decisionReason: r.decision_reason,
        decidedAt: iso(r.decided_at),
      };
    });
  }

  async detail(auth: AuthContext, id: string, db: Executor = this.db): Promise<ApprovalDetail> {
    const row = await this.repo.byId(db, auth.organizationId, id);
    if (!row) throw AppError.notFound(APPROVAL_MESSAGES.notFound);
    const [item] = await this.items(db, [row]);
    const orders = await this.repo.ordersOf(db, [row.submission_id]);
    const lines = await this.orders.linesOf(
      db,
      orders.map((o) => o.id),
    );
    return {
      ...item!,
      orders: orders.map((o) => ({
        id: o.id,
        orderNo: o.order_no,
        status: o.status as ApprovalDetail['orders'][number]['status'],
        statusText: statusText(o.status),
        supplierName: o.supplier_name,
        goodsAmount: Number(o.goods_amount),
        freight: Number(o.freight),
        amount: Number(o.amount),
        lines: lines
          .filter((l) => l.order_id === o.id)
          .map((l) => ({
            goodsId: l.goods_id,
            skuCode: l.sku_code,
            name: l.name,
            spec: l.spec,
            unit: l.unit,
            num: l.num,
            price: Number(l.price),
            amount: Number(l.amount),
          })),
      })),
      overruns: overrunsOf(row.overruns),
    };
  }

  /** The approval of an order the caller sees as a buyer (null: its submission needed none). */
  async ofOrder(auth: AuthContext, orderId: string, db: Executor = this.db): Promise<ApprovalOfOrder | null> {
    const order = await this.submissionOf(db, auth, orderId);
    const row = await this.repo.bySubmission(db, auth.organizationId, order.submission_id);
    if (!row) return null;
    const approvers = await this.repo.approvers(db, auth.organizationId);
    const status = row.status as ApprovalStatus;
    return {
      id: row.id,
      status,
      statusText: APPROVAL_STATUS_LABELS[status] ?? row.status,
      reasons: row.reasons,
      requestReason: row.request_reason,
      approvers: approvers.map((a) => a.name),
      expiresAt: row.expires_at.toISOString(),
      decidedByName: row.decided_by_name,
      decisionReason: row.decision_reason,
      decidedAt: iso(row.decided_at),
    };
  }

  /** The submission of an order in the buyer scope (a purchaser: their own orders; a manager: the organization's). */
  private async submissionOf(db: Executor, auth: AuthContext, orderId: string) {
    const manager = auth.roleTypes.includes('APPROVER');
    const order = await this.repo.submissionOfOrder(
      db,
      auth.organizationId,
      manager ? null : auth.userId,
      orderId,
    );
    if (!order) throw AppError.notFound(APPROVAL_MESSAGES.orderNotFound);
    return order;
  }

  // ---- decisions ----

  /**
   * Locks the approval (the organization's: another's is 404) and runs the decision if it is pending; the
   * same decision again answers it as it is; another decision, or a hold that ended, answers 40950.
   */
  private decide(
    auth: AuthContext,
    id: string,
    wanted: ApprovalStatus,
    run: (trx: Executor, a: Locked, now: Date) => Promise<void>,
  ): Promise<ApprovalDetail> {
    return this.db.transaction().execute(async (trx) => {
      await this.decideIn(trx, auth, id, wanted, run);
      return this.detail(auth, id, trx);
    });
  }

  /** `decide` inside the caller's transaction (withdrawal answers the buyer's view, not the queue's). */
  private async decideIn(
    trx: Executor,
    auth: AuthContext,
    id: string,
    wanted: ApprovalStatus,
    run: (trx: Executor, a: Locked, now: Date) => Promise<void>,
  ): Promise<void> {
    const a = await this.repo.lock(trx, auth.organizationId, id);
    if (!a) throw AppError.notFound(APPROVAL_MESSAGES.notFound);
    const now = this.clock.now();
    if (a.status === wanted) return;
    if (a.status !== 'PENDING') {
      throw new AppError(APPROVAL_ERROR_CODES.decided, decidedMessage(a.status as ApprovalStatus), 409);
    }
    if (a.expires_at <= now) {
      throw new AppError(APPROVAL_ERROR_CODES.decided, decidedMessage('EXPIRED'), 409);
    }
    await run(trx, a, now);
  }

  approve(auth: AuthContext, id: string, reason: string): Promise<ApprovalDetail> {
    return this.decide(auth, id, 'APPROVED', async (trx, a, now) => {
      const orders = await this.pendingOrders(trx, a);
      const actor = await actorName(trx, auth.userId);
      if (overrunsOf(a.overruns).length > 0) {
        // The overrun is committed now, through the ledger's one write path, logged with who and why.
        const lines = await this.repo.planLinesOf(
          trx,
          orders.map((o) => o.id),
        );
        await commitPlanOrders(
          trx,
          auth,
          lines.map((l) => ({
            planId: l.plan_id,
            planLineId: l.plan_line_id!,
            orderId: l.order_id,
            orderNo: l.order_no,
            orderLineId: l.id,
            goodsId: l.goods_id,
            num: l.num,
            price: Number(l.price),
          })),
          now,
          { kind: 'approved', approverName: actor, reason },
        );
      }
      const ids = orders.map((o) => o.id);
      await this.orders.setStatus(trx, ids, { status: 'PACKAGING', now });
      await this.orders.log(
        trx,
        ids.map((orderId) => ({
          orderId,
          status: 'PACKAGING',
          action: '审批通过',
          actorId: auth.userId,
          actorName: actor,
          ...(reason ? { note: reason } : {}),
          at: now,
        })),
      );
      await this.repo.decide(trx, a.id, {
        status: 'APPROVED',
        actorId: auth.userId,
        actorName: actor,
        reason,
        now,
      });
      await this.tellBuyer(trx, a, orders, {
        kind: 'ORDER_APPROVED',
        title: '订单审批通过',
        body: `${actor} 已通过订单 ${orders.map((o) => o.order_no).join('、')} 的审批，订单已发给供应商。${reason ? `意见：${reason}` : ''}`,
        now,
      });
    });
  }

  reject(auth: AuthContext, id: string, reason: string): Promise<ApprovalDetail> {
    return this.decide(auth, id, 'REJECTED', async (trx, a, now) => {
      const orders = await this.pendingOrders(trx, a);
      const actor = await actorName(trx, auth.userId);
      await this.release(trx, orders, auth.userId, actor, '审批驳回', reason, now);
      await this.repo.decide(trx, a.id, {
        status: 'REJECTED',
        actorId: auth.userId,
        actorName: actor,
        reason,
        now,
      });
      await this.tellBuyer(trx, a, orders, {
        kind: 'ORDER_REJECTED',
        title: '订单审批被驳回',
        body: `${actor} 驳回了订单 ${orders.map((o) => o.order_no).join('、')}：${reason}。订单已取消，库存与信用额度已释放。`,
        now,
      });
    });
  }

  /**
   * Withdraws (撤回) the waiting submission of an order the caller sees: its orders are cancelled and stock,
   * credit and plan commitments go back through the same release as a rejection. Locks the approval first,
   * so a withdrawal racing a decision or the expiry: one wins. Again: the approval as it is.
   */
  withdraw(auth: AuthContext, orderId: string, reason: string): Promise<ApprovalOfOrder> {
    return this.db.transaction().execute(async (trx) => {
      const order = await this.submissionOf(trx, auth, orderId);
      const row = await this.repo.bySubmission(trx, auth.organizationId, order.submission_id);
      if (!row) throw AppError.conflict(APPROVAL_MESSAGES.noApprovalToWithdraw);
      await this.decideIn(trx, auth, row.id, 'WITHDRAWN', async (trx, a, now) => {
        const orders = await this.pendingOrders(trx, a);
        const actor = await actorName(trx, auth.userId);
        const who = auth.userId === a.requester_id ? '买家撤回' : '采购经理撤回';
        const note = reason ? `${who}：${reason}` : who;
        await this.release(trx, orders, auth.userId, actor, '撤回订单', note, now);
        await this.repo.decide(trx, a.id, {
          status: 'WITHDRAWN',
          actorId: auth.userId,
          actorName: actor,
          reason: note,
          now,
        });
      });
      return (await this.ofOrder(auth, orderId, trx))!;
    });
  }

  /**
   * Expires pending approvals whose hold ended (the job; run by the worker and by tests), at most `limit`
   * per transaction, skipping those another process or a decision holds. Answers how many it expired.
   */
  async expireDue(limit = 100): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const now = this.clock.now();
      const due = await this.repo.due(trx, now, limit);
      for (const a of due) {
        const orders = await this.pendingOrders(trx, a);
        const note = '审批超时未处理，订单已自动取消';
        await this.release(trx, orders, null, '系统', '审批过期', note, now);
        await this.repo.decide(trx, a.id, {
          status: 'EXPIRED',
          actorId: null,
          actorName: '系统',
          reason: note,
          now,
        });
        await this.tellBuyer(trx, a, orders, {
          kind: 'ORDER_APPROVAL_EXPIRED',
          title: '订单审批已过期',
          body: `订单 ${orders.map((o) => o.order_no).join('、')} 在保留时间内未获审批，已自动取消，库存与信用额度已释放。`,
          now,
        });
      }
      return due.length;
    });
  }

  private async pendingOrders(trx: Executor, a: Locked) {
    const orders = await this.repo.lockOrders(trx, a.submission_id);
    const other = orders.find((o) => o.status !== ORDER_APPROVING);
    if (other) throw AppError.conflict(`订单 ${other.order_no} ${statusText(other.status)}，不在待审批状态`);
    return orders;
  }

  /** Cancels held orders: their stock, credit and plan commitments go back through their repos and the ledger. */
  private async release(
    trx: Executor,
    orders: readonly { id: string; amount: string; organization_id: string }[],
    actorId: string | null,
    actor: string,
    action: string,
    note: string,
    now: Date,
  ): Promise<void> {
    const taken = (await Promise.all(orders.map((o) => this.stock.stockOf(trx, o.id)))).flat();
    await this.stock.lockGoods(
      trx,
      taken.map((t) => t.goodsId),
    );
    await this.stock.giveBack(trx, taken);
    const amount = orders.reduce((n, o) => n + Number(o.amount), 0);
    if (orders[0]) await this.credit.giveBack(trx, orders[0].organization_id, amount, now);
    for (const o of orders) await releasePlanCommitments(trx, o.id, actorId, now);
    const ids = orders.map((o) => o.id);
    await this.orders.setStatus(trx, ids, { status: ORDER_CANCELLED, now, finished: true });
    await this.orders.log(
      trx,
      ids.map((orderId) => ({
        orderId,
        status: ORDER_CANCELLED,
        action,
        actorId,
        actorName: actor,
        note: `${note}（库存与信用额度已释放 ${formatFen(amount)}）`,
        at: now,
      })),
    );
  }

  private async tellBuyer(
    trx: Executor,
    a: Locked,
    orders: readonly { id: string }[],
    n: {
      kind: 'ORDER_APPROVED' | 'ORDER_REJECTED' | 'ORDER_APPROVAL_EXPIRED';
      title: string;
      body: string;
      now: Date;
    },
  ): Promise<void> {
    await publishNotice(trx, {
      organizationId: a.organization_id,
      userId: a.requester_id,
      kind: n.kind,
      title: n.title,
      body: n.body,
      subject: orders[0] ? { type: 'order', id: orders[0].id } : null,
      dedupeKey: `approval:${a.id}:${n.kind}`,
      at: n.now,
    });
  }
}

function overrunsOf(v: unknown): PlanOverrun[] {
  return Array.isArray(v) ? (v as PlanOverrun[]) : [];
}
