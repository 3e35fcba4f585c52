import type { FastifyInstance } from 'fastify';
import { operatorActionPageRoute } from '@pm/contract/workbench-admin-schema';
import { route } from '../../lib/route';
import type { AuditService } from './audit.service';

/** Operator routes (access: OPERATOR, checked before the handler). */
export function auditRoutes(app: FastifyInstance, service: AuditService): void {
  route(app, operatorActionPageRoute, (req) => service.page(req.query));
}
