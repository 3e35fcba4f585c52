import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { bearer, DEMO, login, useTestApp } from '../test/app';

const ctx = useTestApp();

/** An app of the test database with a few extra routes registered before it is ready. */
async function appWith(register: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = await buildApp({ config: ctx.config, db: ctx.tdb.db, clock: ctx.clock, logger: false });
  register(app);
  await app.ready();
  return app;
}

describe('every API route declares who may call it', () => {
  it('refuses to register an API route that declares nothing', async () => {
    const app = await buildApp({ config: ctx.config, db: ctx.tdb.db, clock: ctx.clock, logger: false });
    try {
      expect(() => app.get('/pm-api/test/undeclared', async () => ({}))).toThrow(/declares no access/);
    } finally {
      await app.close();
    }
  });

  it('answers 403 with the role-refusal code 40301 to a caller without the role, and serves one with it', async () => {
    const app = await appWith((a) => {
      a.get('/pm-api/test/vendor-only', { config: { access: { roles: ['VENDOR'] } } }, async () => ({
        code: 200,
        message: '操作成功',
        data: 'ok',
      }));
    });
    try {
      const buyer = await login(app, DEMO.buyer01);
      const vendor = await login(app, DEMO.vendor01);
      const refused = await app.inject({ url: '/pm-api/test/vendor-only', headers: bearer(buyer) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 40301, message: '没有操作权限' });
      const served = await app.inject({ url: '/pm-api/test/vendor-only', headers: bearer(vendor) });
      expect(served.json().data).toBe('ok');
      const visitor = await app.inject({ url: '/pm-api/test/vendor-only' });
      expect(visitor.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('checks a resource code against the caller resource tree', async () => {
    const app = await appWith((a) => {
      a.get(
        '/pm-api/test/award',
        { config: { access: { resource: 'gomromarket:bid:award' } } },
        async () => ({
          code: 200,
          message: '操作成功',
          data: 'ok',
        }),
      );
    });
    try {
      const manager = await login(app, DEMO.buyer02);
      const vendor = await login(app, DEMO.vendor01);
      const ok = await app.inject({ url: '/pm-api/test/award', headers: bearer(manager) });
      expect(ok.json().data).toBe('ok');
      const refused = await app.inject({ url: '/pm-api/test/award', headers: bearer(vendor) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 40301 });
    } finally {
      await app.close();
    }
  });
});
