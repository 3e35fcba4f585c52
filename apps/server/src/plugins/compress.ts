import zlib from 'node:zlib';
import type { FastifyInstance, onSendHookHandler, RouteOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';

/** Answers smaller than this are sent as they are: compressing them gains less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

export type AnswerEncoding = 'br' | 'gzip';

/**
 * The encoding an answer compressed ahead of time is sent in for this Accept-Encoding: the one of br
 * and gzip with the higher q (br when equal, `*` standing for both), or null for none.
 */
export function preferredEncoding(accept: string | string[] | undefined): AnswerEncoding | null {
  const q: Record<string, number> = {};
  for (const part of (Array.isArray(accept) ? accept.join(',') : (accept ?? '')).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q[name] = Number.isFinite(value) ? value : 0;
  }
  const of = (name: AnswerEncoding) => q[name] ?? q['*'] ?? 0;
  const br = of('br');
  const gzip = of('gzip');
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

/** Compresses as the plugin does on the fly (brotli quality 4 in text mode, gzip at zlib's default). */
export function compressAnswer(encoding: AnswerEncoding, body: Buffer): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        },
      })
    : zlib.gzipSync(body);
}

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
