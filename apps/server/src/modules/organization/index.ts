import type { FastifyPluginAsync } from 'fastify';
import { OrganizationRepo } from './organization.repo';
import { organizationRoutes } from './organization.routes';
import { OrganizationService } from './organization.service';

/** Organizations: buyer companies, suppliers, the platform operator. */
export const organizationModule: FastifyPluginAsync = async (app) => {
  organizationRoutes(app, new OrganizationService(app.db, new OrganizationRepo()));
};
