import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built SPA at '/': hashed assets with a year's immutable cache, index.html never cached,
 * and index.html for any other GET that wants HTML (hash routes make that rare, but deep links work).
 * The build writes `<file>.br` and `<file>.gz` beside each text file (apps/web/build/precompress.ts):
 * the one the request's Accept-Encoding takes is sent (brotli first, then gzip), else the file itself.
 */
export async function registerWebStatic(app: FastifyInstance, webDist: string): Promise<boolean> {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn(`no built web app at ${webDist}: run "npm run build" (npm start does it)`);
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      // Every file may come in an encoded variant, so a cache keys it by Accept-Encoding too.
      res.setHeader('vary', 'accept-encoding');
      const rel = path.relative(webDist, filePath);
      if (rel.startsWith(`assets${path.sep}`)) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.setHeader('cache-control', 'no-cache');
      }
    },
  });
  return true;
}

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts of the built index.html (the route preloads the build
 * writes, apps/web/build/start-html.ts): the policy allows exactly those and no other inline script.
 */
export function inlineScriptHashes(webDist: string): string[] {
  let html: string;
  try {
    html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) =>
      `'sha256-${crypto
        .createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
}

/** A browser navigation to a path that is not a file: answer the SPA's index.html. */
export function wantsSpaIndex(req: FastifyRequest, apiPrefix: string): boolean {
  const urlPath = req.url.split('?')[0] ?? '';
  return (
    req.method === 'GET' &&
    !urlPath.startsWith(apiPrefix) &&
    !path.extname(urlPath) &&
    (req.headers.accept ?? '').includes('text/html')
  );
}
