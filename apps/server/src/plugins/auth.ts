import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Access } from '@pm/contract/endpoint';
import type { OpenScope } from '@pm/contract/open-scopes';
import { SESSION_COOKIE } from '@pm/contract/constants';
import { VISITOR_PREFIX } from '@pm/contract/visitor';
import { ERROR_CODES, MESSAGES } from '@pm/contract/envelope';
import { AppError } from '../lib/app-error';
import { AuthRepo } from '../modules/auth/auth.repo';
import { AuthService, type AuthContext } from '../modules/auth/auth.service';
import { RateLimiter } from '../modules/auth/rate-limiter';
import { RateLimitRepo } from '../modules/auth/rate-limit.repo';
import { AUTH_TOPIC, SessionCache } from '../modules/auth/session-cache';
import { watchChanges } from '../db/change-feed';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null for a visitor. */
    auth: AuthContext | null;
    /** How the caller authenticated: protects cookie sessions against cross-site requests. */
    authVia: 'bearer' | 'cookie' | null;
    /** The token the caller presented (valid or not). */
    authToken: string | null;
  }
  interface FastifyInstance {
    authService: AuthService;
    /** Checks apps' access tokens on the API for apps (`access: { scope }`); the open-platform module sets it. */
    appGate: { current: AppGate | null };
  }
  interface FastifyContextConfig {
    /** Visitors may call it on its public path (the descriptor's `visitor` flag); only on public routes. */
    visitor?: boolean;
  }
}

/**
 * The check of an app's access token on a route of the API for apps: throws (401, 403 with 40303/40304, 429)
 * unless the request carries a live token of an app holding `scope`, and marks the request as that app's.
 */
export interface AppGate {
  check(req: FastifyRequest, reply: FastifyReply, scope: OpenScope): Promise<void>;
}

/** Set by rewriteUrl on requests that came in through a visitor (public) path: they run as a visitor. */
const VISITOR_FLAG = Symbol('visitor');

export function isVisitorRequest(req: FastifyRequest): boolean {
  return (req.raw as unknown as Record<symbol, boolean>)[VISITOR_FLAG] === true;
}

/**
 * The routes (method and path without the API prefix) that carry the visitor flag, filled by registerAuth
 * as routes register, before the server listens. A `:name` segment matches one segment; HEAD goes with GET.
 */
export class VisitorRoutes {
  private readonly added = new Set<string>();
  private readonly patterns = new Map<string, RegExp[]>();

  add(method: string, path: string): void {
    const key = `${method} ${path}`;
    if (this.added.has(key)) return;
    this.added.add(key);
    const escaped = path
      .split('/')
      .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    this.patterns.set(method, [...(this.patterns.get(method) ?? []), new RegExp(`^${escaped}$`)]);
  }

  has(method: string, path: string): boolean {
    const patterns = this.patterns.get(method === 'HEAD' ? 'GET' : method) ?? [];
    return patterns.some((p) => p.test(path));
  }
}

/**
 * Fastify's rewriteUrl for visitor variants: `<prefix>/public/<path>` is served by `<prefix>/<path>` as a
 * visitor, only when a route of that method and path carries the visitor flag; any other public path
 * stays as it is and answers 404.
 */
export function visitorRewrite(apiPrefix: string, routes: VisitorRoutes) {
  const publicPrefix = apiPrefix + VISITOR_PREFIX + '/';
  return (req: { url?: string; method?: string }): string => {
    const url = req.url ?? '/';
    if (!url.startsWith(publicPrefix)) return url;
    const rest = url.slice(apiPrefix.length + VISITOR_PREFIX.length);
    if (!routes.has(req.method ?? 'GET', rest.split('?')[0] ?? '')) return url;
    (req as unknown as Record<symbol, boolean>)[VISITOR_FLAG] = true;
    return apiPrefix + rest;
  };
}

