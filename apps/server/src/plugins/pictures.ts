import type { FastifyInstance, FastifyReply } from 'fastify';
import { catalogTreeForShopEndpoint, type CatalogNode } from '@pm/contract/goods';
import { mallIndexEndpoint, type MallIndex } from '@pm/contract/mall';
import {
  isDrawnPicture,
  isPictureWidth,
  PICTURE_WIDTH_PARAM,
  PICTURE_WIDTHS,
  type PictureWidth,
} from '@pm/contract/picture';
import { AppError } from '../lib/app-error';
import { PictureRaster } from '../lib/picture-raster';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drawn pictures as WebP at a width (rendered once, cached, a bounded queue). */
    pictures: PictureRaster;
  }
}

export const PICTURE_WIDTH_MESSAGE = `图片宽度只能是 ${PICTURE_WIDTHS.slice(0, -1).join('、')} 或 ${PICTURE_WIDTHS.at(-1)}`;

/** The answer's cache when the SVG stands in for a WebP (busy or failed): asked again soon. */
export const FALLBACK_CACHE = 'public, max-age=60';

/** The widths the warm-up renders: the homes' banners (phone and desktop) and category shortcuts. */
const WARM_BANNER_WIDTHS: PictureWidth[] = [960, 1200];
const WARM_ICON_WIDTH: PictureWidth = 120;

/**
 * The `w` of a drawn picture's query: null when absent (the SVG is answered), a width of
 * PICTURE_WIDTHS, or a 400 for anything else (another number, not a number, given twice).
 */
export function pictureWidthOf(query: unknown): PictureWidth | null {
  const raw = (query as Record<string, unknown> | undefined)?.[PICTURE_WIDTH_PARAM];
  if (raw === undefined) return null;
  const width = typeof raw === 'string' && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : NaN;
  if (!isPictureWidth(width)) throw AppError.badRequest(PICTURE_WIDTH_MESSAGE);
  return width;
}

export interface DrawnPicture {
  /** The picture's path (the cache's key with the width). */
  path: string;
  svg: string;
  /** null: the SVG itself. */
  width: PictureWidth | null;
}

/**
 * Answers a drawn picture: as WebP at its width when asked for one (with `cache` and nosniff), else as
 * the SVG (with `cache` and `svgHeaders`); when no WebP can be had now (renders queued full, sharp
 * failed) the SVG with a short cache.
 */
export async function sendDrawnPicture(
  reply: FastifyReply,
  picture: DrawnPicture,
  headers: { cache: string; svg?: Record<string, string> },
): Promise<FastifyReply> {
  let cache = headers.cache;
  if (picture.width !== null) {
    const result = await reply.server.pictures.webp(picture.path, picture.svg, picture.width);
    if (result.webp) {
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', cache)
        .header('x-content-type-options', 'nosniff')
        .send(result.webp);
    }
    cache = FALLBACK_CACHE;
  }
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', cache)
    .headers(headers.svg ?? {})
    .send(picture.svg);
}

/** The data of a GET answered in the envelope, through the app itself (as a visitor). */
async function getData<T>(app: FastifyInstance, url: string): Promise<T> {
  const res = await app.inject({ url });
  if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode}`);
  return (res.json() as { data: T }).data;
}

/**
 * Renders the pictures of the homes' first screens (the banners at the phone's and the desktop's
 * widths, the top categories' icons), one at a time through the routes themselves, so that the first
 * visitor after a start does not wait for them. Stops when `stopped()` says so; returns how many it
 * rendered (or found cached).
 */
export async function warmPictures(
  app: FastifyInstance,
  apiPrefix: string,
  stopped: () => boolean = () => false,
): Promise<number> {
  const urls: string[] = [];
  const index = await getData<MallIndex>(app, apiPrefix + mallIndexEndpoint.path);
  for (const banner of index.banners) {
    if (!isDrawnPicture(banner.image)) continue;
    for (const w of WARM_BANNER_WIDTHS) urls.push(`${banner.image}?${PICTURE_WIDTH_PARAM}=${w}`);
  }
  const tree = await getData<CatalogNode[]>(app, apiPrefix + catalogTreeForShopEndpoint.path);
  for (const node of tree) {
    if (isDrawnPicture(node.icon)) urls.push(`${node.icon}?${PICTURE_WIDTH_PARAM}=${WARM_ICON_WIDTH}`);
  }
  let done = 0;
  for (const url of urls) {
    if (stopped()) break;
    const res = await app.inject({ url });
    if (res.statusCode === 200 && res.headers['content-type'] === 'image/webp') done++;
    else app.log.warn({ url, status: res.statusCode }, 'picture warm-up: no WebP');
  }
  return done;
}

/**
 * `app.pictures`; with `warm`, the warm-up runs in the background once the server listens (never
 * delaying it; errors are only logged) and stops when the server closes.
 */
export function registerPictures(
  app: FastifyInstance,
  opts: { raster?: PictureRaster; warm?: { apiPrefix: string } | false } = {},
): void {
  app.decorate(
    'pictures',
    opts.raster ?? new PictureRaster({ log: app.log, now: () => app.clock.now().getTime() }),
  );
  const warm = opts.warm;
  if (!warm) return;
  let closed = false;
  // preClose: before the server stops taking requests, so a shutdown waits for one render at most.
  app.addHook('preClose', async () => {
    closed = true;
  });
  app.addHook('onListen', async () => {
    const started = performance.now();
    warmPictures(app, warm.apiPrefix, () => closed)
      .then((n) =>
        app.log.info({ pictures: n, ms: Math.round(performance.now() - started) }, 'pictures warmed'),
      )
      .catch((err: unknown) => {
        if (!closed) app.log.warn({ err }, 'picture warm-up failed');
      });
  });
}
