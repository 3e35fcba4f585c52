import type { FastifyPluginAsync } from 'fastify';
import { DashboardDetailRepo } from './dashboard-detail.repo';
import { DashboardDetailService } from './dashboard-detail.service';
import { DashboardExport } from './dashboard-export';
import { DashboardRepo } from './dashboard.repo';
import { dashboardRoutes } from './dashboard.routes';
import { DashboardService } from './dashboard.service';

/**
 * The customer dashboard (固买云): spend, savings and supplier scorecards read from the rollups that
 * rollup-writer.ts keeps in step with the orders, the drill-down to order lines, and xlsx exports.
 */
export const dashboardModule: FastifyPluginAsync = async (app) => {
  const repo = new DashboardRepo();
  const views = new DashboardService(app.db, repo, app.clock);
  const detail = new DashboardDetailService(views, repo, new DashboardDetailRepo());
  dashboardRoutes(app, { views, detail, xlsx: new DashboardExport(views, detail) });
};
