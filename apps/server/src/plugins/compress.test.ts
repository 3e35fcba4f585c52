import zlib from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { COMPRESS_THRESHOLD, preferredEncoding, registerCompress } from './compress';

const ctx = useTestApp();

describe('API answers compressed', () => {
  // The OpenAPI document is a public answer of many KB.
  const BIG = '/pm-api/openapi.json';

  it('sends an answer above 1 KB brotli-compressed to a client that takes br', async () => {
    const plain = await ctx.app.inject({ url: BIG });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);

    const res = await ctx.app.inject({ url: BIG, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends it gzip-compressed to a client that takes gzip only', async () => {
    const res = await ctx.app.inject({ url: BIG, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(res.rawPayload).toString())).toHaveProperty('openapi');
  });

  it('answers HEAD of a compressed answer without a body', async () => {
    const res = await ctx.app.inject({ method: 'HEAD', url: BIG, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });

  it('sends a small answer as it is, with Vary', async () => {
    const res = await ctx.app.inject({ url: '/pm-api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.json()).toMatchObject({ code: 200, data: { status: 'ok' } });
  });

  it('keeps error envelopes readable', async () => {
    const missing = await ctx.app.inject({ url: '/pm-api/none', headers: { 'accept-encoding': 'br' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404 });
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/pm-api/open/token',
      headers: { 'accept-encoding': 'br' },
      payload: { username: 1 },
    });
    expect(bad.statusCode).toBe(400);
    const body =
      bad.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(bad.rawPayload) : bad.rawPayload;
    expect(JSON.parse(body.toString())).toMatchObject({ code: 400 });
  });

  it('does not decompress request bodies', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/pm-api/open/token',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(JSON.stringify({ username: 'buyer01', password: 'x' })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400 });
  });
});

describe('registerCompress scope', () => {
  it('covers the API and /img, not other routes', async () => {
    const app = Fastify({ logger: false });
    await registerCompress(app, { apiPrefix: '/pm-api' });
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`;
    app.get('/img/goods/1.svg', async (_req, reply) => reply.type('image/svg+xml').send(svg));
    app.get('/pm-api/big', async () => ({ text: 'x'.repeat(4000) }));
    app.get('/other/big', async () => ({ text: 'x'.repeat(4000) }));
    await app.ready();
    const br = { 'accept-encoding': 'br' };

    const img = await app.inject({ url: '/img/goods/1.svg', headers: br });
    expect(img.headers['content-encoding']).toBe('br');
    expect(img.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(zlib.brotliDecompressSync(img.rawPayload).toString()).toBe(svg);

    const api = await app.inject({ url: '/pm-api/big', headers: br });
    expect(api.headers['content-encoding']).toBe('br');

    const other = await app.inject({ url: '/other/big', headers: br });
    expect(other.headers['content-encoding']).toBeUndefined();
    expect(other.headers.vary).toBeUndefined();
    await app.close();
  });
});

describe('preferredEncoding', () => {
  it('takes the one of br and gzip with the higher q, br when equal, none when neither is taken', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.1')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(preferredEncoding('br;q=abc')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('')).toBeNull();
  });
});
