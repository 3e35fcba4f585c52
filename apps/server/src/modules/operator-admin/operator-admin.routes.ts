import type { FastifyInstance } from 'fastify';
import { WORKBENCH_ADMIN_MESSAGES as M } from '@pm/contract/workbench-admin';
import { WORKBENCH_CONTENT_MESSAGES as C } from '@pm/contract/workbench-admin-content';
import {
  adminBuyerDetailRoute,
  adminBuyerPageRoute,
  adminSupplierPageRoute,
  roleResourcesRoute,
  saveRoleResourcesRoute,
  setCreditLimitRoute,
  updateOrgUserRoute,
  verifySupplierRoute,
} from '@pm/contract/workbench-admin-schema';
import {
  adminBannerListRoute,
  bannerPictureUploadRoute,
  adminNoticePageRoute,
  adminSiteConfigListRoute,
  adminWorkOrderPageRoute,
  blockedWordsRoute,
  blockWordRoute,
  deleteBannerRoute,
  myWorkOrderPageRoute,
  replyWorkOrderRoute,
  saveBannerRoute,
  saveNoticeRoute,
  saveSiteConfigRoute,
  unblockWordRoute,
} from '@pm/contract/workbench-admin-content-schema';
import { requireAuth } from '../../plugins/auth';
import { route } from '../../lib/route';
import type { ContentAdminService } from './content-admin.service';
import type { OrganizationAdminService } from './organization-admin.service';
import type { RoleAdminService } from './role-admin.service';
import type { WorkOrderService } from './work-order.service';

/** Operator routes (access: OPERATOR, checked before the handler), and a buyer's own work orders. */
export function operatorAdminRoutes(
  app: FastifyInstance,
  orgs: OrganizationAdminService,
  content: ContentAdminService,
  workOrders: WorkOrderService,
  roles: RoleAdminService,
): void {
  route(app, adminBuyerPageRoute, (req) => orgs.buyerPage(req.query));
  route(app, adminBuyerDetailRoute, (req) => orgs.buyerDetail(req.params.id));
  route(app, setCreditLimitRoute, (req) => orgs.setCreditLimit(requireAuth(req), req.body), {
    message: M.creditSaved,
    errors: [409],
  });
  route(app, updateOrgUserRoute, (req) => orgs.updateUser(requireAuth(req), req.body), { message: M.saved });
  route(app, adminSupplierPageRoute, (req) => orgs.supplierPage(req.query));
  route(app, verifySupplierRoute, (req) => orgs.verifySupplier(requireAuth(req), req.body), {
    message: M.saved,
    errors: [409],
  });

  route(app, adminBannerListRoute, () => content.banners());
  route(
    app,
    bannerPictureUploadRoute,
    (req) => content.uploadBannerPicture(requireAuth(req), req.body.file),
    {
      message: '上传成功',
    },
  );
  route(app, saveBannerRoute, (req) => content.saveBanner(requireAuth(req), req.body), { message: C.saved });
  route(app, deleteBannerRoute, (req) => content.deleteBanner(requireAuth(req), req.params.id), {
    message: C.deleted,
  });
  route(app, adminNoticePageRoute, (req) => content.notices(req.query));
  route(app, saveNoticeRoute, (req) => content.saveNotice(requireAuth(req), req.body), { message: C.saved });
  route(app, blockedWordsRoute, () => content.blocked());
  route(app, blockWordRoute, (req) => content.block(requireAuth(req), req.body.word), {
    message: C.saved,
    errors: [409],
  });
  route(app, unblockWordRoute, (req) => content.unblock(requireAuth(req), req.body.word), {
    message: C.saved,
  });
  route(app, adminSiteConfigListRoute, () => content.siteConfigs());
  route(app, saveSiteConfigRoute, (req) => content.saveSiteConfig(requireAuth(req), req.body), {
    message: C.saved,
  });

  route(app, adminWorkOrderPageRoute, (req) => workOrders.page(req.query));
  route(app, replyWorkOrderRoute, (req) => workOrders.reply(requireAuth(req), req.body), {
    message: C.replied,
  });
  route(app, roleResourcesRoute, () => roles.list());
  route(app, saveRoleResourcesRoute, (req) => roles.save(requireAuth(req), req.body), { message: M.saved });
  route(app, myWorkOrderPageRoute, (req) => workOrders.mine(requireAuth(req), req.query));
}
