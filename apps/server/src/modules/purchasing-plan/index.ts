import type { FastifyPluginAsync } from 'fastify';
import { createOrders } from '../order';
import { PlanOrderService } from './plan-order.service';
import { PurchasingPlanRepo } from './purchasing-plan.repo';
import { purchasingPlanRoutes } from './purchasing-plan.routes';
import { PurchasingPlanService } from './purchasing-plan.service';

/**
 * Purchasing plans (采购计划): plans with their lines, statuses, the change log, ordering plan lines
 * through checkout (the budget ledger: plan-ledger.ts), and the departments with their users.
 */
export const purchasingPlanModule: FastifyPluginAsync = async (app) => {
  const { checkout } = createOrders(app.db, app.clock, { autoConfirmDays: app.config.orderAutoConfirmDays });
  const repo = new PurchasingPlanRepo();
  const plans = new PurchasingPlanService(app.db, repo, app.clock);
  purchasingPlanRoutes(app, { plans, orders: new PlanOrderService(app.db, repo, plans, checkout) });
};
