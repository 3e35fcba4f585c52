import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isVisitorPath, VISITOR_PREFIX } from '@pm/contract/visitor';
import type { Config } from './config';
import type { Db } from './db/database';
import { systemClock, type Clock } from './lib/clock';
import { RateLimiter } from './lib/rate-limiter';
import { registerErrorHandling } from './plugins/errors';
import { registerAuth, VISITOR_FLAG } from './plugins/auth';
import { registerOriginAction } from './plugins/origin-action';
import { registerSecurity } from './plugins/security';
import { registerWebStatic, wantsSpaIndex } from './plugins/web-static';
import { AuthRepo } from './modules/auth/auth.repo';
import { AuthService } from './modules/auth/auth.service';
import { authRoutes } from './modules/auth/auth.routes';
import { UserRepo } from './modules/user/user.repo';
import { UserService } from './modules/user/user.service';
import { userRoutes } from './modules/user/user.routes';
import { healthRoutes } from './modules/health/health.routes';
import { OrganizationRepo } from './modules/organization/organization.repo';
import { OrganizationService } from './modules/organization/organization.service';

// Messages of zod's own checks (types, formats) in Chinese; the contract's rules carry their own texts.
z.config(z.locales.zhCN());

export interface AppDeps {
  config: Config;
  db: Db;
  clock?: Clock;
  /** pino options or false; defaults to the config's log level. */
  logger?: boolean | object;
}

/**
 * Visitor variants (§6): `<prefix>/public/<path>` is served by `<prefix>/<path>` as a visitor, only for the
 * endpoints of the contract's visitor table; any other public path stays as it is and answers 404.
 */
function visitorRewrite(apiPrefix: string) {
  const publicPrefix = apiPrefix + VISITOR_PREFIX + '/';
  return (req: { url?: string }): string => {
    const url = req.url ?? '/';
    if (!url.startsWith(publicPrefix)) return url;
    const rest = url.slice(apiPrefix.length + VISITOR_PREFIX.length);
    if (!isVisitorPath(rest.split('?')[0] ?? '')) return url;
    (req as unknown as Record<symbol, boolean>)[VISITOR_FLAG] = true;
    return apiPrefix + rest;
  };
}

/** Builds the whole server (no listen): tests drive it with app.inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;
  const prefix = config.apiPrefix;

  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    rewriteUrl: visitorRewrite(prefix),
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before any route plugin: each plugin context keeps the error handler it was created with.
  const spa = config.webDist ? await registerWebStatic(app, config.webDist) : false;
  registerErrorHandling(app, prefix, spa ? (req) => wantsSpaIndex(req, prefix) : undefined);

  await app.register(cookie);
  await app.register(formbody, { bodyLimit: config.bodyLimit });
  await registerSecurity(app, {
    apiPrefix: prefix,
    secure: config.secureCookies,
    allowedOrigins: config.allowedOrigins,
  });

  const limiter = new RateLimiter(db, clock);
  const authService = new AuthService(new AuthRepo(db), limiter, clock, {
    sessionTtlSeconds: config.sessionTtlSeconds,
    login: config.login,
  });
  const userService = new UserService(new UserRepo(db));
  const organizationService = new OrganizationService(new OrganizationRepo(db));

  registerAuth(app, authService, prefix);
  registerOriginAction(app, db, clock, prefix);

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: '固买商城 API',
        description: '采购商城后端接口，统一响应 {code, message, data}',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          session: { type: 'apiKey', in: 'cookie', name: 'SESSION' },
        },
      },
      security: [{ bearer: [] }, { session: [] }],
    },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api) => {
      api.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
      await api.register(authRoutes, {
        authService,
        sessionTtlSeconds: config.sessionTtlSeconds,
        secureCookies: config.secureCookies,
      });
      await api.register(userRoutes, { userService, organizationService });
      await api.register(healthRoutes, { db, clock });
    },
    { prefix },
  );

  return app;
}
