import type { FastifyInstance } from 'fastify';
import {
  areaLimitRoute,
  freightTemplateRoute,
  goodsDetailRoute,
  goodsExistsRoute,
  hotSellingRoute,
  inventoryCheckRoute,
  recommendRoute,
} from '@pm/contract/goods-schema';
import { route } from '../../lib/route';
import type { GoodsDetailService } from './goods-detail.service';

/** Public routes: a signed-in caller (req.auth, set on public routes too) sees the organization's prices. */
export function goodsDetailRoutes(app: FastifyInstance, service: GoodsDetailService): void {
  route(app, goodsDetailRoute, (req) => service.detail(req.auth, req.params.id, req.query.divisionCode));
  route(app, goodsExistsRoute, (req) => service.exists(req.params.id));
  route(app, inventoryCheckRoute, (req) => service.inventoryCheck(req.query));
  route(app, areaLimitRoute, (req) => service.areaLimit(req.query));
  route(app, freightTemplateRoute, (req) => service.freightTemplate(req.query));
  route(app, recommendRoute, (req) => service.recommend(req.auth, req.body));
  route(app, hotSellingRoute, (req) => service.hotSelling(req.auth, req.query));
}
