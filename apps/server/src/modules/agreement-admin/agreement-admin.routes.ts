import type { FastifyInstance } from 'fastify';
import {
  wbAgreementBuyersRoute,
  wbAgreementPageRoute,
  wbAgreementRemoveRoute,
  wbAgreementSetRoute,
} from '@pm/contract/workbench-agreement-schema';
import { route } from '../../lib/route';
import { requireAuth } from '../../plugins/auth';
import type { AgreementAdminService } from './agreement-admin.service';

export function agreementAdminRoutes(app: FastifyInstance, service: AgreementAdminService) {
  route(app, wbAgreementPageRoute, (req) => service.page(requireAuth(req), req.query));
  route(app, wbAgreementBuyersRoute, (req) => service.buyers(requireAuth(req), req.query));
  route(app, wbAgreementSetRoute, (req) => service.set(requireAuth(req), req.body.items), {
    message: '协议价已保存',
  });
  route(app, wbAgreementRemoveRoute, (req) => service.remove(requireAuth(req), req.body.items), {
    message: '协议价已删除',
  });
}
