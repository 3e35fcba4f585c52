import type { FastifyPluginAsync } from 'fastify';
import { CartWriter } from '../cart/cart-writer';
import { PurchasingPlanRepo } from '../purchasing-plan/purchasing-plan.repo';
import { PurchasingPlanService } from '../purchasing-plan/purchasing-plan.service';
import { PurchasingSynergyRepo } from './purchasing-synergy.repo';
import { purchasingSynergyRoutes } from './purchasing-synergy.routes';
import { PurchasingSynergyService } from './purchasing-synergy.service';

/**
 * Collaborative purchase lists (协同采购单): lists opened to colleagues, their members and lines, and
 * sending chosen lines into the owner's cart (CartWriter, the one way into a cart) or a plan (the plan's
 * batch save).
 */
export const purchasingSynergyModule: FastifyPluginAsync = async (app) => {
  const plans = new PurchasingPlanService(app.db, new PurchasingPlanRepo(), app.clock);
  purchasingSynergyRoutes(
    app,
    new PurchasingSynergyService(
      app.db,
      new PurchasingSynergyRepo(),
      app.clock,
      new CartWriter(app.clock),
      plans,
    ),
  );
};
