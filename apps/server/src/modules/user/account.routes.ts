import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '@pm/contract/constants';
import { ACCOUNT_MESSAGES } from '@pm/contract/user';
import {
  abandonmentRoute,
  updateCellphoneRoute,
  updatePasswordPostRoute,
  updatePasswordRoute,
} from '@pm/contract/user-schema';
import { route } from '../../lib/route';
import { requireAuth } from '../../plugins/auth';
import type { AccountService } from './account.service';

export async function accountRoutes(app: FastifyInstance, service: AccountService): Promise<void> {
  const { secureCookies } = app.config;

  route(app, updatePasswordPostRoute, (req) => service.updatePassword(requireAuth(req), req.body), {
    message: ACCOUNT_MESSAGES.passwordChanged,
    errors: [409, 429],
  });

  // The product's GET form of the same write. Its descriptor declares `changesState`, so the Origin check
  // of plugins/security covers it as it covers a POST: a cookie session must come from our own pages.
  // Its passwords travel in the URL, so the route logs below warn level only (no request lines with the query).
  await app.register(
    async (scope) => {
      route(
        scope,
        updatePasswordRoute,
        (req, reply) => {
          reply.header('cache-control', 'no-store');
          return service.updatePassword(requireAuth(req), req.query);
        },
        { message: ACCOUNT_MESSAGES.passwordChanged, errors: [409, 429] },
      );
    },
    { logLevel: 'warn' },
  );

  route(app, updateCellphoneRoute, (req) => service.updateCellphone(requireAuth(req), req.body), {
    message: ACCOUNT_MESSAGES.cellphoneChanged,
    errors: [429],
  });

  route(
    app,
    abandonmentRoute,
    async (req, reply) => {
      const result = await service.deactivate(requireAuth(req), req.params.id, req.body.password);
      reply.clearCookie(SESSION_COOKIE, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
      });
      return result;
    },
    { message: ACCOUNT_MESSAGES.deactivated, errors: [429] },
  );
}
