/**
 * Drawn pictures (SVG) as WebP at a width, rendered with sharp (libvips + librsvg): phones lay out and
 * paint an SVG with text on the page's main thread, a WebP is decoded off it (@pm/contract/picture).
 *
 * Rendering costs CPU (tens of ms, over 100 ms for a 1200 px picture), so each (path, width) is rendered
 * once per server and kept in a cache bounded in bytes; requests for a picture being rendered wait for
 * that render; at most `concurrency` renders run at once and at most `maxWaiting` wait for their turn.
 * When that queue is full, or sharp fails, the caller is told to answer the SVG instead: the same
 * picture, drawn by the browser, never an error and never a wait without end.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import type sharpModule from 'sharp';

type Sharp = typeof sharpModule;

/** Renders an SVG document as a WebP exactly `width` pixels wide. */
export type RenderPicture = (svg: string, width: number) => Promise<Buffer>;

/** WebP quality: text stays crisp, pictures stay a few KB. */
export const WEBP_QUALITY = 75;
/** A render running longer than this is abandoned by libvips (the SVG is answered instead). */
const RENDER_TIMEOUT_SECONDS = 10;

let loading: Promise<Sharp> | null = null;

/**
 * sharp on first use, not at server start (loading libvips takes a while). One libvips thread per
 * render (renders run side by side instead) and no libvips operation cache (each picture is drawn once
 * and kept here as WebP).
 */
function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

/** The width attribute of the document's root element (its size at 72 dpi), or null. */
export function svgOwnWidth(svg: string): number | null {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0];
  const width = root && /\swidth\s*=\s*["']\s*(\d+(?:\.\d+)?)(?:px)?\s*["']/.exec(root)?.[1];
  const n = width ? Number(width) : NaN;
  return n > 0 ? n : null;
}

/**
 * sharp's renderer: librsvg draws the SVG at a density that makes it at least `width` wide (72 dpi is
 * its own size), then it is resized to exactly `width` (height by the aspect ratio) and encoded as WebP.
 */
export const renderWithSharp: RenderPicture = async (svg, width) => {
  const sharp = await loadSharp();
  const input = Buffer.from(svg);
  const own = svgOwnWidth(svg) ?? (await sharp(input).metadata()).width;
  const density = 72 * Math.max(1, width / own);
  return sharp(input, { density })
    .resize({ width })
    .webp({ quality: WEBP_QUALITY })
    .timeout({ seconds: RENDER_TIMEOUT_SECONDS })
    .toBuffer();
};

/** A WebP to send, or why the SVG is to be sent instead. */
export type RasterResult = { webp: Buffer } | { webp: null; reason: 'busy' | 'failed' };

export interface PictureRasterOptions {
  /** Defaults to sharp. */
  render?: RenderPicture;
  /** Renders at once (default: one core fewer than the machine has, at least one; API requests keep a core). */
  concurrency?: number;
  /** Renders waiting for a turn beyond those running (default 16: a second or two); more answer the SVG. */
  maxWaiting?: number;
  /** Bytes of rendered WebP kept (default 32 MB); the least recently used go first. */
  maxCacheBytes?: number;
  /** How long a failed render is not tried again (default 5 minutes: a passing lack of memory heals). */
  retryFailedAfterMs?: number;
  /** Epoch ms (the server's clock). */
  now?: () => number;
  log?: { warn: (obj: object, msg: string) => void };
}

interface Entry {
  /** The SVG it was drawn from: a picture whose row changed (a banner's title) is drawn again. */
  hash: string;
  /** null: sharp failed on it; the SVG is answered without trying again until `retryAt`. */
  webp: Buffer | null;
  bytes: number;
  retryAt?: number;
}

/** What a failure costs in the cache (the key, the hash, the map's own share). */
const ENTRY_OVERHEAD = 128;

