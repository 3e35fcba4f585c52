import type { FastifyInstance } from 'fastify';
import { organizationPageRoute } from '@pm/contract/organization-schema';
import { requireAuth } from '../../plugins/auth';
import { route } from '../../lib/route';
import type { OrganizationService } from './organization.service';

export function organizationRoutes(app: FastifyInstance, service: OrganizationService): void {
  route(app, organizationPageRoute, (req) => service.page(requireAuth(req), req.query));
}
