/**
 * npm run seed:history -- --lines 10000000 [--months 24]
 *
 * Adds about that many order lines of the demo spend generator (demo-spend-history.ts: seasons,
 * departments, several suppliers per category, cancellations, refunds, late deliveries) over the months up
 * to now, to DATABASE_URL or, without it, the embedded database of DATA_DIR (./data/pg, the one `npm start`
 * uses). Migrates first and seeds the demo accounts and catalog when the database is new (like
 * `npm start`). Streams in batches by COPY (each batch its own transaction: flat memory), printing progress
 * and rows/s, then rebuilds the dashboard's rollups once from all orders (rebuildRollups).
 */
import { parseArgs } from 'node:util';
import { seedDemoCatalog } from './catalog/load';
import { fillSpendHistory } from './demo-spend-history';
import { countArg, openScriptDatabase, runScript } from './script-db';

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
  const lines = countArg(values.lines, 1_000_000, 50_000_000, 'lines');
  const months = countArg(values.months, 24, 36, 'months');
  const { db, pool, log, close } = await openScriptDatabase('seed:history', 10);
  try {
    const catalog = await seedDemoCatalog(pool, { log });
    if (catalog) log(`demo catalog loaded: ${catalog.goods} goods`);
    log(`adding about ${lines.toLocaleString('en')} order lines over ${months} months …`);
    const s = await fillSpendHistory(db, { pool, lines, months, log });
    log(
      `done: ${s.orders.toLocaleString('en')} orders, ${s.lines.toLocaleString('en')} lines, ` +
        `${s.refunds.toLocaleString('en')} refunds in ${s.insertSeconds.toFixed(1)} s ` +
        `(${Math.round(s.lines / s.insertSeconds).toLocaleString('en')} lines/s); rollups rebuilt in ${s.rollupSeconds.toFixed(1)} s`,
    );
  } finally {
    await close();
  }
}

runScript('seed:history', main);
