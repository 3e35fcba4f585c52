import { loadConfig } from './config';
import { buildApp } from './app';
import { createDb } from './db/database';
import { migrate } from './db/migrate';
import { seedDemo } from './db/seed/demo';
import { seedDemoBidding } from './db/seed/demo-bidding';
import { seedDemoHistory } from './db/seed/demo-history';
import { seedDemoSpendHistory } from './db/seed/demo-spend-history';
import { seedDemoApprovals } from './db/seed/demo-approvals';
import { seedDemoPlans } from './db/seed/demo-plans';
import { seedDemoSynergy } from './db/seed/demo-synergy';
import { seedDemoWorkbench } from './db/seed/demo-workbench';
import { seedDemoOperators } from './db/seed/demo-operators';
import { seedDemoContent } from './db/seed/demo-content';
import { seedDemoHelp } from './db/seed/demo-help';
import { seedDemoMaterial } from './db/seed/demo-material';
import { seedDemoOpenPlatform } from './db/seed/demo-open-platform';
import { ensureRollupsBuilt } from './modules/dashboard/rollup-writer';
import { ensureDivisions } from './db/seed/divisions';
import { settleDemoNotices } from './modules/notification/demo-notices';
import { restorePendingIndexes, seedDemoCatalog } from './db/seed/catalog/load';
import { startEmbeddedPostgres, type EmbeddedHandle } from './db/embedded';

/** Starts the database (embedded unless DATABASE_URL), migrates, seeds the demo data once, listens. */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = {
    info: (m: string) => console.log(`[pm] ${m}`),
    warn: (m: string) => console.warn(`[pm] ${m}`),
  };

  let embedded: EmbeddedHandle | null = null;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, database: 'mall', log });
    databaseUrl = embedded.url;
  }
  const { db } = createDb(databaseUrl, config.dbPoolMax);
  try {
    const { applied } = await migrate(db);
    if (applied.length) log.info(`migrations applied: ${applied.join(', ')}`);
    const divisions = await ensureDivisions(db);
    if (divisions) log.info(`administrative divisions loaded: ${divisions}`);
    if (config.seedDemo && (await seedDemo(db))) log.info('demo data seeded');
    if (await ensureRollupsBuilt(db)) log.info('dashboard rollups built from the orders');
    if (config.seedDemo) {
      const catalog = await seedDemoCatalog(databaseUrl, { log: log.info });
      if (catalog)
        log.info(`demo catalog loaded: ${catalog.goods} goods in ${(catalog.ms / 1000).toFixed(1)} s`);
    } else await restorePendingIndexes(databaseUrl, log.info);
    // `npm start` (scripts/start.mjs) asks for the demo trading history too; tests and e2e do not.
    if (config.seedDemo && process.env.SEED_DEMO_HISTORY === '1') {
      try {
        const history = await seedDemoHistory(db, {
          dataDir: config.dataDir,
          autoConfirmDays: config.orderAutoConfirmDays,
          log: log.info,
        });
        if (history)
          log.info(
            `demo trading history added: ${history.orders} orders, ${history.refunds} refunds, ${history.inquiries} inquiries in ${(history.ms / 1000).toFixed(1)} s`,
          );
        // Its notices (站内信) older than a few days count as read: the bell shows the recent ones.
        if (history) await settleDemoNotices(db, new Date());
      } catch (err) {
        log.warn(`demo trading history not added: ${err instanceof Error ? err.message : String(err)}`);
      }
      // Two years of bulk spend up to a few days ago, for the dashboard (固买云); its rollups by the one writer.
      try {
        await seedDemoSpendHistory(db, { autoConfirmDays: config.orderAutoConfirmDays, log: log.info });
      } catch (err) {
        log.warn(`demo spend history not added: ${err instanceof Error ? err.message : String(err)}`);
      }
      try {
        await seedDemoPlans(db, { autoConfirmDays: config.orderAutoConfirmDays, log: log.info });
      } catch (err) {
        log.warn(`demo purchasing plans not added: ${err instanceof Error ? err.message : String(err)}`);
      }
      try {
        await seedDemoApprovals(db, { autoConfirmDays: config.orderAutoConfirmDays, log: log.info });
      } catch (err) {
        log.warn(`demo approvals not added: ${err instanceof Error ? err.message : String(err)}`);
      }
      try {
        await seedDemoSynergy(db, { log: log.info });
      } catch (err) {
        log.warn(`demo collaborative lists not added: ${err instanceof Error ? err.message : String(err)}`);
      }
      try {
        await seedDemoWorkbench(db, { dataDir: config.dataDir, log: log.info });
      } catch (err) {
        log.warn(`demo workbench goods not added: ${err instanceof Error ? err.message : String(err)}`);
      }
      try {
        const bidding = await seedDemoBidding(db, { dataDir: config.dataDir, log: log.info });
        if (bidding) log.info(`demo bidding added: ${bidding} events`);
      } catch (err) {
        log.warn(`demo bidding not added: ${err instanceof Error ? err.message : String(err)}`);
      }
      try {
        await seedDemoOperators(db, { log: log.info });
      } catch (err) {
        log.warn(`demo workbench data not added: ${err instanceof Error ? err.message : String(err)}`);
      }
      try {
        await seedDemoContent(db, { dataDir: config.dataDir, log: log.info });
      } catch (err) {
        log.warn(`demo home content not added: ${err instanceof Error ? err.message : String(err)}`);
      }
      try {
        await seedDemoHelp(db, { dataDir: config.dataDir, log: log.info });
      } catch (err) {
        log.warn(`demo help centre activity not added: ${err instanceof Error ? err.message : String(err)}`);
      }
      try {
        await seedDemoMaterial(db, { dataDir: config.dataDir, log: log.info });
      } catch (err) {
        log.warn(`demo AI material not added: ${err instanceof Error ? err.message : String(err)}`);
      }
      try {
        await seedDemoOpenPlatform(db, { log: log.info });
      } catch (err) {
        log.warn(`demo open platform not added: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  } catch (err) {
    await db.destroy();
    await embedded?.stop();
    throw err;
  }

  const app = await buildApp({ config, db, warmPictures: true });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    // Each step runs whatever the one before it did: a failing close (a hook, a connection) must still
    // end the embedded PostgreSQL, or its directory stays taken until the next start cleans up.
    let failed = false;
    for (const [what, step] of [
      ['the app', () => app.close()],
      ['the database pool', () => db.destroy()],
      ['PostgreSQL', async () => embedded?.stop()],
    ] as const) {
      try {
        await step();
      } catch (err) {
        failed = true;
        app.log.error({ err }, `shutdown: closing ${what} failed`);
      }
    }
    process.exit(failed ? 1 : 0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  log.info(`mall ready at http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}/`);
}

main().catch((err: unknown) => {
  console.error('[pm] failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
