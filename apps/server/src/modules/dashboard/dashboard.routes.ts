import type { FastifyInstance } from 'fastify';
import { XLSX_MEDIA_TYPE } from '@pm/contract/batch';
import {
  budgetVsActualRoute,
  collectionRoute,
  dashboardAuthoritiesRoute,
  dashboardExportRoute,
  dashboardLinesRoute,
  savingLinesRoute,
  savingsRoute,
  scorecardsRoute,
  spendByCategoryRoute,
  spendByDepartmentRoute,
  spendByMonthRoute,
  spendBySupplierRoute,
  statusFunnelRoute,
  topGoodsRoute,
} from '@pm/contract/dashboard-schema';
import { fileRoute, route } from '../../lib/route';
import { requireAuth } from '../../plugins/auth';
import type { DashboardDetailService } from './dashboard-detail.service';
import type { DashboardExport } from './dashboard-export';
import type { DashboardService } from './dashboard.service';

export interface DashboardServices {
  views: DashboardService;
  detail: DashboardDetailService;
  xlsx: DashboardExport;
}

export function dashboardRoutes(app: FastifyInstance, { views, detail, xlsx }: DashboardServices): void {
  route(app, dashboardAuthoritiesRoute, (req) => views.authorities(requireAuth(req)));
  route(app, spendByMonthRoute, (req) => views.spendByMonth(requireAuth(req), req.query));
  route(app, spendByCategoryRoute, (req) => views.spendByCategory(requireAuth(req), req.query));
  route(app, spendBySupplierRoute, (req) => views.spendBySupplier(requireAuth(req), req.query));
  route(app, spendByDepartmentRoute, (req) => views.spendByDepartment(requireAuth(req), req.query));
  route(app, budgetVsActualRoute, (req) => views.budget(requireAuth(req), req.query));
  route(app, statusFunnelRoute, (req) => views.funnel(requireAuth(req), req.query));
  route(app, topGoodsRoute, (req) => views.topGoods(requireAuth(req), req.query));
  route(app, savingsRoute, (req) => views.savings(requireAuth(req), req.query));
  route(app, dashboardLinesRoute, (req) => {
    const { page, limit, noDepartment, otherSuppliers, ...rest } = req.query;
    return detail.lines(
      requireAuth(req),
      rest,
      { ...rest, noDepartment: noDepartment === 'true', otherSuppliers: otherSuppliers === 'true' },
      page,
      limit,
    );
  });
  route(app, savingLinesRoute, (req) => {
    const { page, limit, baseline, ...rest } = req.query;
    return detail.savingLines(requireAuth(req), rest, baseline, page, limit);
  });
  route(app, collectionRoute, (req) => {
    const { page, limit, goodsId, ...rest } = req.query;
    return detail.collection(requireAuth(req), rest, goodsId, page, limit);
  });
  route(app, scorecardsRoute, (req) => detail.scorecards(requireAuth(req), req.query));
  fileRoute(app, dashboardExportRoute, XLSX_MEDIA_TYPE, (req) =>
    xlsx.file(requireAuth(req), {
      ...req.query,
      noDepartment: req.query.noDepartment === 'true',
      otherSuppliers: req.query.otherSuppliers === 'true',
    }),
  );
}
