// Prices and stock by xlsx at scale (npm run bench:import): vendor01 gets at least the largest size of listed
// goods (goods of the demo catalog handed over to it, their stock moved to its first warehouse), then for
// each size (5,000 and 20,000 rows by default) and each run: the export of those goods as the server writes
// it, every row's 销售价 raised by 0.01 and its stock changed, then through the real service
// (modules/goods-import): parse (reading the file and its rows), dry run (the whole check: parse, compare,
// keep the rows) and apply (every batch until finished). Medians and rows/s per size; the process's peak
// RSS. Figures only, no assertion; the machine's load (os.loadavg) is printed with them.
// Usage: npm run bench:import -- [--sizes 5000,20000] [--runs 3] [--reuse] [--url U]
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { WB_IMPORT_COLUMNS as C } from '@pm/contract/workbench-import';
import { authOf } from '../apps/server/src/db/seed/demo-support';
import { systemClock } from '../apps/server/src/lib/clock';
import { GoodsAdminRepo } from '../apps/server/src/modules/goods-admin/goods-admin.repo';
import { GoodsListingRepo } from '../apps/server/src/modules/goods-admin/goods-listing.repo';
import { GoodsImportRepo } from '../apps/server/src/modules/goods-import/goods-import.repo';
import { GoodsImportService } from '../apps/server/src/modules/goods-import/goods-import.service';
import { readImportFile } from '../apps/server/src/modules/goods-import/import-file';
import { columnsOf, parseRow } from '../apps/server/src/modules/goods-import/import-rows';
import { StockRepo } from '../apps/server/src/modules/stock/stock.repo';
import { benchStop, openBenchDatabase, prepareMallDatabase } from './support/database';
import { log } from './support/process';

const args = process.argv.slice(2);
const opt = (name: string, dflt: string | null = null): string | null => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] ?? '') : dflt;
};
const SIZES = (opt('sizes', '5000,20000') ?? '').split(',').map((s) => Number(s.replace(/_/g, '')));
const RUNS = Number(opt('runs', '3'));
const URL_ARG = opt('url') ?? process.env.DATABASE_URL ?? null;
const REUSE = args.includes('--reuse') || URL_ARG !== null;
const dataDir = opt('dir') ?? path.join(os.tmpdir(), 'pm-bench-import');
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');

const database = await openBenchDatabase({ url: URL_ARG, reuse: REUSE, dataDir, poolSize: 10 });
const { db } = database;
const stop = benchStop(database);

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (t0: bigint) => Number(process.hrtime.bigint() - t0) / 1e6;

