import type { FastifyInstance, FastifyReply } from 'fastify';
import { brandLogoSvg, catalogIconSvg, goodsImageSvg, IMAGE_PREFIX } from '../db/seed/catalog/images';

/** An image path never changes what it shows: a year, immutable. */
const CACHE = 'public, max-age=31536000, immutable';
/** The SVG is a document of its own when opened directly: nothing may run or load in it. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

const ID = /^[1-9]\d{0,6}$/;
const SVG_ID = /^([1-9]\d{0,6})\.svg$/;
const MODEL_FILE = /^([A-Za-z0-9_-]{1,120})\.svg$/;

function sendSvg(reply: FastifyReply, svg: string | null): FastifyReply {
  if (svg === null) {
    reply.callNotFound();
    return reply;
  }
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', CACHE)
    .header('content-security-policy', SVG_CSP)
    .header('x-content-type-options', 'nosniff')
    .send(svg);
}

/**
 * Generated product images, brand logos and catalog icons (db/seed/catalog/images.ts), drawn from the
 * path alone: no database, no file, nothing fetched. Not API routes (outside the API prefix, no
 * access needed, left out of the OpenAPI document); an unknown path answers the usual 404.
 *
 *   GET /img/goods/<leafCatalogId>/<brandId>/<view>/<base64url(model)>.svg
 *   GET /img/brand/<brandId>.svg
 *   GET /img/catalog/<catalogId>.svg
 */
export async function registerGoodsImages(app: FastifyInstance): Promise<void> {
  const schema = { hide: true };
  app.get<{ Params: { leaf: string; brand: string; view: string; file: string } }>(
    `${IMAGE_PREFIX}/goods/:leaf/:brand/:view/:file`,
    { schema },
    async (req, reply) => {
      const { leaf, brand, view, file } = req.params;
      const m = MODEL_FILE.exec(file);
      if (!ID.test(leaf) || !ID.test(brand) || !/^\d$/.test(view) || !m) return sendSvg(reply, null);
      return sendSvg(reply, goodsImageSvg(Number(leaf), Number(brand), Number(view), m[1]!));
    },
  );
  app.get<{ Params: { file: string } }>(`${IMAGE_PREFIX}/brand/:file`, { schema }, async (req, reply) => {
    const m = SVG_ID.exec(req.params.file);
    return sendSvg(reply, m ? brandLogoSvg(Number(m[1])) : null);
  });
  app.get<{ Params: { file: string } }>(`${IMAGE_PREFIX}/catalog/:file`, { schema }, async (req, reply) => {
    const m = SVG_ID.exec(req.params.file);
    return sendSvg(reply, m ? catalogIconSvg(Number(m[1])) : null);
  });
}
