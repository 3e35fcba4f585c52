import type { FastifyPluginAsync } from 'fastify';
import { GoodsCardRepo } from '../goods/goods-card.repo';
import { ItemRepo } from './item.repo';
import { itemRoutes } from './item.routes';
import { ItemService } from './item.service';

/** Goods detail: price for the caller's organization, stock, delivery, area limits, freight, similar goods. */
export const itemModule: FastifyPluginAsync = async (app) => {
  itemRoutes(app, new ItemService(app.db, new ItemRepo(), new GoodsCardRepo()));
};
