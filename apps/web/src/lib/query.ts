/**
 * Queries of contract endpoints. The key of an endpoint's query is derived from the endpoint and its
 * input, so the route loader, the page's hook, prefetching and invalidation cannot drift apart.
 */
import { queryOptions } from '@tanstack/react-query';
import type { AnyEndpoint, ReqOf, ResOf } from '@pm/contract/endpoint';
import { request, type CallArgs, type RequestOptions } from './http';

/**
 * How long an answer read "afresh on every visit" still counts as fresh: the moment between a route's
 * loader asking and its page mounting, so that the page does not ask again.
 */
export const FRESH_MS = 2_000;

/** The query key of an endpoint; without input, the prefix of every key of that endpoint. */
export function endpointKey(endpoint: AnyEndpoint, input?: unknown): readonly unknown[] {
  return input === undefined ? [endpoint.method, endpoint.path] : [endpoint.method, endpoint.path, input];
}

/**
 * The queryOptions of one endpoint call. Queries are silent by default: the page shows a failure
 * with the kit's QueryError (ui/desktop, ui/mobile) instead of a toast.
 */
export function endpointQuery<E extends AnyEndpoint>(
  endpoint: E,
  input?: ReqOf<E>,
  opts: RequestOptions = {},
) {
  return queryOptions({
    queryKey: endpointKey(endpoint, input),
    queryFn: () =>
      request(endpoint, ...([input, { silent: true, ...opts }] as CallArgs<E>)) as Promise<ResOf<E>>,
  });
}
