import type { FastifyPluginAsync } from 'fastify';
import { AuditRepo } from './audit.repo';
import { auditRoutes } from './audit.routes';
import { AuditService } from './audit.service';

/** The operators' action log (运营操作日志): written by every operator write (audit.ts), listed here. */
export const auditModule: FastifyPluginAsync = async (app) => {
  auditRoutes(app, new AuditService(app.db, new AuditRepo()));
};
