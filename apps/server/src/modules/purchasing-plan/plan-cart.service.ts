import type { PlanAddedToCart } from '@pm/contract/purchasing-plan';
import type { planAddToCartRequest } from '@pm/contract/purchasing-plan-schema';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { actorName } from '../actor/actor.repo';
import type { AuthContext } from '../auth/auth.service';
import type { CartRepo } from '../cart/cart.repo';
import type { CartWriter } from '../cart/cart-writer';
import { statusLabel as label } from './plan-view';
import type { PurchasingPlanRepo } from './purchasing-plan.repo';
import { PLAN_MESSAGES } from './purchasing-plan.service';

export const PLAN_CART_MESSAGES = {
  sameLine: '同一条计划明细只能选择一次',
  freeText: '自由填写的明细不是商城商品，不能加入购物车',
} as const;

/**
 * Plan lines into the buyer's cart: through the cart's one write path (CartWriter), and the cart line
 * remembers its plan line, so the cart's submission orders it with origin 'plan' and the plan's budget is
 * committed in the order's transaction (plan-ledger.ts).
 */
export class PlanCartService {
  constructor(
    private readonly db: Db,
    private readonly repo: PurchasingPlanRepo,
    private readonly cartRepo: CartRepo,
    private readonly writer: CartWriter,
    private readonly clock: Clock,
  ) {}

  /**
   * Adds catalog lines of an executing plan to the caller's cart, each at most what is still pending
   * (planned minus ordered; absent: all of it) counting what the cart holds of the goods already. A cart
   * line of the goods that came from another plan line is refused (409); an ordinary one joins the plan.
   */
  addToCart(auth: AuthContext, req: z.output<typeof planAddToCartRequest>): Promise<PlanAddedToCart> {
    return this.db.transaction().execute(async (trx) => {
      const plan = await this.repo.lockPlan(trx, auth.organizationId, req.billId);
      if (!plan) throw AppError.notFound(PLAN_MESSAGES.notFound);
      if (plan.status !== 'executing') {
        throw AppError.conflict(
          `采购计划「${plan.name}」${label(plan.status)}，只有执行中的计划可以加入购物车`,
        );
      }
      const ids = req.lines.map((l) => l.id);
      if (new Set(ids).size !== ids.length) throw AppError.badRequest(PLAN_CART_MESSAGES.sameLine);
      const lines = new Map((await this.repo.lockLines(trx, plan.id, ids)).map((l) => [l.id, l]));
      if (lines.size < ids.length) throw AppError.notFound(PLAN_MESSAGES.lineNotFound);
      for (const l of lines.values()) {
        if (l.goods_id === null) throw AppError.badRequest(`「${l.name}」${PLAN_CART_MESSAGES.freeText}`);
      }
      const inCart = new Map(
        (
          await this.cartRepo.linesOfGoods(
            trx,
            auth.userId,
            [...lines.values()].map((l) => l.goods_id!),
          )
        ).map((c) => [c.goods_id, c]),
      );
      const adds = req.lines.map((r) => {
        const line = lines.get(r.id)!;
        const held = inCart.get(line.goods_id!);
        if (held?.plan_line_id && held.plan_line_id !== line.id) {
          throw AppError.conflict(
            `购物车中的「${line.name}」来自另一条计划明细，请先结算或删除该购物车商品后再加入`,
          );
        }
        const pending = line.quantity - line.ordered_quantity;
        const already = held?.num ?? 0;
        if (pending <= 0) throw AppError.conflict(`「${line.name}」已全部下单，没有待采购数量`);
        const num = r.num ?? pending - already;
        if (num <= 0) {
          throw AppError.conflict(`购物车中已有「${line.name}」${already} 件，已达到待采购数量 ${pending}`);
        }
        if (already + num > pending) {
          throw AppError.conflict(
            `「${line.name}」加入后购物车中共 ${already + num} 件，超过计划待采购数量 ${pending}`,
          );
        }
        return { planLineId: line.id, goodsId: line.goods_id!, num, name: line.name };
      });
      const added = await this.writer.append(
        trx,
        auth,
        adds.map((a) => ({ goodsId: a.goodsId, num: a.num })),
        { mode: 'add' },
      );
      const cartLine = new Map(added.lines.map((l) => [l.goodsId, l]));
      const links = adds.map((a) => ({ cartLineId: cartLine.get(a.goodsId)!.id, planLineId: a.planLineId }));
      await this.cartRepo.linkPlanLines(trx, auth.userId, links);
      const now = this.clock.now();
      await this.repo.log(trx, {
        organizationId: auth.organizationId,
        planId: plan.id,
        planName: plan.name,
        action: '加入购物车',
        detail: adds.map((a) => `${a.name} × ${a.num}`).join('；'),
        actorId: auth.userId,
        actorName: await actorName(trx, auth.userId),
        now,
      });
      return {
        added: added.added,
        count: added.count,
        lines: adds.map((a) => {
          const c = cartLine.get(a.goodsId)!;
          return { planLineId: a.planLineId, cartLineId: c.id, goodsId: a.goodsId, num: c.num };
        }),
      };
    });
  }
}
