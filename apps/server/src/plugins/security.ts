import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { ERROR_CODES, MESSAGES } from '@pm/contract/envelope';
import { SESSION_COOKIE } from '@pm/contract/constants';
import { AppError } from '../lib/app-error';
import { isAppRoute } from './openapi-answers';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A GET that writes (the contract descriptor's `changesState`, set by lib/route): the Origin check
     * covers it as it covers POST, PUT, PATCH and DELETE. SameSite=Lax sends the cookie along with a
     * cross-site top-level GET (a link), and an image or a script tag sends it from a same-site page.
     */
    changesState?: boolean;
  }
}

/** The refusal of a cookie-authenticated state change from another site: HTTP 403, code 40302. */
export function badOriginError(): AppError {
  return new AppError(ERROR_CODES.badOrigin, MESSAGES.badOrigin, 403);
}

/** True when the request changes state: POST, PUT, PATCH, DELETE, or a route that declares it does (a GET that writes). */
export function changesState(req: FastifyRequest): boolean {
  return STATE_CHANGING.has(req.method) || req.routeOptions.config?.changesState === true;
}

/** Headers Fastify sets on any answer, not @fastify/helmet. */
const OWN_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers @fastify/helmet sets for `options`, taken once from an answer of a throwaway app:
 * without nonces they are the same on every answer, and the plugin builds helmet's middleware again
 * on every request (about 30 µs a request).
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => 'ok');
  const res = await probe.inject({ url: '/' });
  await probe.close();
  return Object.entries(res.headers).flatMap(([name, value]) =>
    OWN_HEADERS.has(name) || value === undefined ? [] : [[name, String(value)] as [string, string]],
  );
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** True when a browser says this request comes from a page of another site. */
export function isCrossSite(req: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const own = `${req.protocol}://${req.host}`;
  const allowed = (origin: string) => origin === own || allowedOrigins.includes(origin);
  const origin = req.headers.origin;
  if (origin) return origin === 'null' || !allowed(origin);
  const referer = req.headers.referer;
  if (referer) {
    const refOrigin = originOf(referer);
    return refOrigin !== null && !allowed(refOrigin);
  }
  return req.headers['sec-fetch-site'] === 'cross-site';
}

/**
 * Security headers with a CSP that allows no inline script, and the Origin check: a state-changing request
 * (POST, PUT, PATCH, DELETE, or a GET whose route declares `changesState`) that rides on the SESSION cookie,
 * and any login or logout under /open/ (not the API for apps there: `isAppRoute`), must come from our own
 * pages; otherwise 403 with code 40302.
 */
export async function registerSecurity(
  app: FastifyInstance,
  opts: { apiPrefix: string; secure: boolean; allowedOrigins: string[]; scriptHashes?: string[] },
): Promise<void> {
  const headers = await helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The built index.html's own inline scripts are allowed by their hashes, no other.
        scriptSrc: ["'self'", ...(opts.scriptHashes ?? [])],
        // antd and antd-mobile inject their CSS at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(opts.secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: opts.secure ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  // Set on the raw answer, as the plugin does: a route's own header of the same name wins.
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });

  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith(opts.apiPrefix) || !changesState(req)) return;
    const cookieSession = Boolean(req.cookies?.[SESSION_COOKIE]) && !req.headers.authorization;
    const path = req.url.slice(opts.apiPrefix.length).split('?')[0] ?? '';
    // the spec's sign-in routes (/open/token, /open/logout, /open/register), not the API for apps under /open/
    const loginOrOut =
      path.startsWith('/open/') && !isAppRoute(req.routeOptions.config, req.routeOptions.schema);
    if ((cookieSession || loginOrOut) && isCrossSite(req, opts.allowedOrigins)) throw badOriginError();
  });
}
