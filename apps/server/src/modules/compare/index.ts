import type { FastifyPluginAsync } from 'fastify';
import { CartWriter } from '../cart/cart-writer';
import { GoodsCardRepo } from '../goods/goods-card.repo';
import { CompareRepo } from './compare.repo';
import { CompareService } from './compare.service';
import { compareRoutes } from './compare.routes';

/** The price-comparison list (核价单): comparison by sets, removal, moving to the cart, the xlsx report. */
export const compareModule: FastifyPluginAsync = async (app) => {
  compareRoutes(
    app,
    new CompareService(app.db, new CompareRepo(), new GoodsCardRepo(), new CartWriter(app.clock), app.clock),
  );
};
