import type { FastifyPluginAsync } from 'fastify';
import { PortalRepo } from './portal.repo';
import { portalRoutes } from './portal.routes';
import { PortalService } from './portal.service';

/**
 * Customer stories (/portal, 客户案例): the public list with its industry filter and the detail, the
 * operators' list and writes (logged through modules/audit), and the stories' drawn pictures.
 */
export const portalModule: FastifyPluginAsync = async (app) => {
  portalRoutes(app, new PortalService(app.db, new PortalRepo(), app.clock));
};
