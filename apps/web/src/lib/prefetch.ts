/**
 * Answers index.html started before any script ran (apps/web/build/start-html.ts): on the first screen of a
 * phone area, a visitor's page asks for its data at once (the shop home's banners, the goods, the goods
 * list's first page), instead of after the scripts have loaded. The HTTP client takes such an answer once,
 * for the same request (a GET of the same URL, a POST of the same URL and JSON body); anything else goes
 * to the network as usual.
 */
export const PREFETCH_KEY = '__pmPrefetch';

type Store = Record<string, Promise<Response> | undefined>;

function store(): Store | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as Record<string, Store | undefined>)[PREFETCH_KEY];
}

/** The store's key of a request: a GET's URL, or 'POST <url> <body>' (the inline script writes the same). */
export function prefetchKey(method: string, url: string, body?: string): string | undefined {
  if (method === 'GET') return url;
  return method === 'POST' && body !== undefined ? `POST ${url} ${body}` : undefined;
}

/** The early answer for this request, taken once; undefined when there is none. */
export function takePrefetched(method: string, url: string, body?: string): Promise<Response> | undefined {
  const key = prefetchKey(method, url, body);
  const s = store();
  if (key === undefined || !s) return undefined;
  const early = s[key];
  delete s[key];
  return early;
}
