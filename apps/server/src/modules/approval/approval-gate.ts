/**
 * What checkout asks approval in a submission's transaction (the seam `SubmissionApproval` of
 * checkout.service.ts): whether an overrun of a plan's budget may wait for a purchasing manager, and
 * whether the written submission matches the organization's rules. A matching submission gets its approval
 * row, its orders become 待审批 (APPROVING: stock and credit stay held as checkout took them, the suppliers
 * do not see them), and the managers are told.
 */
import { APPROVAL_LIMITS } from '@pm/contract/approval';
import { formatFen } from '@pm/contract/format';
import { ORDER_APPROVING } from '@pm/contract/order';
import type { Executor } from '../../db/database';
import { actorName } from '../actor/actor.repo';
import type { AuthContext } from '../auth/auth.service';
import { publishNotice } from '../notification/notification.repo';
import type { OrderRepo } from '../order/order.repo';
import type { SubmissionApproval, SubmittedForApproval } from '../order/submission-approval';
import type { OverrunPolicy } from '../purchasing-plan/plan-ledger';
import type { ApprovalRepo } from './approval.repo';

const HOUR = 3_600_000;

export class ApprovalGate implements SubmissionApproval {
  constructor(
    private readonly repo: ApprovalRepo,
    private readonly orders: OrderRepo,
  ) {}

  /** An overrun waits for a manager when the buyer gave a reason and the organization has a manager. */
  async overrunPolicy(trx: Executor, auth: AuthContext, reason: string | undefined): Promise<OverrunPolicy> {
    if (!reason?.trim()) return { kind: 'refuse' };
    const approvers = await this.repo.approvers(trx, auth.organizationId);
    return approvers.length > 0 ? { kind: 'defer' } : { kind: 'refuse' };
  }

  /**
   * Holds the submission for approval when it overruns a plan (the buyer asked) or matches a rule. A
   * bidding award is the buyer's decision after publicity already: it is not held.
   */
  async hold(trx: Executor, auth: AuthContext, s: SubmittedForApproval): Promise<void> {
    if (s.originKinds.includes('award')) return;
    const orderIds = s.orders.map((o) => o.id);
    const reasons = s.overruns.map(
      (o) =>
        `超出采购计划「${o.planName}」预算：预算 ${formatFen(o.budget)}，已用 ${formatFen(o.used)}，本次 ${formatFen(o.amount)}`,
    );
    const rule = await this.repo.rule(trx, auth.organizationId);
    if (rule) {
      const threshold = rule.amount_threshold === null ? null : Number(rule.amount_threshold);
      if (threshold !== null && s.total > threshold) {
        reasons.push(`订单金额 ${formatFen(s.total)} 超过审批金额 ${formatFen(threshold)}`);
      }
      const names = await this.repo.matchedCatalogs(trx, orderIds, rule.catalog_ids);
      if (names.length > 0) reasons.push(`含须审批品类：${names.join('、')}`);
      if (rule.outside_plan && (await this.repo.hasLineOutsidePlan(trx, orderIds))) {
        reasons.push('含不属于任何采购计划的商品');
      }
    }
    if (reasons.length === 0) return;

    const hours = rule?.hold_hours ?? APPROVAL_LIMITS.holdHoursDefault;
    const expiresAt = new Date(s.now.getTime() + hours * HOUR);
    const id = await this.repo.insert(trx, {
      organizationId: auth.organizationId,
      submissionId: s.submissionId,
      requesterId: auth.userId,
      amount: s.total,
      reasons,
      requestReason: s.reason.trim(),
      overruns: s.overruns,
      expiresAt,
      now: s.now,
    });
    await this.orders.setStatus(trx, orderIds, { status: ORDER_APPROVING, now: s.now });
    const actor = await actorName(trx, auth.userId);
    await this.orders.log(
      trx,
      orderIds.map((orderId) => ({
        orderId,
        status: ORDER_APPROVING,
        action: '提交审批',
        actorId: auth.userId,
        actorName: actor,
        note: reasons.join('；'),
        at: s.now,
      })),
    );
    const nos = s.orders.map((o) => o.orderNo).join('、');
    for (const approver of await this.repo.approvers(trx, auth.organizationId)) {
      await publishNotice(trx, {
        organizationId: auth.organizationId,
        userId: approver.id,
        kind: 'ORDER_APPROVAL_REQUESTED',
        title: `订单待审批：${formatFen(s.total)}`,
        body: `${actor} 提交的订单 ${nos} 需要您审批：${reasons.join('；')}。请在 ${hours} 小时内处理，逾期订单将自动取消。`,
        subject: { type: 'order', id: orderIds[0]! },
        dedupeKey: `approval:${id}:requested`,
        at: s.now,
      });
    }
  }
}
