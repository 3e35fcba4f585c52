import type { FastifyInstance } from 'fastify';
import { divisionListRoute } from '@pm/contract/division-schema';
import { route } from '../../lib/route';
import type { DivisionService } from './division.service';

export function divisionRoutes(app: FastifyInstance, service: DivisionService): void {
  route(app, divisionListRoute, (req) => service.list(req.query));
}
