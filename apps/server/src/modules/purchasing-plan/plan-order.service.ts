import type { PlanOrdered } from '@pm/contract/purchasing-plan';
import type { planOrderRequest } from '@pm/contract/purchasing-plan-schema';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../auth/auth.service';
import type { CheckoutService, PricedLine } from '../order/checkout.service';
import { statusLabel as label } from './plan-view';
import type { PurchasingPlanRepo } from './purchasing-plan.repo';
import { PLAN_MESSAGES, type PurchasingPlanService } from './purchasing-plan.service';

/** Ordering plan lines: a caller of checkout's one entry (the budget is committed inside it). */
export class PlanOrderService {
  constructor(
    private readonly db: Db,
    private readonly repo: PurchasingPlanRepo,
    private readonly plans: PurchasingPlanService,
    private readonly checkout: CheckoutService,
  ) {}

  /**
   * Orders catalog lines of an executing plan through the one checkout entry, at the organization's
   * current price of each goods: each order line carries its plan line, and checkout commits the plan's
   * budget in the submission's transaction (over the budget: 40920, nothing is ordered).
   */
  async order(auth: AuthContext, key: string, req: z.output<typeof planOrderRequest>): Promise<PlanOrdered> {
    const plan = await this.repo.plan(this.db, auth.organizationId, req.billId);
    if (!plan) throw AppError.notFound(PLAN_MESSAGES.notFound);
    if (plan.status !== 'executing') {
      throw AppError.conflict(`采购计划「${plan.name}」${label(plan.status)}，只有执行中的计划可以下单`);
    }
    const lines = new Map((await this.repo.lines(this.db, plan.id)).map((l) => [l.id, l]));
    const goodsIds: string[] = [];
    for (const l of req.lines) {
      const line = lines.get(l.id);
      if (!line) throw AppError.notFound(PLAN_MESSAGES.lineNotFound);
      if (line.goods_id === null) throw AppError.badRequest(`「${line.name}」${PLAN_MESSAGES.freeTextOrder}`);
      goodsIds.push(line.goods_id);
    }
    const prices = new Map(
      (await this.repo.goodsForPlan(this.db, auth.organizationId, goodsIds)).map((g) => [g.id, g.price]),
    );
    const priced: PricedLine[] = req.lines.map((l) => {
      const goodsId = lines.get(l.id)!.goods_id!;
      return {
        goodsId,
        num: l.num,
        price: prices.get(goodsId) ?? 0,
        origin: { kind: 'plan', planId: plan.id, lineId: l.id },
      };
    });
    const placed = await this.checkout.place(auth, {
      lines: priced,
      addressId: req.addressId,
      invoiceId: req.invoiceId ?? null,
      remarks: req.remarks || `采购计划 ${plan.code}`,
      key,
      expectedAmount: req.expectedAmount,
      ...(req.approvalReason ? { approvalReason: req.approvalReason } : {}),
    });
    return {
      submissionId: placed.submissionId,
      orderIds: placed.orders.map((o) => o.id),
      orderNos: placed.orders.map((o) => o.orderNo),
      amount: placed.amount,
      plan: await this.plans.detail(auth, plan.id),
    };
  }
}
