import type { FastifyPluginAsync } from 'fastify';
import { GoodsCardRepo } from '../goods/goods-card.repo';
import { GoodsDetailRepo } from './goods-detail.repo';
import { goodsDetailRoutes } from './goods-detail.routes';
import { GoodsDetailService } from './goods-detail.service';

/** Goods detail: price for the caller's organization, stock, delivery, area limits, freight, similar goods. */
export const goodsDetailModule: FastifyPluginAsync = async (app) => {
  goodsDetailRoutes(app, new GoodsDetailService(app.db, new GoodsDetailRepo(), new GoodsCardRepo()));
};
