import type { FastifyPluginAsync } from 'fastify';
import { GoodsCardRepo } from '../goods/goods-card.repo';
import { MallRepo } from './mall.repo';
import { mallRoutes } from './mall.routes';
import { MallService } from './mall.service';

/** Mall content: home data, site configuration, floors, organization branding, analytics, work orders. */
export const mallModule: FastifyPluginAsync = async (app) => {
  mallRoutes(app, new MallService(app.db, new MallRepo(), new GoodsCardRepo(), app.clock));
};
