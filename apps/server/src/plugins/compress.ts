import type { FastifyInstance, onSendHookHandler, RouteOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';

/** Answers smaller than this are sent as they are: compressing them gains less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/** Adds accept-encoding to Vary (lower case, the spelling @fastify/compress looks for). */
const varyOnEncoding: onSendHookHandler = (_req, reply, payload, done) => {
  const vary = reply.getHeader('vary');
  const list = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
  if (!list) reply.header('vary', 'accept-encoding');
  else if (!/accept-encoding/i.test(list)) reply.header('vary', `${list}, accept-encoding`);
  done(null, payload);
};

/**
 * Compresses the answers of the API (`apiPrefix`) and of the generated images (`/img`) above 1 KB, brotli
 * or gzip by Accept-Encoding, with Vary: accept-encoding on every answer of those routes (a cache must
 * not give a compressed answer to a client that did not ask for it). The built web files are sent
 * precompressed by web-static, so its routes are left out; request bodies are not decompressed.
 * Register before the routes it should cover: it acts on the routes added after it.
 */
export async function registerCompress(app: FastifyInstance, opts: { apiPrefix: string }): Promise<void> {
  const covered = (url: string) =>
    url === opts.apiPrefix ||
    url.startsWith(`${opts.apiPrefix}/`) ||
    url === '/img' ||
    url.startsWith('/img/');
  // Runs before @fastify/compress's own onRoute hook (added below), which reads `compress`.
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!covered(route.url)) {
      route.compress = false;
      return;
    }
    const own = route.onSend;
    route.onSend = [...(Array.isArray(own) ? own : own ? [own] : []), varyOnEncoding];
  });
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
}
