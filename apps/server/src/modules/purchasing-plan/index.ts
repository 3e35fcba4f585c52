import type { FastifyPluginAsync } from 'fastify';
import { BatchMatcher } from '../batch/batch-matcher';
import { BatchRepo } from '../batch/batch.repo';
import { CartRepo } from '../cart/cart.repo';
import { CartWriter } from '../cart/cart-writer';
import { CatalogRepo } from '../goods/catalog.repo';
import { GoodsCardRepo } from '../goods/goods-card.repo';
import { SearchRepo } from '../goods/search.repo';
import { SearchService } from '../goods/search.service';
import { createOrders } from '../order';
import { PlanCartService } from './plan-cart.service';
import { PlanOrderService } from './plan-order.service';
import { PurchasingPlanRepo } from './purchasing-plan.repo';
import { purchasingPlanRoutes } from './purchasing-plan.routes';
import { PurchasingPlanService } from './purchasing-plan.service';
import { PlanXlsxService } from './plan-xlsx.service';

/**
 * Purchasing plans (采购计划): plans with their lines, statuses, the change log, ordering plan lines
 * through checkout (the budget ledger: plan-ledger.ts), and the departments with their users.
 */
export const purchasingPlanModule: FastifyPluginAsync = async (app) => {
  const { checkout } = createOrders(app.db, app.clock, { autoConfirmDays: app.config.orderAutoConfirmDays });
  const repo = new PurchasingPlanRepo();
  const plans = new PurchasingPlanService(app.db, repo, app.clock);
  // Imports match lines as the batch purchase does (its matcher over the goods search).
  const search = new SearchService(
    app.db,
    new SearchRepo(),
    new CatalogRepo(),
    new GoodsCardRepo(),
    app.clock,
  );
  const matcher = new BatchMatcher(app.db, new BatchRepo(), search);
  purchasingPlanRoutes(app, {
    plans,
    orders: new PlanOrderService(app.db, repo, plans, checkout),
    cart: new PlanCartService(app.db, repo, new CartRepo(), new CartWriter(app.clock), app.clock),
    xlsx: new PlanXlsxService(app.db, repo, plans, matcher, app.clock),
  });
};
