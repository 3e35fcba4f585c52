import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';

// A fake build as apps/web/build/precompress.ts leaves it: each text file with .br and .gz beside it
// (favicon.svg without, as a file whose variants were not worth keeping).
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-web-static-'));
/** The build's inline route-preload script (apps/web/build/start-html.ts) stands in as one inline script. */
const INLINE = "(function(){document.documentElement.dataset.started='1'})();";
const INDEX = `<!doctype html><html><head><title>固买商城</title><script>${INLINE}</script></head><body><div id="root"></div></body></html>`;
const SCRIPT = `export const pages = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `页面${i}`))};\n`;
const ICON = '<svg xmlns="http://www.w3.org/2000/svg"/>';
function put(rel: string, text: string, variants = true) {
  const file = path.join(dist, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  if (!variants) return;
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text, { level: 9 }));
}
put('index.html', INDEX);
put('assets/index-Ab12Cd34.js', SCRIPT);
put('favicon.svg', ICON, false);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const ctx = useTestApp({ webDist: dist });
const ASSET = '/assets/index-Ab12Cd34.js';

describe('built files sent precompressed', () => {
  it('sends the .br file to a client that takes brotli (preferred over gzip)', async () => {
    const res = await ctx.app.inject({ url: ASSET, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBe(fs.statSync(path.join(dist, `${ASSET}.br`)).size);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the .gz file to a client that takes gzip only', async () => {
    const res = await ctx.app.inject({ url: ASSET, headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file itself without Accept-Encoding', async () => {
    const res = await ctx.app.inject({ url: ASSET });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toBe(SCRIPT);
    const identity = await ctx.app.inject({ url: ASSET, headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(SCRIPT);
  });

  it('falls back to the file itself when it has no variant', async () => {
    const res = await ctx.app.inject({ url: '/favicon.svg', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toBe(ICON);
  });

  it('sends index.html compressed and never cached, at / and as the SPA fallback', async () => {
    const root = await ctx.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(root.statusCode).toBe(200);
    expect(root.headers['content-encoding']).toBe('br');
    expect(root.headers['content-type']).toMatch(/^text\/html/);
    expect(root.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(root.rawPayload).toString()).toBe(INDEX);

    const plain = await ctx.app.inject({ url: '/index.html' });
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(INDEX);

    const deep = await ctx.app.inject({
      url: '/shop/list',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['cache-control']).toBe('no-cache');
    expect(deep.headers['content-type']).toMatch(/^text\/html/);
    expect(zlib.gunzipSync(deep.rawPayload).toString()).toBe(INDEX);
  });

  it('answers HEAD and a revalidation (304) of the encoded file', async () => {
    const head = await ctx.app.inject({ method: 'HEAD', url: ASSET, headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body).toBe('');

    const first = await ctx.app.inject({ url: ASSET, headers: { 'accept-encoding': 'br' } });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await ctx.app.inject({
      url: ASSET,
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers a missing asset with the 404 envelope', async () => {
    const res = await ctx.app.inject({
      url: '/assets/none-00000000.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404 });
  });
});

describe('the CSP of the built page', () => {
  it("allows index.html's own inline script by its hash and no other inline script", async () => {
    const res = await ctx.app.inject({ url: '/' });
    const hash = crypto.createHash('sha256').update(INLINE).digest('base64');
    const scriptSrc = /script-src ([^;]+)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(scriptSrc?.split(' ').sort()).toEqual([`'self'`, `'sha256-${hash}'`].sort());
  });
});
