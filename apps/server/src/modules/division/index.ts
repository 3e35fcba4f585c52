import type { FastifyPluginAsync } from 'fastify';
import { DivisionRepo } from './division.repo';
import { divisionRoutes } from './division.routes';
import { DivisionService } from './division.service';

/** Administrative divisions (GB/T 2260): provinces, cities, counties. */
export const divisionModule: FastifyPluginAsync = async (app) => {
  divisionRoutes(app, new DivisionService(app.db, new DivisionRepo()));
};
