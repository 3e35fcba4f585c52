import type { FastifyPluginAsync } from 'fastify';
import { CreditRepo } from '../credit/credit.repo';
import { ContentRepo } from './content.repo';
import { ContentAdminService } from './content-admin.service';
import { OperatorAdminRepo } from './operator-admin.repo';
import { operatorAdminRoutes } from './operator-admin.routes';
import { OrganizationAdminService } from './organization-admin.service';
import { RoleAdminService } from './role-admin.service';
import { RoleRepo } from './role.repo';
import { WorkOrderRepo } from './work-order.repo';
import { WorkOrderService } from './work-order.service';

/**
 * The operators' back office (运营工作台): buyer organizations, their users and credit limits, suppliers'
 * verification, the mall's content (banners, notices, hot-search blocklist, site configuration) and product
 * work orders. Every write is logged through the audit module in its own transaction.
 */
export const operatorAdminModule: FastifyPluginAsync = async (app) => {
  operatorAdminRoutes(
    app,
    new OrganizationAdminService(app.db, new OperatorAdminRepo(), new CreditRepo(), app.clock),
    new ContentAdminService(app.db, new ContentRepo(), app.clock),
    new WorkOrderService(app.db, new WorkOrderRepo(), app.clock),
    new RoleAdminService(app.db, new RoleRepo(), app.clock),
  );
};
