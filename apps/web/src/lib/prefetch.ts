/**
 * Answers index.html started before any script ran (apps/web/build/start-html.ts): on the first screen of a
 * phone area, a visitor's page asks for the shop home's data (banners) at once, and preloads the first
 * banner picture, instead of after the scripts have loaded. The HTTP client takes such an answer once, for
 * the same GET of the same URL; anything else goes to the network as usual.
 */
export const PREFETCH_KEY = '__pmPrefetch';

type Store = Record<string, Promise<Response> | undefined>;

function store(): Store | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as Record<string, Store | undefined>)[PREFETCH_KEY];
}

/** The early answer for a GET of `url`, taken once; undefined when there is none. */
export function takePrefetched(method: string, url: string): Promise<Response> | undefined {
  if (method !== 'GET') return undefined;
  const s = store();
  const early = s?.[url];
  if (!early) return undefined;
  delete s[url];
  return early;
}
