import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth.routes';

/** Sign-in and sign-out. The session lookup itself runs in plugins/auth.ts for every request. */
export const authModule: FastifyPluginAsync = async (app) => {
  authRoutes(app, {
    authService: app.authService,
    sessionTtlSeconds: app.config.sessionTtlSeconds,
    secureCookies: app.config.secureCookies,
  });
};
