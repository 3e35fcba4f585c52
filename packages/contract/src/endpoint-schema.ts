/**
 * Pairs an endpoint descriptor with its zod schemas. The server registers a route from this pair
 * alone (method, path, access, validation, serialization and OpenAPI), so nothing is written twice.
 */
import type { z } from 'zod';
import type { AnyEndpoint, ResOf } from './endpoint';

export interface RouteSchemas {
  querystring?: z.ZodType;
  body?: z.ZodType;
  params?: z.ZodType;
  /** Request headers the route reads (lower-case names), e.g. `idempotency-key`; keep it a loose object. */
  headers?: z.ZodType;
}

export type RouteDef<E extends AnyEndpoint, S extends RouteSchemas = RouteSchemas> = S & {
  endpoint: E;
  /** The `data` of the success envelope. */
  response: z.ZodType<ResOf<E>>;
};

export function routeOf<E extends AnyEndpoint, S extends RouteSchemas>(
  endpoint: E,
  schemas: S & { response: z.ZodType<ResOf<E>> },
): RouteDef<E, S> {
  return { ...schemas, endpoint };
}
