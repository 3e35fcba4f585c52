/**
 * npm run seed:history -- --lines 10000000 [--months 24]
 *
 * Adds about that many order lines of the demo spend generator (demo-spend-history.ts: seasons,
 * departments, several suppliers per category, cancellations, refunds, late deliveries) over the months up
 * to now, to DATABASE_URL or, without it, the embedded database of DATA_DIR (./data/pg, the one `npm start`
 * uses). Migrates first and seeds the demo accounts and catalog when the database is new (like
 * `npm start`). Streams in batches (one transaction each: flat memory), printing progress and rows/s,
 * then rebuilds the dashboard's rollups once from all orders (rebuildRollups).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { createDb } from '../database';
import { startEmbeddedPostgres, type EmbeddedHandle } from '../embedded';
import { migrate } from '../migrate';
import { seedDemoCatalog } from './catalog/load';
import { seedDemo } from './demo';
import { fillSpendHistory } from './demo-spend-history';
import { ensureDivisions } from './divisions';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      lines: { type: 'string', short: 'n' },
      months: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log('usage: npm run seed:history -- --lines <order lines> (default 1000000) [--months 24]');
    return;
  }
  const lines = values.lines === undefined ? 1_000_000 : Number(values.lines.replace(/[_,]/g, ''));
  if (!Number.isInteger(lines) || lines < 1 || lines > 50_000_000) {
    throw new Error('--lines 应为 1 到 50000000 之间的整数');
  }
  const months = values.months === undefined ? 24 : Number(values.months);
  if (!Number.isInteger(months) || months < 1 || months > 36)
    throw new Error('--months 应为 1 到 36 之间的整数');
  const config = loadConfig();
  const log = (m: string) => console.log(`[seed:history] ${m}`);

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
  const { db, pool } = createDb(url, 10);
  try {
    const { applied } = await migrate(db);
    if (applied.length) log(`migrations applied: ${applied.join(', ')}`);
    await ensureDivisions(db);
    if (config.seedDemo && (await seedDemo(db))) log('demo accounts seeded');
    const catalog = await seedDemoCatalog(pool, { log });
    if (catalog) log(`demo catalog loaded: ${catalog.goods} goods`);
    log(`adding about ${lines.toLocaleString('en')} order lines over ${months} months …`);
    const s = await fillSpendHistory(db, { lines, months, log });
    log(
      `done: ${s.orders.toLocaleString('en')} orders, ${s.lines.toLocaleString('en')} lines, ` +
        `${s.refunds.toLocaleString('en')} refunds in ${s.insertSeconds.toFixed(1)} s ` +
        `(${Math.round(s.lines / s.insertSeconds).toLocaleString('en')} lines/s); rollups rebuilt in ${s.rollupSeconds.toFixed(1)} s`,
    );
  } finally {
    await db.destroy();
    await embedded?.stop();
  }
}

main().catch((err: unknown) => {
  console.error('[seed:history] failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
