import type { FastifyPluginAsync } from 'fastify';
import { AgreementAdminRepo } from './agreement-admin.repo';
import { agreementAdminRoutes } from './agreement-admin.routes';
import { AgreementAdminService } from './agreement-admin.service';

/**
 * 运营工作台's 协议价管理 (issue 29): a supplier's agreement prices per buyer organization, which search,
 * goods details, cart and checkout already honour.
 */
export const agreementAdminModule: FastifyPluginAsync = async (app) => {
  agreementAdminRoutes(app, new AgreementAdminService(app.db, new AgreementAdminRepo(), app.clock));
};