try {
  await prepareMallDatabase(database);
  const auth = await authOf(db, 'vendor01');
  if (!auth) throw new Error('vendor01 missing');
  const v1 = auth.organizationId;
  const largest = Math.max(...SIZES);
  const have = await sql<{
    n: number;
  }>`SELECT count(*)::int AS n FROM goods WHERE supplier_id = ${v1}`.execute(db);
  if (have.rows[0]!.n < largest) {
    log(`handing ${largest - have.rows[0]!.n} goods of the demo catalog over to vendor01 …`);
    await db.transaction().execute(async (trx) => {
      const ids = sql`(SELECT id FROM goods WHERE supplier_id <> ${v1} ORDER BY id LIMIT ${largest - have.rows[0]!.n})`;
      await sql`DELETE FROM goods_stock WHERE goods_id IN ${ids}`.execute(trx);
      await sql`UPDATE goods SET supplier_id = ${v1} WHERE id IN ${ids}`.execute(trx);
      await sql`
        INSERT INTO goods_stock (goods_id, warehouse_id, quantity)
        SELECT g.id, (SELECT min(id) FROM warehouses WHERE supplier_id = ${v1}), 100
        FROM goods g WHERE g.supplier_id = ${v1}
        ON CONFLICT DO NOTHING`.execute(trx);
      await sql`UPDATE goods g SET stock_total = (SELECT coalesce(sum(quantity), 0) FROM goods_stock WHERE goods_id = g.id)
        WHERE g.supplier_id = ${v1}`.execute(trx);
    });
    await sql`VACUUM ANALYZE`.execute(db);
  }
  const service = new GoodsImportService(
    db,
    new GoodsImportRepo(),
    new GoodsAdminRepo(),
    new GoodsListingRepo(),
    new StockRepo(),
    systemClock,
  );

  /** The export, its first `size` rows each changed (price up a fen, stock per run). */
  async function changedFile(size: number, run: number): Promise<Uint8Array> {
    const exported = await service.exportFile(auth!);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exported.buffer as never);
    const ws = wb.worksheets[0]!;
    const header = (ws.getRow(1).values as string[]).slice(1);
    const price = header.indexOf(C.listPrice) + 1;
    const market = header.indexOf(C.marketPrice) + 1;
    const stockCols = header.flatMap((h, i) => (h.startsWith('库存：') ? [i + 1] : []));
    const out = new ExcelJS.Workbook();
    const sheet = out.addWorksheet('价格库存');
    sheet.addRow(header);
    for (let r = 2; r <= size + 1; r++) {
      const values = (ws.getRow(r).values as (string | number)[]).slice(1);
      const list = Math.round((Number(values[price - 1]) + 0.01) * 100) / 100;
      values[price - 1] = list;
      values[market - 1] = Math.max(Number(values[market - 1]), list);
      for (const c of stockCols) values[c - 1] = 200 + run;
      sheet.addRow(values);
    }
    return new Uint8Array(await out.xlsx.writeBuffer());
  }

  log(`load ${load()}; sizes ${SIZES.join(', ')}; ${RUNS} runs each`);
  const lines: string[] = [];
  for (const size of SIZES) {
    const parse: number[] = [];
    const check: number[] = [];
    const apply: number[] = [];
    let bytes = 0;
    for (let run = 1; run <= RUNS; run++) {
      const data = await changedFile(size, run);
      bytes = data.length;
      let t0 = process.hrtime.bigint();
      const rows = await readImportFile(data);
      const { columns, headerAt } = columnsOf(
        rows,
        await db.selectFrom('warehouses').select(['id', 'name']).where('supplier_id', '=', v1).execute(),
      );
      const parsed = rows.slice(headerAt + 1).map((r) => parseRow(r, columns));
      parse.push(ms(t0));
      t0 = process.hrtime.bigint();
      const checked = await service.check(auth, { filename: 'bench.xlsx', mimetype: '', data });
      check.push(ms(t0));
      if (checked.errorRows > 0 || checked.changeRows !== size || parsed.length !== size)
        throw new Error(
          `size ${size}: ${checked.errorRows} errors, ${checked.changeRows} changes: ${JSON.stringify(checked.errors.slice(0, 3))}`,
        );
      t0 = process.hrtime.bigint();
      for (;;) if ((await service.apply(auth, checked.id, false)).finished) break;
      apply.push(ms(t0));
      log(
        `${size} rows, run ${run}: parse ${parse.at(-1)!.toFixed(0)} ms, dry run ${check.at(-1)!.toFixed(0)} ms, apply ${apply.at(-1)!.toFixed(0)} ms`,
      );
    }
    const a = median(apply);
    lines.push(
      `${String(size).padStart(6)} rows (${(bytes / 1024).toFixed(0)} KB): parse ${median(parse).toFixed(0)} ms, ` +
        `dry run ${median(check).toFixed(0)} ms, apply ${a.toFixed(0)} ms (${Math.round((size * 1000) / a).toLocaleString('en')} rows/s), ` +
        `check + apply ${Math.round((size * 1000) / (median(check) + a)).toLocaleString('en')} rows/s`,
    );
  }
  console.log(`\nbench:import, medians of ${RUNS} runs (load ${load()}):`);
  for (const l of lines) console.log(l);
  console.log(`peak RSS of the process: ${(peakRss / 1024 / 1024).toFixed(0)} MB`);
} finally {
  clearInterval(sampler);
  await stop();
}