export class PictureRaster {
  private readonly render: RenderPicture;
  private readonly concurrency: number;
  private readonly maxWaiting: number;
  private readonly maxCacheBytes: number;
  private readonly log: PictureRasterOptions['log'];
  private readonly retryFailedAfterMs: number;
  private readonly now: () => number;
  /** Least recently used first (a Map keeps insertion order; a hit moves its entry to the end). */
  private readonly cache = new Map<string, Entry>();
  private cacheBytes = 0;
  private readonly inFlight = new Map<string, Promise<RasterResult>>();
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private rendered = 0;

  constructor(opts: PictureRasterOptions = {}) {
    this.render = opts.render ?? renderWithSharp;
    this.concurrency = opts.concurrency ?? Math.max(1, os.availableParallelism() - 1);
    this.maxWaiting = opts.maxWaiting ?? 16;
    this.maxCacheBytes = opts.maxCacheBytes ?? 32 * 1024 * 1024;
    this.log = opts.log;
    this.retryFailedAfterMs = opts.retryFailedAfterMs ?? 5 * 60_000;
    this.now = opts.now ?? (() => Date.now());
  }

  /**
   * The picture at `path` (drawn as `svg`) as WebP `width` pixels wide: from the cache, from a render
   * already running for it, or rendered now (after waiting for a turn); or why to answer the SVG.
   */
  webp(path: string, svg: string, width: number): Promise<RasterResult> {
    const key = `${width} ${path}`;
    const hash = crypto.createHash('sha1').update(svg).digest('base64');
    const hit = this.cache.get(key);
    if (hit && hit.hash === hash && (hit.webp || this.now() < (hit.retryAt ?? 0))) {
      this.cache.delete(key);
      this.cache.set(key, hit);
      return Promise.resolve(hit.webp ? { webp: hit.webp } : { webp: null, reason: 'failed' });
    }
    const flightKey = `${key} ${hash}`;
    const flying = this.inFlight.get(flightKey);
    if (flying) return flying;
    if (this.active >= this.concurrency && this.waiting.length >= this.maxWaiting) {
      return Promise.resolve({ webp: null, reason: 'busy' });
    }
    const job = this.run(key, path, hash, svg, width).finally(() => this.inFlight.delete(flightKey));
    this.inFlight.set(flightKey, job);
    return job;
  }

  /** Figures for tests and logs. */
  stats(): { entries: number; bytes: number; renders: number; active: number; waiting: number } {
    return {
      entries: this.cache.size,
      bytes: this.cacheBytes,
      renders: this.rendered,
      active: this.active,
      waiting: this.waiting.length,
    };
  }

  private async run(
    key: string,
    path: string,
    hash: string,
    svg: string,
    width: number,
  ): Promise<RasterResult> {
    await this.turn();
    try {
      this.rendered++;
      const webp = await this.render(svg, width);
      this.store(key, { hash, webp, bytes: webp.length + ENTRY_OVERHEAD });
      return { webp };
    } catch (err) {
      this.log?.warn({ err, path, width }, 'picture render failed: the SVG is answered');
      this.store(key, {
        hash,
        webp: null,
        bytes: ENTRY_OVERHEAD,
        retryAt: this.now() + this.retryFailedAfterMs,
      });
      return { webp: null, reason: 'failed' };
    } finally {
      this.release();
    }
  }

  /** Resolves when a render may start (at once when fewer than `concurrency` run). */
  private turn(): Promise<void> {
    if (this.active < this.concurrency) {
      this.active++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** A finished render hands its turn to the first one waiting. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active--;
  }

  private store(key: string, entry: Entry): void {
    const old = this.cache.get(key);
    if (old) {
      this.cache.delete(key);
      this.cacheBytes -= old.bytes;
    }
    if (entry.bytes > this.maxCacheBytes) return;
    this.cache.set(key, entry);
    this.cacheBytes += entry.bytes;
    for (const [k, e] of this.cache) {
      if (this.cacheBytes <= this.maxCacheBytes) break;
      this.cache.delete(k);
      this.cacheBytes -= e.bytes;
    }
  }
}
