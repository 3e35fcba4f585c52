import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_HEADER } from '@pm/contract/order';
import {
  departmentUsersRoute,
  planCloseRoute,
  planDetailRoute,
  planFinishRoute,
  planItemQuantityRoute,
  planItemsRemoveByGoodsRoute,
  planItemsRemoveRoute,
  planItemsSaveRoute,
  planItemUpdateRoute,
  planLogPageRoute,
  planOrderRoute,
  planPageRoute,
  planPauseRoute,
  planRemoveRoute,
  planResumeRoute,
  planSaveRoute,
  planStartRoute,
  planUpdateRoute,
} from '@pm/contract/purchasing-plan-schema';
import { route } from '../../lib/route';
import { requireAuth } from '../../plugins/auth';
import type { PlanOrderService } from './plan-order.service';
import type { PurchasingPlanService } from './purchasing-plan.service';

export function purchasingPlanRoutes(
  app: FastifyInstance,
  { plans: service, orders }: { plans: PurchasingPlanService; orders: PlanOrderService },
): void {
  route(app, planSaveRoute, (req) => service.save(requireAuth(req), req.body), { message: '采购计划已保存' });
  route(app, planUpdateRoute, (req) => service.update(requireAuth(req), req.body), {
    message: '采购计划已修改',
    errors: [409],
  });
  route(app, planDetailRoute, (req) => service.detail(requireAuth(req), req.params.id));
  route(app, planPageRoute, (req) => service.page(requireAuth(req), req.query));
  const transitions = [
    [planStartRoute, 'start', '采购计划已开始执行'],
    [planPauseRoute, 'pause', '采购计划已暂停'],
    [planResumeRoute, 'resume', '采购计划已恢复执行'],
    [planFinishRoute, 'finish', '采购计划已完成'],
    [planCloseRoute, 'close', '采购计划已关闭'],
  ] as const;
  for (const [r, action, message] of transitions) {
    route(app, r, (req) => service.transition(requireAuth(req), req.params.id, action), {
      message,
      errors: [409],
    });
  }
  route(app, planRemoveRoute, (req) => service.remove(requireAuth(req), req.query.ids), {
    message: '采购计划已删除',
    errors: [409],
  });
  route(app, planItemsSaveRoute, (req) => service.itemsSave(requireAuth(req), req.body), {
    message: '计划明细已添加',
    errors: [409],
  });
  route(app, planItemUpdateRoute, (req) => service.itemUpdate(requireAuth(req), req.body), {
    message: '计划明细已修改',
    errors: [409],
  });
  route(
    app,
    planItemQuantityRoute,
    (req) => service.itemQuantity(requireAuth(req), req.body.id, req.body.quantity),
    { message: '计划数量已修改', errors: [409] },
  );
  route(app, planItemsRemoveRoute, (req) => service.itemsRemove(requireAuth(req), req.query), {
    message: '计划明细已删除',
    errors: [409],
  });
  route(app, planItemsRemoveByGoodsRoute, (req) => service.itemsRemoveByGoods(requireAuth(req), req.query), {
    message: '计划明细已删除',
    errors: [409],
  });
  route(
    app,
    planOrderRoute,
    (req) => orders.order(requireAuth(req), req.headers[IDEMPOTENCY_HEADER], req.body),
    { message: '订单提交成功', errors: [409] },
  );
  route(app, planLogPageRoute, (req) => service.logPage(requireAuth(req), req.query));
  route(app, departmentUsersRoute, (req) => service.departments(requireAuth(req), req.query));
}
