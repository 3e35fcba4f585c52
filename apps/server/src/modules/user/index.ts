import type { FastifyPluginAsync } from 'fastify';
import { UserRepo } from './user.repo';
import { userRoutes } from './user.routes';
import { UserService } from './user.service';

/** The signed-in user: session user, authorities, role type and resource tree. */
export const userModule: FastifyPluginAsync = async (app) => {
  userRoutes(app, new UserService(app.db, new UserRepo()));
};
