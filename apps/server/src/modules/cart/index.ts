import type { FastifyPluginAsync } from 'fastify';
import { CartRepo } from './cart.repo';
import { CartService } from './cart.service';
import { cartRoutes } from './cart.routes';
import { CartWriter } from './cart-writer';

/** The shopping cart (购物车). Other modules add to carts through `CartWriter`. */
export const cartModule: FastifyPluginAsync = async (app) => {
  cartRoutes(app, new CartService(app.db, new CartRepo(), new CartWriter(app.clock), app.clock));
};
