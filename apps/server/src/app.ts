import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import type { Db } from './db/database';
import { systemClock, type Clock } from './lib/clock';
import { PreparedAnswer, sendPrepared } from './lib/route';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { registerMethodNotAllowed } from './plugins/method-not-allowed';
import { registerOpenApi } from './plugins/openapi';
import { registerAuth, VisitorRoutes, visitorRewrite } from './plugins/auth';
import { registerOriginAction } from './plugins/origin-action';
import { registerSecurity } from './plugins/security';
import { inlineScriptHashes, registerWebStatic, wantsSpaIndex } from './plugins/web-static';
import { decorateAppContext } from './plugins/app-context';
import { registerGoodsImages } from './plugins/goods-images';
import { registerPictures } from './plugins/pictures';
import { registerCompress } from './plugins/compress';
import { authModule } from './modules/auth';
import { divisionModule } from './modules/division';
import { addToListsModule } from './modules/add-to-lists';
import { cartModule } from './modules/cart';
import { batchModule } from './modules/batch';
import { biddingModule } from './modules/bidding';
import { compareModule } from './modules/compare';
import { goodsModule } from './modules/goods';
import { healthModule } from './modules/health';
import { inquiryModule } from './modules/inquiry';
import { memberModule } from './modules/member';
import { notificationModule } from './modules/notification';
import { orderModule } from './modules/order';
import { refundModule } from './modules/refund';
import { retentionModule } from './modules/retention';
import { goodsDetailModule } from './modules/goods-detail';
import { mallModule } from './modules/mall';
import { organizationModule } from './modules/organization';
import { purchasingPlanModule } from './modules/purchasing-plan';
import { purchasingSynergyModule } from './modules/purchasing-synergy';
import { approvalModule } from './modules/approval';
import { dashboardModule } from './modules/dashboard';
import { goodsAdminModule } from './modules/goods-admin';
import { goodsImportModule } from './modules/goods-import';
import { agreementAdminModule } from './modules/agreement-admin';
import { materialModule } from './modules/material';
import { helpModule } from './modules/help';
import { userModule } from './modules/user';
import { auditModule } from './modules/audit';
import { operatorAdminModule } from './modules/operator-admin';
import { openPlatformModule } from './modules/open-platform';
import { portalModule } from './modules/portal';

/** The domain modules, each a plugin that builds its repo and service and registers its routes. */
const MODULES = [
  authModule,
  userModule,
  organizationModule,
  healthModule,
  divisionModule,
  goodsDetailModule,
  mallModule,
  goodsModule,
  addToListsModule,
  cartModule,
  batchModule,
  compareModule,
  inquiryModule,
  memberModule,
  orderModule,
  refundModule,
  retentionModule,
  notificationModule,
  biddingModule,
  purchasingPlanModule,
  purchasingSynergyModule,
  approvalModule,
  dashboardModule,
  auditModule,
  operatorAdminModule,
  portalModule,
  goodsAdminModule,
  goodsImportModule,
  agreementAdminModule,
  materialModule,
  helpModule,
  openPlatformModule,
];

// Messages of zod's own checks (types, formats) in Chinese; the contract's rules carry their own texts.
z.config(z.locales.zhCN());

export interface AppDeps {
  config: Config;
  db: Db;
  clock?: Clock;
  /** pino options or false; defaults to the config's log level. */
  logger?: boolean | object;
  /**
   * Once listening, render the homes' drawn pictures (banners, category icons) as WebP in the background
   * (plugins/pictures.ts). Set by main.ts only: tests build apps without it.
   */
  warmPictures?: boolean;
}

/** Builds the whole server (no listen): tests drive it with app.inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;
  const prefix = config.apiPrefix;
  // Filled by the auth plugin as the routes with the visitor flag register.
  const visitorRoutes = new VisitorRoutes();

  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    rewriteUrl: visitorRewrite(prefix, visitorRoutes),
    routerOptions: { maxParamLength: 200 },
    clientErrorHandler,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before any route plugin: each plugin context keeps the error handler it was created with.
  const spa = config.webDist ? await registerWebStatic(app, config.webDist) : false;
  registerErrorHandling(app, prefix, spa ? (req) => wantsSpaIndex(req, prefix) : undefined);
  registerMethodNotAllowed(app, prefix);
  registerInputGuard(app);
  // Before the API routes: it compresses the routes added after it.
  await registerCompress(app, { apiPrefix: prefix });

  await app.register(cookie);
  await app.register(formbody, { bodyLimit: config.bodyLimit });
  await registerSecurity(app, {
    apiPrefix: prefix,
    secure: config.secureCookies,
    allowedOrigins: config.allowedOrigins,
    scriptHashes: spa && config.webDist ? inlineScriptHashes(config.webDist) : [],
  });

  decorateAppContext(app, { config, db, clock });
  registerPictures(app, { warm: deps.warmPictures ? { apiPrefix: prefix } : false });
  registerAuth(app, visitorRoutes);
  registerOriginAction(app, db, clock, prefix);

  await registerOpenApi(app, { apiPrefix: prefix });
  // Generated product images, brand logos, catalog icons: outside the API, after compress and openapi.
  await registerGoodsImages(app);

  await app.register(
    async (api) => {
      // The document is whole once the app is ready: its bytes (and their compressed forms) are made once.
      let document: PreparedAnswer<unknown> | null = null;
      api.get(
        '/openapi.json',
        { config: { access: 'public' }, schema: { hide: true } },
        async (req, reply) => {
          document ??= new PreparedAnswer(Buffer.from(JSON.stringify(app.swagger())));
          return sendPrepared(req, reply, document);
        },
      );
      for (const module of MODULES) await api.register(module);
    },
    { prefix },
  );

  return app;
}
