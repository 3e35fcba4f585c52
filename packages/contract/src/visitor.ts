/**
 * Visitor variants. An endpoint whose descriptor says `visitor: true` (endpoint.ts) may be called by a
 * visitor's browser, unsigned, on its public path: VISITOR_PREFIX + its path. The descriptor is the one
 * place that says so: the web client sends a visitor there by it, and the server answers the public path
 * only for routes that carry the flag, as a visitor.
 */
import type { AnyEndpoint } from './endpoint';

export const VISITOR_PREFIX = '/public';

/** True when visitors may call the endpoint on its public path. */
export function isVisitorEndpoint(endpoint: Pick<AnyEndpoint, 'visitor'>): boolean {
  return endpoint.visitor === true;
}

/** The public variant of an endpoint's (filled-in) path, for a visitor; null when it has none. */
export function visitorPathOf(endpoint: Pick<AnyEndpoint, 'visitor'>, path: string): string | null {
  return isVisitorEndpoint(endpoint) ? VISITOR_PREFIX + path : null;
}
