import type { FastifyInstance } from 'fastify';
import {
  synergyCloseRoute,
  synergyDetailRoute,
  synergyEarlyDeadRoute,
  synergyGetContainItemRoute,
  synergyItemRemoveRoute,
  synergyItemsSaveRoute,
  synergyItemUpdateRoute,
  synergyJoinRoute,
  synergyListContainItemRoute,
  synergyPageRoute,
  synergySaveRoute,
  synergySendRoute,
  synergyStatusCountRoute,
} from '@pm/contract/purchasing-synergy-schema';
import { route } from '../../lib/route';
import { requireAuth } from '../../plugins/auth';
import type { PurchasingSynergyService } from './purchasing-synergy.service';

export function purchasingSynergyRoutes(app: FastifyInstance, service: PurchasingSynergyService): void {
  const errors = [409] as const;
  route(app, synergySaveRoute, (req) => service.save(requireAuth(req), req.body), {
    message: '协同采购单已创建',
  });
  route(app, synergyPageRoute, (req) => service.page(requireAuth(req), req.query));
  route(app, synergyDetailRoute, (req) => service.detail(requireAuth(req), req.params.id));
  route(app, synergyStatusCountRoute, (req) => service.statusCount(requireAuth(req)));
  route(app, synergyListContainItemRoute, (req) =>
    service.containing(requireAuth(req), req.query.goodsId, true),
  );
  route(app, synergyGetContainItemRoute, (req) =>
    service.containing(requireAuth(req), req.query.goodsId, false),
  );
  route(app, synergyJoinRoute, (req) => service.join(requireAuth(req), req.body.id), {
    message: '已加入协同采购单',
    errors: [409],
  });
  route(app, synergyItemsSaveRoute, (req) => service.itemsSave(requireAuth(req), req.body), {
    message: '明细已添加',
    errors: [409],
  });
  route(app, synergyItemUpdateRoute, (req) => service.itemUpdate(requireAuth(req), req.body), {
    message: '明细已修改',
    errors,
  });
  route(
    app,
    synergyItemRemoveRoute,
    (req) => service.itemRemove(requireAuth(req), req.query.id, req.query.version),
    { message: '明细已删除', errors },
  );
  route(app, synergySendRoute, (req) => service.send(requireAuth(req), req.body), {
    message: '协同采购单已发送',
    errors,
  });
  route(
    app,
    synergyEarlyDeadRoute,
    (req) => service.earlyDead(requireAuth(req), req.body.id, req.body.version),
    { message: '协同已提前结束', errors },
  );
  route(app, synergyCloseRoute, (req) => service.close(requireAuth(req), req.body.id, req.body.version), {
    message: '协同采购单已关闭',
    errors,
  });
}
