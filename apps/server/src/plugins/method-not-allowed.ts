import type { FastifyInstance } from 'fastify';
import FindMyWay from 'find-my-way';

export const METHOD_NOT_ALLOWED_MESSAGE = '不支持的请求方法';

/** The order methods are listed in an Allow header. */
const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

function methodRank(method: string): number {
  const i = METHOD_ORDER.indexOf(method);
  return i === -1 ? METHOD_ORDER.length : i;
}

interface RouteTable {
  router: FindMyWay.Instance<FindMyWay.HTTPVersion.V1>;
  methods: Set<FindMyWay.HTTPMethod>;
}

const ROUTE_TABLE = Symbol('apiRouteTable');

/**
 * Records every API route (method and path pattern) in a router of its own, matched as Fastify's router
 * matches, so that the not-found handler can tell "no such path" (404) from "no such method on this
 * path" (405 with Allow). Register it before the routes: onRoute sees only routes added after it.
 */
export function registerMethodNotAllowed(app: FastifyInstance, apiPrefix: string): void {
  const cfg = app.initialConfig as typeof app.initialConfig & {
    routerOptions?: Partial<FindMyWay.Config<FindMyWay.HTTPVersion.V1>>;
  };
  const ro = cfg.routerOptions ?? {};
  const table: RouteTable = {
    router: FindMyWay({
      caseSensitive: ro.caseSensitive ?? cfg.caseSensitive,
      ignoreTrailingSlash: ro.ignoreTrailingSlash ?? cfg.ignoreTrailingSlash,
      ignoreDuplicateSlashes: ro.ignoreDuplicateSlashes ?? cfg.ignoreDuplicateSlashes,
      maxParamLength: ro.maxParamLength ?? cfg.maxParamLength,
    }),
    methods: new Set(),
  };
  app.decorate(ROUTE_TABLE, table);
  app.addHook('onRoute', (route) => {
    if (route.url !== apiPrefix && !route.url.startsWith(`${apiPrefix}/`)) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]) as FindMyWay.HTTPMethod[];
    for (const method of methods) {
      if (table.router.hasRoute(method, route.url)) continue; // the same route under other constraints
      table.router.on(method, route.url, () => undefined);
      table.methods.add(method);
    }
  });
}

/**
 * The methods the API routes answer on this path (query string allowed), in Allow-header order; empty
 * when no route has the path, or when registerMethodNotAllowed was not called on the app.
 */
export function allowedMethods(app: FastifyInstance, path: string): string[] {
  const table = (app as unknown as Record<symbol, RouteTable | undefined>)[ROUTE_TABLE];
  if (!table) return [];
  return [...table.methods]
    .filter((method) => table.router.find(method, path) !== null)
    .sort((a, b) => methodRank(a) - methodRank(b));
}
