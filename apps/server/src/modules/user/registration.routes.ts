import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '@pm/contract/constants';
import { REGISTER_MESSAGES } from '@pm/contract/register';
import { registerRoute } from '@pm/contract/register-schema';
import { route } from '../../lib/route';
import { sessionCookieOptions } from '../auth/auth.routes';
import type { RegistrationService } from './registration.service';

/** POST /open/register: answers and sets the SESSION cookie as POST /open/token does. */
export function registrationRoutes(app: FastifyInstance, service: RegistrationService): void {
  const { secureCookies, sessionTtlSeconds } = app.config;
  route(
    app,
    registerRoute,
    async (req, reply) => {
      const token = await service.register({
        phone: req.body.username,
        password: req.body.password,
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? null,
      });
      reply.setCookie(SESSION_COOKIE, token.access_token, {
        ...sessionCookieOptions(secureCookies),
        maxAge: sessionTtlSeconds,
      });
      return token;
    },
    { message: REGISTER_MESSAGES.registered, errors: [429] },
  );
}
