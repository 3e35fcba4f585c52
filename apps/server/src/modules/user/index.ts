import type { FastifyPluginAsync } from 'fastify';
import { AuthRepo } from '../auth/auth.repo';
import { RateLimiter } from '../auth/rate-limiter';
import { RateLimitRepo } from '../auth/rate-limit.repo';
import { AccountRepo } from './account.repo';
import { accountRoutes } from './account.routes';
import { AccountService } from './account.service';
import { AdminUserRepo } from './admin-user.repo';
import { adminUserRoutes } from './admin-user.routes';
import { AdminUserService } from './admin-user.service';
import { RegistrationRepo } from './registration.repo';
import { registrationRoutes } from './registration.routes';
import { RegistrationService } from './registration.service';
import { UserRepo } from './user.repo';
import { userRoutes } from './user.routes';
import { UserService } from './user.service';

/**
 * The signed-in user: session user, authorities, role type and resource tree; and the own account
 * (password, cellphone, deactivation); registration of individual accounts and their attachment to a
 * buyer organization by platform operators.
 */
export const userModule: FastifyPluginAsync = async (app) => {
  userRoutes(app, new UserService(app.db, new UserRepo()));
  const limiter = new RateLimiter(app.db, new RateLimitRepo(), app.clock);
  await accountRoutes(
    app,
    new AccountService(app.db, new AccountRepo(), new AuthRepo(), limiter, app.clock, app.config.login),
  );
  registrationRoutes(
    app,
    new RegistrationService(
      app.db,
      new RegistrationRepo(),
      new AccountRepo(),
      app.authService,
      limiter,
      app.clock,
      app.config.register,
    ),
  );
  adminUserRoutes(app, new AdminUserService(app.db, new AdminUserRepo(), new AuthRepo(), app.clock));
};
