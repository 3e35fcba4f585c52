import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@pm/contract/constants';
import { MESSAGES } from '@pm/contract/envelope';
import { AppError } from '../lib/app-error';
import type { AuthContext, AuthService } from '../modules/auth/auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null for a visitor. */
    auth: AuthContext | null;
    /** How the caller authenticated: protects cookie sessions against cross-site requests. */
    authVia: 'bearer' | 'cookie' | null;
    /** The token the caller presented (valid or not). */
    authToken: string | null;
  }
  interface FastifyContextConfig {
    /** Callable without a session (visitor-facing or the login itself). API routes are protected otherwise. */
    public?: boolean;
  }
}

/** Set by rewriteUrl on requests that came in through a visitor (public) path: they run as a visitor. */
export const VISITOR_FLAG = Symbol('visitor');

export function isVisitorRequest(req: FastifyRequest): boolean {
  return (req.raw as unknown as Record<symbol, boolean>)[VISITOR_FLAG] === true;
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
 * Bearer tokens and the SESSION cookie both authenticate. Every matched API route needs a session
 * unless its config says `public: true`; unknown paths fall through to the 404 answer.
 */
export function registerAuth(app: FastifyInstance, authService: AuthService, apiPrefix: string): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('authVia', null);
  app.decorateRequest('authToken', null);

  app.addHook('onRequest', async (req) => {
    const isApi = req.url === apiPrefix || req.url.startsWith(`${apiPrefix}/`);
    if (!isApi || isVisitorRequest(req)) return;
    const presented = presentedToken(req);
    if (presented) {
      req.authToken = presented.token;
      req.auth = await authService.authenticate(presented.token);
      if (req.auth) req.authVia = presented.via;
    }
    const routeUrl = req.routeOptions.url;
    const matched = routeUrl !== undefined && routeUrl.startsWith(apiPrefix);
    if (matched && !req.routeOptions.config.public && !req.auth) {
      throw AppError.unauthorized(presented ? MESSAGES.sessionExpired : MESSAGES.unauthorized);
    }
  });
}

/** The caller of a protected route (the auth hook guarantees it). */
export function requireAuth(req: FastifyRequest): AuthContext {
  if (!req.auth) throw AppError.unauthorized();
  return req.auth;
}
