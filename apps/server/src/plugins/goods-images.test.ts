import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { goodsImagePath } from '../db/seed/catalog/images';

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
