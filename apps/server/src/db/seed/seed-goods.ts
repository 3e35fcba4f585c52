/**
 * npm run seed:goods -- --count 1000000
 *
 * Loads the generated catalog (db/seed/catalog) into DATABASE_URL or, without it, into the embedded
 * database of DATA_DIR (./data/pg, the one `npm start` uses), replacing the catalog goods there.
 * Migrates first and seeds the demo accounts when the database is new (like `npm start`).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { createDb } from '../database';
import { migrate } from '../migrate';
import { startEmbeddedPostgres, type EmbeddedHandle } from '../embedded';
import { seedDemo } from './demo';
import { ensureDivisions } from './divisions';
import { DEMO_CATALOG_COUNT, loadCatalog } from './catalog/load';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { count: { type: 'string', short: 'n' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log('usage: npm run seed:goods -- --count <goods> (default 20000)');
    return;
  }
  const count = values.count === undefined ? DEMO_CATALOG_COUNT : Number(values.count.replace(/[_,]/g, ''));
  if (!Number.isInteger(count) || count < 1 || count > 20_000_000) {
    throw new Error('--count 应为 1 到 20000000 之间的整数');
  }
  const config = loadConfig();
  const log = (m: string) => console.log(`[seed:goods] ${m}`);

  let embedded: EmbeddedHandle | null = null;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      database: 'mall',
      log: { info: log, warn: log },
    });
    url = embedded.url;
  }
  const { db, pool } = createDb(url, 8);
  try {
    const { applied } = await migrate(db);
    if (applied.length) log(`migrations applied: ${applied.join(', ')}`);
    await ensureDivisions(db);
    if (config.seedDemo && (await seedDemo(db))) log('demo accounts seeded');
    log(`loading ${count.toLocaleString('en')} goods …`);
    const stats = await loadCatalog(pool, { count, log });
    log(
      `done: ${stats.goods.toLocaleString('en')} goods, ${stats.stock.toLocaleString('en')} stock rows, ` +
        `${stats.prices.toLocaleString('en')} agreement prices, ${stats.limits.toLocaleString('en')} area limits ` +
        `in ${(stats.ms / 1000).toFixed(1)} s`,
    );
  } finally {
    await db.destroy();
    await embedded?.stop();
  }
}

main().catch((err: unknown) => {
  console.error('[seed:goods] failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
