import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_HEADER } from '@pm/contract/order';
import {
  departmentUsersRoute,
  planAddToCartRoute,
  planExportRoute,
  planImportRoute,
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
import { XLSX_MEDIA_TYPE } from '@pm/contract/batch';
import { fileRoute, route } from '../../lib/route';
import { requireAuth } from '../../plugins/auth';
import type { PlanCartService } from './plan-cart.service';
import type { PlanOrderService } from './plan-order.service';
import type { PlanXlsxService } from './plan-xlsx.service';
import type { PurchasingPlanService } from './purchasing-plan.service';

export function purchasingPlanRoutes(
  app: FastifyInstance,
  {
    plans: service,
    orders,
    cart,
    xlsx,
  }: {
    plans: PurchasingPlanService;
    orders: PlanOrderService;
    cart: PlanCartService;
    xlsx: PlanXlsxService;
  },
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
  route(app, planAddToCartRoute, (req) => cart.addToCart(requireAuth(req), req.body), {
    message: '已加入购物车',
    errors: [409],
  });
  route(app, planImportRoute, (req) => xlsx.importLines(requireAuth(req), req.body), {
    errors: [409],
  });
  fileRoute(app, planExportRoute, XLSX_MEDIA_TYPE, (req) => xlsx.exportFile(requireAuth(req), req.params.id));
  route(app, planLogPageRoute, (req) => service.logPage(requireAuth(req), req.query));
  route(app, departmentUsersRoute, (req) => service.departments(requireAuth(req), req.query));
}
