import type { FastifyInstance } from 'fastify';
import {
  cartAppendRoute,
  cartBatchAppendRoute,
  cartBatchDeleteRoute,
  cartDirectCountRoute,
  cartListRoute,
  cartSelectRoute,
  cartSumRoute,
  cartUpdateRoute,
} from '@pm/contract/cart-schema';
import { route } from '../../lib/route';
import { requireAuth } from '../../plugins/auth';
import type { CartService } from './cart.service';
import type { CartViewCache } from './cart-view-cache';

export function cartRoutes(app: FastifyInstance, service: CartService, views: CartViewCache): void {
  route(app, cartListRoute, (req) => {
    const auth = requireAuth(req);
    return views.answer(auth, req.query.divisionCode, () => service.list(auth, req.query.divisionCode));
  });
  route(
    app,
    cartAppendRoute,
    (req) => service.append(requireAuth(req), req.body.id, req.body.num, req.body.appendCartType),
    { message: '加入购物车成功' },
  );
  route(app, cartBatchAppendRoute, (req) => service.batchAppend(requireAuth(req), req.body.lines), {
    message: '加入购物车成功',
  });
  route(app, cartUpdateRoute, (req) => service.update(requireAuth(req), req.body.id, req.body.num));
  route(app, cartBatchDeleteRoute, (req) => service.remove(requireAuth(req), req.body.ids), {
    message: '删除成功',
  });
  route(app, cartSelectRoute, (req) =>
    service.select(requireAuth(req), req.body.ids, req.body.all, req.body.selected),
  );
  route(app, cartSumRoute, (req) => service.sum(requireAuth(req)));
  route(app, cartDirectCountRoute, (req) => service.count(requireAuth(req)));
}
