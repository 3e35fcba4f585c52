import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { goodsImagePath } from '../db/seed/catalog/images';
import { PICTURE_WIDTH_MESSAGE } from './pictures';

const ctx = useTestApp();

describe('generated images', () => {
  it('serves the images stored on goods as immutable SVG with the brand and model drawn in', async () => {
    const goods = await ctx.tdb.db
      .selectFrom('goods')
      .innerJoin('brands', 'brands.id', 'goods.brand_id')
      .select(['goods.images', 'goods.model', 'brands.name_cn', 'brands.logo'])
      .where('goods.id', '=', '1')
      .executeTakeFirstOrThrow();
    expect(goods.images.length).toBeGreaterThanOrEqual(2);
    for (const url of goods.images) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.body.startsWith('<svg')).toBe(true);
      expect(res.body).toContain(goods.name_cn);
      expect(res.body).toContain(goods.model);
    }
    const logo = await ctx.app.inject({ url: goods.logo });
    expect(logo.statusCode).toBe(200);
    expect(logo.body).toContain(goods.name_cn);
    const icon = await ctx.app.inject({ url: '/img/catalog/1.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
  });

  it('escapes text: a model with markup cannot inject elements', async () => {
    const res = await ctx.app.inject({ url: goodsImagePath(3, 1, 0, '<script>alert(1)</script>&"') });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script');
    expect(res.body).toContain('&lt;script&gt;');
  });

  it('answers 404 for unknown categories, brands, views and malformed paths', async () => {
    for (const url of [
      goodsImagePath(99999, 1, 0, 'X1'),
      goodsImagePath(3, 99999, 0, 'X1'),
      goodsImagePath(3, 1, 7, 'X1'),
      '/img/goods/3/1/0/not base64!.svg',
      '/img/goods/3/1/0/WDE.png',
      '/img/brand/0.svg',
      '/img/brand/abc.svg',
      '/img/catalog/99999.svg',
    ]) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('compresses large images for clients that accept it', async () => {
    const res = await ctx.app.inject({
      url: goodsImagePath(3, 1, 0, '0401'),
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('generated images as WebP at a width', () => {
  const url = goodsImagePath(3, 1, 0, 'DL-0401');

  it('answers ?w=480 as a WebP 480 pixels wide, with the same long cache, and without w the SVG as before', async () => {
    const svg = await ctx.app.inject({ url });
    const res = await ctx.app.inject({ url: `${url}?w=480` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 480 });
    // Already compressed: sent as it is even to a client accepting gzip.
    const gz = await ctx.app.inject({ url: `${url}?w=480`, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBeUndefined();
    expect(gz.rawPayload.equals(res.rawPayload)).toBe(true);

    const again = await ctx.app.inject({ url });
    expect(again.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(again.body).toBe(svg.body);
  });

  it('answers brand logos and catalog icons at a width too', async () => {
    const logo = await ctx.app.inject({ url: '/img/brand/1.svg?w=240' });
    expect(logo.headers['content-type']).toBe('image/webp');
    expect(await sharp(logo.rawPayload).metadata()).toMatchObject({ width: 240, height: 120 });
    const icon = await ctx.app.inject({ url: '/img/catalog/1.svg?w=120' });
    expect(await sharp(icon.rawPayload).metadata()).toMatchObject({ width: 120, height: 120 });
  });

  it('answers 400 in the envelope for a width not offered, not a number or given twice, caching nothing', async () => {
    const before = ctx.app.pictures.stats();
    for (const query of ['w=500', 'w=abc', 'w=480&w=240', 'w=', 'w=0480', 'w=480.0']) {
      const res = await ctx.app.inject({ url: `${url}?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers['cache-control'], query).toBeUndefined();
      expect(res.json()).toEqual({ code: 400, message: PICTURE_WIDTH_MESSAGE, data: null });
    }
    expect(PICTURE_WIDTH_MESSAGE).toBe('图片宽度只能是 120、240、480、720、960 或 1200');
    expect(ctx.app.pictures.stats()).toEqual(before);
  });

  it('answers 404 for an unknown picture asked at a width', async () => {
    for (const path of [goodsImagePath(99999, 1, 0, 'X1'), '/img/brand/99999.svg', '/img/catalog/abc.svg']) {
      const res = await ctx.app.inject({ url: `${path}?w=480` });
      expect(res.statusCode, path).toBe(404);
    }
  });
});
