import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brandLogoSvg, catalogIconSvg, goodsImageSvg, IMAGE_PREFIX } from '../db/seed/catalog/images';
import { pictureWidthOf, sendDrawnPicture } from './pictures';

/** An image path never changes what it shows: a year, immutable. */
const CACHE = 'public, max-age=31536000, immutable';
/** The SVG is a document of its own when opened directly: nothing may run or load in it. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

const ID = /^[1-9]\d{0,6}$/;
const SVG_ID = /^([1-9]\d{0,6})\.svg$/;
const MODEL_FILE = /^([A-Za-z0-9_-]{1,120})\.svg$/;

/**
 * The picture drawn for the request's path (null: unknown, the usual 404): the SVG, or with `?w=` a WebP
 * at that width (a `w` not of PICTURE_WIDTHS answers 400).
 */
async function sendPicture(req: FastifyRequest, reply: FastifyReply, draw: () => string | null) {
  const width = pictureWidthOf(req.query);
  const svg = draw();
  if (svg === null) {
    reply.callNotFound();
    return reply;
  }
  return sendDrawnPicture(
    reply,
    { path: req.url.split('?')[0]!, svg, width },
    { cache: CACHE, svg: { 'content-security-policy': SVG_CSP, 'x-content-type-options': 'nosniff' } },
  );
}

/**
 * Generated product images, brand logos and catalog icons (db/seed/catalog/images.ts), drawn from the
 * path alone: no database, no file, nothing fetched. Not API routes (outside the API prefix, no
 * access needed, left out of the OpenAPI document); an unknown path answers the usual 404. Each also
 * answers `?w=<width>` as WebP at that width (plugins/pictures.ts, @pm/contract/picture).
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
      return sendPicture(req, reply, () =>
        ID.test(leaf) && ID.test(brand) && /^\d$/.test(view) && m
          ? goodsImageSvg(Number(leaf), Number(brand), Number(view), m[1]!)
          : null,
      );
    },
  );
  app.get<{ Params: { file: string } }>(`${IMAGE_PREFIX}/brand/:file`, { schema }, async (req, reply) => {
    const m = SVG_ID.exec(req.params.file);
    return sendPicture(req, reply, () => (m ? brandLogoSvg(Number(m[1])) : null));
  });
  app.get<{ Params: { file: string } }>(`${IMAGE_PREFIX}/catalog/:file`, { schema }, async (req, reply) => {
    const m = SVG_ID.exec(req.params.file);
    return sendPicture(req, reply, () => (m ? catalogIconSvg(Number(m[1])) : null));
  });
}
