import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { MESSAGES } from '@pm/contract/envelope';
import { SESSION_COOKIE } from '@pm/contract/constants';
import { AppError } from '../lib/app-error';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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
 * that rides on the SESSION cookie (or logs in / out) must come from our own pages.
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
    if (!STATE_CHANGING.has(req.method) || !req.url.startsWith(opts.apiPrefix)) return;
    const cookieSession = Boolean(req.cookies?.[SESSION_COOKIE]) && !req.headers.authorization;
    const path = req.url.slice(opts.apiPrefix.length).split('?')[0] ?? '';
    const loginOrOut = path.startsWith('/open/');
    if ((cookieSession || loginOrOut) && isCrossSite(req, opts.allowedOrigins)) {
      throw AppError.forbidden(MESSAGES.badOrigin);
    }
  });
}