function presentedToken(req: FastifyRequest): { token: string; via: 'bearer' | 'cookie' } | null {
  const header = req.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (match?.[1]) return { token: match[1], via: 'bearer' };
  }
  const cookie = req.cookies?.[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/**
 * A signed-in caller whose role or resources may not call the route: a business code (40301, HTTP 403),
 * so that clients tell it from a session the server no longer accepts and keep the user signed in.
 */
function roleRefusal(): AppError {
  return new AppError(ERROR_CODES.roleForbidden, MESSAGES.forbidden, 403);
}

/** Throws unless the caller may call a route of this access. */
async function checkAccess(
  access: Access,
  auth: AuthContext | null,
  presented: boolean,
  authService: AuthService,
): Promise<void> {
  if (access === 'public') return;
  if (!auth) throw AppError.unauthorized(presented ? MESSAGES.sessionExpired : MESSAGES.unauthorized);
  if (access === 'user') return;
  // The API for apps takes apps' tokens only (checked by the app gate before this).
  if ('scope' in access) throw AppError.unauthorized();
  if ('roles' in access) {
    if (!access.roles.some((r) => auth.roleTypes.includes(r))) throw roleRefusal();
    return;
  }
  if (!(await authService.hasResource(auth, access.resource))) throw roleRefusal();
}

/**
 * Sessions and access. Bearer tokens and the SESSION cookie both authenticate; every API route
 * declares its access (public, signed-in, roles or a resource code) and a route that declares
 * nothing cannot be registered. Unknown paths fall through to the 404 answer. Routes with the visitor
 * flag (public ones only) go into `visitorRoutes`, which the URL rewrite reads.
 */
export function registerAuth(app: FastifyInstance, visitorRoutes: VisitorRoutes): void {
  const { config, db, clock } = app;
  const apiPrefix = config.apiPrefix;
  const limiter = new RateLimiter(db, new RateLimitRepo(), clock);
  const feed = watchChanges(db, AUTH_TOPIC);
  app.addHook('onClose', async () => feed.close());
  const sessions = new SessionCache(feed, clock, {
    maxAgeMs: config.sessionCacheSeconds * 1000,
    maxEntries: 20_000,
  });
  const authService = new AuthService(
    db,
    new AuthRepo(),
    limiter,
    clock,
    { sessionTtlSeconds: config.sessionTtlSeconds, login: config.login },
    sessions,
  );
  app.decorate('authService', authService);
  app.decorate('appGate', { current: null });
  app.decorateRequest('auth', null);
  app.decorateRequest('authVia', null);
  app.decorateRequest('authToken', null);

  app.addHook('onRoute', (opts) => {
    const isApi = opts.url === apiPrefix || opts.url.startsWith(`${apiPrefix}/`);
    if (isApi && opts.config?.access === undefined) {
      throw new Error(`route ${opts.method} ${opts.url} declares no access`);
    }
    if (isApi && opts.config?.visitor) {
      if (opts.config.access !== 'public') {
        throw new Error(`route ${opts.method} ${opts.url} is open to visitors but not public`);
      }
      const methods = Array.isArray(opts.method) ? opts.method : [opts.method];
      for (const method of methods) visitorRoutes.add(method, opts.url.slice(apiPrefix.length));
    }
  });

  app.addHook('onRequest', async (req, reply) => {
    const isApi = req.url === apiPrefix || req.url.startsWith(`${apiPrefix}/`);
    if (!isApi) return;
    const scoped = req.routeOptions.config.access;
    if (typeof scoped === 'object' && 'scope' in scoped && req.routeOptions.url?.startsWith(apiPrefix)) {
      // An app's route: its token is an app's, never a session's.
      const gate = app.appGate.current;
      if (!gate) throw AppError.unauthorized();
      await gate.check(req, reply, scoped.scope);
      return;
    }
    // A visitor path runs as a visitor whatever the request carries, and only reaches public routes.
    const presented = isVisitorRequest(req) ? null : presentedToken(req);
    if (presented) {
      req.authToken = presented.token;
      req.auth = await authService.authenticate(presented.token);
      if (req.auth) req.authVia = presented.via;
    }
    const access = req.routeOptions.config.access;
    const routeUrl = req.routeOptions.url;
    if (access && routeUrl !== undefined && routeUrl.startsWith(apiPrefix)) {
      await checkAccess(access, req.auth, presented !== null, authService);
    }
  });
}

/** The caller of a protected route (the access check guarantees it). */
export function requireAuth(req: FastifyRequest): AuthContext {
  if (!req.auth) throw AppError.unauthorized();
  return req.auth;
}
