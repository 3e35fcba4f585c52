import type { FastifyPluginAsync } from 'fastify';
import { CartRepo } from './cart.repo';
import { CartService } from './cart.service';
import { cartRoutes } from './cart.routes';
import { CartViewCache } from './cart-view-cache';
import { CartWriter } from './cart-writer';

/** The shopping cart (购物车). Other modules add to carts through `CartWriter`. */
export const cartModule: FastifyPluginAsync = async (app) => {
  const repo = new CartRepo();
  cartRoutes(
    app,
    new CartService(app.db, repo, new CartWriter(app.clock), app.clock),
    new CartViewCache(app.db, repo, app.clock),
  );
};
