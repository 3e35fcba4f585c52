import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { allowedMethods, registerMethodNotAllowed } from './method-not-allowed';

const ctx = useTestApp();

describe('allowedMethods', () => {
  it('matches paths as the router does, API routes only', async () => {
    const app = Fastify({ routerOptions: { maxParamLength: 200 } });
    registerMethodNotAllowed(app, '/pm-api');
    const noop = async () => null;
    app.get('/pm-api/item/:id', noop);
    app.delete('/pm-api/item/:id', noop);
    app.post('/pm-api/item', noop);
    app.get('/*', noop);
    await app.ready();
    try {
      expect(allowedMethods(app, '/pm-api/item/12')).toEqual(['GET', 'HEAD', 'DELETE']);
      expect(allowedMethods(app, '/pm-api/item/12?x=1')).toEqual(['GET', 'HEAD', 'DELETE']);
      expect(allowedMethods(app, '/pm-api/item')).toEqual(['POST']);
      expect(allowedMethods(app, '/pm-api/nothing')).toEqual([]);
      // The SPA's catch-all is no API route.
      expect(allowedMethods(app, '/shop/index')).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('knows nothing on an app without the hook', async () => {
    const app = Fastify();
    app.get('/pm-api/x', async () => null);
    await app.ready();
    expect(allowedMethods(app, '/pm-api/x')).toEqual([]);
    await app.close();
  });
});

describe('unsupported methods (needs registerMethodNotAllowed in buildApp)', () => {
  it('answer 405 with Allow and the envelope on a known path', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/pm-api/open/token?x=1' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ code: 405, message: '不支持的请求方法', data: null });

    const del = await ctx.app.inject({ method: 'DELETE', url: '/pm-api/user' });
    expect(del.statusCode).toBe(405);
    expect(del.headers.allow).toBe('GET, HEAD');

    const post = await ctx.app.inject({ method: 'POST', url: '/pm-api/health', payload: {} });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('keep 404 for unknown paths and answer known ones as before', async () => {
    const unknown = await ctx.app.inject({ method: 'DELETE', url: '/pm-api/no/such/path' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 404, message: '接口不存在', data: null });
    expect((await ctx.app.inject({ url: '/pm-api/health' })).statusCode).toBe(200);
  });
});
