import type { FastifyPluginAsync } from 'fastify';
import { acceptUploads, UploadStore } from '../../lib/upload';
import { CreditRepo } from '../credit/credit.repo';
import { GoodsPictureRepo } from '../goods-admin/goods-picture.repo';
import { ContentRepo } from './content.repo';
import { BANNER_PICTURE_UPLOADS, ContentAdminService } from './content-admin.service';
import { OperatorAdminRepo } from './operator-admin.repo';
import { operatorAdminRoutes } from './operator-admin.routes';
import { OrganizationAdminService } from './organization-admin.service';
import { RoleAdminService } from './role-admin.service';
import { RoleRepo } from './role.repo';
import { WorkOrderRepo } from './work-order.repo';
import { WorkOrderService } from './work-order.service';

/** Banner pictures live with the workbench's goods pictures (their table, folder and address). */
export function bannerPictures(dataDir: string) {
  return { repo: new GoodsPictureRepo(), files: new UploadStore(dataDir, 'workbench-pictures') };
}

/**
 * The operators' back office (运营工作台): buyer organizations, their users and credit limits, suppliers'
 * verification, the mall's content (banners, notices, hot-search blocklist, site configuration) and product
 * work orders. Every write is logged through the audit module in its own transaction.
 */
export const operatorAdminModule: FastifyPluginAsync = async (app) => {
  await acceptUploads(app, BANNER_PICTURE_UPLOADS);
  operatorAdminRoutes(
    app,
    new OrganizationAdminService(app.db, new OperatorAdminRepo(), new CreditRepo(), app.clock),
    new ContentAdminService(app.db, new ContentRepo(), app.clock, bannerPictures(app.config.dataDir)),
    new WorkOrderService(app.db, new WorkOrderRepo(), app.clock),
    new RoleAdminService(app.db, new RoleRepo(), app.clock),
  );
};
