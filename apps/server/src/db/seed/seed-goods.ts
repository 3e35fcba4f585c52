/**
 * npm run seed:goods -- --count 1000000
 *
 * Loads the generated catalog (db/seed/catalog) into DATABASE_URL or, without it, into the embedded
 * database of DATA_DIR (./data/pg, the one `npm start` uses), replacing the catalog goods there.
 * Migrates first and seeds the demo accounts when the database is new (like `npm start`).
 */
import { parseArgs } from 'node:util';
import { DEMO_CATALOG_COUNT, loadCatalog } from './catalog/load';
import { countArg, openScriptDatabase, runScript } from './script-db';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { count: { type: 'string', short: 'n' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log('usage: npm run seed:goods -- --count <goods> (default 20000)');
    return;
  }
  const count = countArg(values.count, DEMO_CATALOG_COUNT, 20_000_000, 'count');
  const { pool, log, close } = await openScriptDatabase('seed:goods', 8);
  try {
    log(`loading ${count.toLocaleString('en')} goods …`);
    const stats = await loadCatalog(pool, { count, log });
    log(
      `done: ${stats.goods.toLocaleString('en')} goods, ${stats.stock.toLocaleString('en')} stock rows, ` +
        `${stats.prices.toLocaleString('en')} agreement prices, ${stats.limits.toLocaleString('en')} area limits ` +
        `in ${(stats.ms / 1000).toFixed(1)} s`,
    );
  } finally {
    await close();
  }
}

runScript('seed:goods', main);
