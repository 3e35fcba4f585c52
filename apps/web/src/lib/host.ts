/**
 * Host rules: the web host per environment (host prefix dev-, pre-, test-; the plain host is
 * production) and the AI-material host, which always shows the /material area.
 * Pure functions; the host names themselves come from configuration (lib/env.ts).
 */
export const WEB_ENVIRONMENTS = ['production', 'dev', 'pre', 'test'] as const;
export type WebEnvironment = (typeof WEB_ENVIRONMENTS)[number];

const PREFIXED: readonly Exclude<WebEnvironment, 'production'>[] = ['dev', 'pre', 'test'];

function normalize(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '');
}

/** The environment a host name belongs to: by prefix dev-, pre-, test-; anything else is production. */
export function environmentOf(hostname: string): WebEnvironment {
  const host = normalize(hostname);
  return PREFIXED.find((env) => host.startsWith(`${env}-`)) ?? 'production';
}

/** The host name without its environment prefix (dev-www.example.com → www.example.com). */
export function baseHostOf(hostname: string): string {
  const host = normalize(hostname);
  const env = environmentOf(host);
  return env === 'production' ? host : host.slice(env.length + 1);
}

/** The host of `productionHost` in a given environment: production is the plain host. */
export function hostForEnvironment(productionHost: string, env: WebEnvironment): string {
  const base = baseHostOf(productionHost);
  return env === 'production' ? base : `${env}-${base}`;
}

/** The web (trade site) host that matches the environment of the page's own host. */
export function webHostFor(currentHostname: string, productionWebHost: string): string {
  return hostForEnvironment(productionWebHost, environmentOf(currentHostname));
}

/** True when the page is served on the AI-material host (any environment variant of it). */
export function isMaterialHost(hostname: string, materialHost: string): boolean {
  if (!materialHost.trim()) return false;
  return baseHostOf(hostname) === baseHostOf(materialHost);
}

/**
 * Where the AI-material host sends the user: '/material' unless the hash already starts with
 * '#/material'; null when nothing is to be done (other hosts, or already in the area).
 */
export function materialRedirect(hostname: string, hash: string, materialHost: string): string | null {
  if (!isMaterialHost(hostname, materialHost)) return null;
  return hash.startsWith('#/material') ? null : '/material';
}
