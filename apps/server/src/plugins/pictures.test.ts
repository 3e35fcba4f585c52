import Fastify from 'fastify';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { PictureRaster, type RenderPicture } from '../lib/picture-raster';
import { useTestApp } from '../test/app';
import { registerErrorHandling } from './errors';
import { registerGoodsImages } from './goods-images';
import { FALLBACK_CACHE, registerPictures, warmPictures } from './pictures';

/** The /img routes alone (they need no database), on a raster of the test's choosing. */
async function imageApp(raster: PictureRaster) {
  const app = Fastify({ logger: false });
  registerErrorHandling(app, '/pm-api');
  registerPictures(app, { raster });
  await registerGoodsImages(app);
  await app.ready();
  return app;
}

describe('the SVG instead of a WebP', () => {
  it('answers the SVG with a short cache when the picture cannot be rendered, never an error', async () => {
    const warn = vi.fn();
    const render = vi.fn<RenderPicture>(async () => {
      throw new Error('no libvips here');
    });
    const app = await imageApp(new PictureRaster({ render, log: { warn } }));
    const svg = await app.inject({ url: '/img/brand/1.svg' });
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ url: '/img/brand/1.svg?w=240' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe(FALLBACK_CACHE);
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.body).toBe(svg.body);
    }
    expect(render).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    await app.close();
  });

  it('answers the SVG with a short cache while the render queue is full, without waiting', async () => {
    let finish = () => {};
    const render: RenderPicture = () =>
      new Promise((resolve) => {
        finish = () => resolve(Buffer.from('webp'));
      });
    const app = await imageApp(new PictureRaster({ render, concurrency: 1, maxWaiting: 0 }));
    const held = app.inject({ url: '/img/catalog/1.svg?w=120' });
    await new Promise((r) => setImmediate(r));
    const res = await app.inject({ url: '/img/catalog/2.svg?w=120' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe(FALLBACK_CACHE);
    finish();
    expect((await held).headers['content-type']).toBe('image/webp');
    await app.close();
  });
});

describe('warm-up', () => {
  const ctx = useTestApp();

  it("renders the homes' banners at 960 and 1200 and the top categories' icons at 120", async () => {
    const index = (await ctx.app.inject({ url: '/pm-api/public/mall/index' })).json().data;
    const tree = (await ctx.app.inject({ url: '/pm-api/public/catalog-front/tree-for-shop' })).json().data;
    const expected = index.banners.length * 2 + tree.length;
    expect(index.banners.length).toBeGreaterThan(0);
    expect(tree.length).toBeGreaterThan(0);

    expect(await warmPictures(ctx.app, '/pm-api')).toBe(expected);
    expect(ctx.app.pictures.stats()).toMatchObject({ entries: expected, renders: expected });
    // A visitor's home then finds them rendered.
    const banner = await ctx.app.inject({ url: `${index.banners[0].image}?w=960` });
    expect(await sharp(banner.rawPayload).metadata()).toMatchObject({ width: 960 });
    await ctx.app.inject({ url: `${tree[0].icon}?w=120` });
    expect(ctx.app.pictures.stats().renders).toBe(expected);
  });

  it('stops when told to', async () => {
    expect(await warmPictures(ctx.app, '/pm-api', () => true)).toBe(0);
  });
});
