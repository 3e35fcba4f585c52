import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { PICTURE_WIDTHS } from '@pm/contract/picture';
import { catalogIconSvg, goodsImagePath, goodsImageSvg } from '../db/seed/catalog/images';
import { bannerSvg } from '../modules/mall/mall-images';
import { PictureRaster, renderWithSharp, svgOwnWidth, type RenderPicture } from './picture-raster';

const MODEL = Buffer.from('DL-0401').toString('base64url');
const GOODS_SVG = goodsImageSvg(3, 1, 0, MODEL)!;
const GOODS_PATH = goodsImagePath(3, 1, 0, 'DL-0401');

/** A render that waits until told to finish, counting its calls. */
function heldRender() {
  const pending: { width: number; finish: () => void; fail: (e: Error) => void }[] = [];
  const render = vi.fn<RenderPicture>(
    (_svg, width) =>
      new Promise<Buffer>((resolve, reject) => {
        pending.push({ width, finish: () => resolve(Buffer.from(`webp ${width}`)), fail: reject });
      }),
  );
  return { render, pending };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('svgOwnWidth', () => {
  it("reads the root element's width, not a stroke-width or a child's", () => {
    expect(
      svgOwnWidth('<svg xmlns="http://www.w3.org/2000/svg" stroke-width="3" width="64" height="64">'),
    ).toBe(64);
    expect(svgOwnWidth('<svg viewBox="0 0 10 10"><rect width="5"/></svg>')).toBeNull();
    expect(svgOwnWidth("<svg width='400.5px'>")).toBe(400.5);
  });
});

describe('renderWithSharp', () => {
  it('renders exactly the asked width, the height by the aspect ratio, as WebP', async () => {
    const cases = [
      { svg: GOODS_SVG, widths: PICTURE_WIDTHS, ratio: 1 },
      { svg: catalogIconSvg(1)!, widths: [120, 240], ratio: 1 },
      { svg: bannerSvg({ id: '1', title: '五金工具节', subtitle: '正品保障' }), widths: [960], ratio: 1 / 3 },
    ];
    for (const { svg, widths, ratio } of cases) {
      for (const width of widths) {
        const webp = await renderWithSharp(svg, width);
        const meta = await sharp(webp).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(Math.round(width * ratio));
      }
    }
  });

  it('rejects what is not an SVG (the caller answers the SVG)', async () => {
    await expect(renderWithSharp('not a picture', 120)).rejects.toThrow();
  });
});

describe('PictureRaster', () => {
  it('renders a picture once: a second request gets the same bytes from the cache', async () => {
    const render = vi.fn<RenderPicture>(renderWithSharp);
    const raster = new PictureRaster({ render });
    const first = await raster.webp(GOODS_PATH, GOODS_SVG, 480);
    const second = await raster.webp(GOODS_PATH, GOODS_SVG, 480);
    expect(first.webp).not.toBeNull();
    expect(second.webp).toBe(first.webp);
    expect(render).toHaveBeenCalledTimes(1);
    expect(raster.stats()).toMatchObject({ entries: 1, renders: 1 });
    // Another width is another picture.
    await raster.webp(GOODS_PATH, GOODS_SVG, 240);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('shares one render between requests for the same picture and width arriving together', async () => {
    const { render, pending } = heldRender();
    const raster = new PictureRaster({ render });
    const answers = Array.from({ length: 5 }, () => raster.webp('/img/a.svg', '<svg width="10"/>', 120));
    await tick();
    expect(render).toHaveBeenCalledTimes(1);
    pending[0]!.finish();
    const results = await Promise.all(answers);
    expect(new Set(results.map((r) => r.webp)).size).toBe(1);
    expect(results[0]!.webp?.toString()).toBe('webp 120');
  });

  it('draws a path again when its SVG changed (a banner whose title changed)', async () => {
    const render = vi.fn<RenderPicture>(async (svg) => Buffer.from(svg));
    const raster = new PictureRaster({ render });
    expect((await raster.webp('/b.svg', '<svg>old</svg>', 960)).webp?.toString()).toBe('<svg>old</svg>');
    expect((await raster.webp('/b.svg', '<svg>new</svg>', 960)).webp?.toString()).toBe('<svg>new</svg>');
    expect(render).toHaveBeenCalledTimes(2);
    expect(raster.stats().entries).toBe(1);
  });

  it('runs at most `concurrency` renders; beyond a full queue it answers "busy" at once, never waits', async () => {
    const { render, pending } = heldRender();
    const raster = new PictureRaster({ render, concurrency: 2, maxWaiting: 2 });
    const running = [raster.webp('/1.svg', '1', 120), raster.webp('/2.svg', '2', 120)];
    const queued = [raster.webp('/3.svg', '3', 120), raster.webp('/4.svg', '4', 120)];
    await tick();
    expect(render).toHaveBeenCalledTimes(2);
    expect(raster.stats()).toMatchObject({ active: 2, waiting: 2 });
    expect(await raster.webp('/5.svg', '5', 120)).toEqual({ webp: null, reason: 'busy' });
    // A request for a picture already being rendered joins it instead of taking a place.
    const joined = raster.webp('/3.svg', '3', 120);
    pending[0]!.finish();
    pending[1]!.finish();
    await Promise.all(running);
    await tick();
    expect(render).toHaveBeenCalledTimes(4);
    pending[2]!.finish();
    pending[3]!.finish();
    for (const r of [...queued, joined]) expect((await r).webp).not.toBeNull();
    expect(raster.stats()).toMatchObject({ active: 0, waiting: 0, renders: 4 });
    // With the queue free again the busy picture is rendered.
    const later = raster.webp('/5.svg', '5', 120);
    await tick();
    pending[4]!.finish();
    expect((await later).webp?.toString()).toBe('webp 120');
  });

  it('answers "failed" when the render throws, logs it once and does not try that picture again for a while', async () => {
    const { render, pending } = heldRender();
    const warn = vi.fn();
    let now = 0;
    const raster = new PictureRaster({ render, log: { warn }, retryFailedAfterMs: 60_000, now: () => now });
    const first = raster.webp('/bad.svg', 'x', 240);
    await tick();
    pending[0]!.fail(new Error('librsvg: boom'));
    expect(await first).toEqual({ webp: null, reason: 'failed' });
    expect(await raster.webp('/bad.svg', 'x', 240)).toEqual({ webp: null, reason: 'failed' });
    expect(render).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatchObject({ path: '/bad.svg', width: 240 });
    // The turn was given back.
    expect(raster.stats()).toMatchObject({ active: 0, waiting: 0 });
    // A minute later it is tried again, and a good render is kept.
    now = 59_999;
    expect(await raster.webp('/bad.svg', 'x', 240)).toEqual({ webp: null, reason: 'failed' });
    now = 60_000;
    const again = raster.webp('/bad.svg', 'x', 240);
    await tick();
    pending[1]!.finish();
    expect((await again).webp?.toString()).toBe('webp 240');
    expect(render).toHaveBeenCalledTimes(2);
    expect(raster.stats().entries).toBe(1);
  });

  it('keeps the cache within its bytes, dropping the least recently used first', async () => {
    const render = vi.fn<RenderPicture>(async () => Buffer.alloc(1000));
    // Room for two entries of 1000 bytes and their bookkeeping, not three.
    const raster = new PictureRaster({ render, maxCacheBytes: 2500 });
    await raster.webp('/a.svg', 'a', 120);
    await raster.webp('/b.svg', 'b', 120);
    await raster.webp('/a.svg', 'a', 120); // a is now the most recent
    await raster.webp('/c.svg', 'c', 120); // b goes
    expect(raster.stats().entries).toBe(2);
    expect(raster.stats().bytes).toBeLessThanOrEqual(2500);
    await raster.webp('/a.svg', 'a', 120);
    expect(render).toHaveBeenCalledTimes(3);
    await raster.webp('/b.svg', 'b', 120);
    expect(render).toHaveBeenCalledTimes(4);
  });
});
