// Prices and stock by xlsx at scale (npm run bench:import): vendor01 gets at least the largest number of listed
// goods it needs (goods of the demo catalog handed over to it, their stock moved to its first warehouse), then
// for each size (5,000 and 20,000 rows by default) and each run: the export of those goods as the server
// writes it, every row's 销售价 raised by 0.01 and its stock changed, then through the real service
// (modules/goods-import): parse (reading the file and its rows), dry run (the whole check: parse, compare,
// keep the rows) and apply (every batch until finished). Medians and rows/s per size.
// Then `--total` rows (default 100,000) as a supplier must send them, in files of at most WB_IMPORT_MAX_ROWS
// rows: each file's check and apply timed, with the process's RSS before it and at its peak during it (the
// files are built first: what is measured is the import's own memory), and, against the real server in its
// own process, the time from the last batch's commit until a search there shows the new price of an item
// of the last file (its answer to that search kept from before the import). Figures only, no assertion;
// the machine's load (os.loadavg) is printed with them.
// Usage: npm run bench:import -- [--sizes 5000,20000] [--runs 3] [--total 100000] [--reuse] [--dir D] [--url U]
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { goodsSearchEndpoint, type GoodsSearchResult } from '@pm/contract/goods';
import { WB_IMPORT_COLUMNS as C, WB_IMPORT_MAX_ROWS } from '@pm/contract/workbench-import';
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
import { log, startBenchServer, type BenchServer } from './support/process';
import { args, opt } from './support/args';

const SIZES = (opt('sizes', '5000,20000') ?? '').split(',').map((s) => Number(s.replace(/_/g, '')));
const RUNS = Number(opt('runs', '3'));
const TOTAL = Number((opt('total', '100000') ?? '0').replace(/_/g, ''));
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
const children: BenchServer['child'][] = [];
const stop = benchStop(database, children);

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (t0: bigint) => Number(process.hrtime.bigint() - t0) / 1e6;

try {
  const largest = Math.max(...SIZES, TOTAL);
  await prepareMallDatabase(database, { catalog: Math.max(20_000, Math.ceil(largest * 1.2)) });
  const auth = await authOf(db, 'vendor01');
  if (!auth) throw new Error('vendor01 missing');
  const v1 = auth.organizationId;
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

  /** The supplier's export as the server writes it, read back. */
  async function exportedSheet(): Promise<ExcelJS.Worksheet> {
    const exported = await service.exportFile(auth!);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exported.buffer as never);
    return wb.worksheets[0]!;
  }

  /** `size` rows of an export from `from` on, each changed (price up a fen, stock per run). */
  async function changedFile(
    size: number,
    run: number,
    from = 0,
    ws?: ExcelJS.Worksheet,
  ): Promise<Uint8Array> {
    ws ??= await exportedSheet();
    const header = (ws.getRow(1).values as string[]).slice(1);
    const price = header.indexOf(C.listPrice) + 1;
    const market = header.indexOf(C.marketPrice) + 1;
    const stockCols = header.flatMap((h, i) => (h.startsWith('库存：') ? [i + 1] : []));
    const out = new ExcelJS.Workbook();
    const sheet = out.addWorksheet('价格库存');
    sheet.addRow(header);
    for (let r = from + 2; r <= from + size + 1; r++) {
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

  if (TOTAL > 0) {
    // The files first (one export read back), so that the RSS measured below is the import's.
    const per = Math.min(TOTAL, WB_IMPORT_MAX_ROWS);
    log(`${TOTAL.toLocaleString('en')} rows in files of ${per.toLocaleString('en')}: building the files …`);
    let files: Uint8Array[] = [];
    {
      const ws = await exportedSheet();
      for (let from = 0; from < TOTAL; from += per)
        files.push(await changedFile(Math.min(per, TOTAL - from), RUNS + 1, from, ws));
    }
    // An item of the last file that a search for its model finds on the first page; the real server
    // answers that search once before the import (so that its answer is kept) and is then asked again
    // from the last batch's commit on until it shows the new price.
    const lastFrom = per * (files.length - 1);
    const candidates = await sql<{ id: string; model: string; list_price: string }>`
      SELECT id, model, list_price FROM goods WHERE supplier_id = ${v1} AND status = 'on' AND model <> ''
      ORDER BY id OFFSET ${lastFrom} LIMIT 50`.execute(db);
    const server = await startBenchServer(database.url);
    children.push(server.child);
    const priceOf = async (id: string, model: string): Promise<number | null> => {
      const res = await fetch(`${server.base}/pm-api${goodsSearchEndpoint.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ keyword: model, page: 1, limit: 50 }),
      });
      const body = (await res.json()) as { data: GoodsSearchResult };
      return body.data?.records.find((g) => g.id === id)?.price ?? null;
    };
    let watched: { id: string; model: string; before: number } | null = null;
    for (const c of candidates.rows) {
      const p = await priceOf(c.id, c.model);
      if (p !== null && p === Number(c.list_price)) {
        watched = { id: c.id, model: c.model, before: p };
        break;
      }
    }
    if (!watched) log('no item of the last file is found by its model: the search time is not measured');
    const totals: string[] = [];
    let rows = 0;
    let checkMs = 0;
    let applyMs = 0;
    let shownMs: number | null = null;
    for (const [k, data] of files.entries()) {
      (globalThis as { gc?: () => void }).gc?.();
      const rssBefore = process.memoryUsage().rss;
      peakRss = rssBefore;
      let t0 = process.hrtime.bigint();
      const checked = await service.check(auth, { filename: 'bench.xlsx', mimetype: '', data });
      const c = ms(t0);
      const size = checked.changeRows;
      if (checked.errorRows > 0) throw new Error(`file ${k + 1}: ${checked.errorRows} errors`);
      t0 = process.hrtime.bigint();
      for (;;) if ((await service.apply(auth, checked.id, false)).finished) break;
      const a = ms(t0);
      const committed = process.hrtime.bigint();
      if (k === files.length - 1 && watched) {
        for (let i = 0; i < 2000; i++) {
          const p = await priceOf(watched.id, watched.model);
          if (p !== null && p !== watched.before) {
            shownMs = ms(committed);
            break;
          }
        }
      }
      rows += size;
      checkMs += c;
      applyMs += a;
      totals.push(
        `file ${k + 1} (${size.toLocaleString('en')} rows, ${(data.length / 1024).toFixed(0)} KB): dry run ${c.toFixed(0)} ms, ` +
          `apply ${a.toFixed(0)} ms (${Math.round((size * 1000) / a).toLocaleString('en')} rows/s); ` +
          `RSS ${(rssBefore / 1048576).toFixed(0)} MB before, ${(peakRss / 1048576).toFixed(0)} MB at most during it`,
      );
      log(totals.at(-1)!);
    }
    files = [];
    console.log(
      `\nbench:import, ${rows.toLocaleString('en')} rows in ${totals.length} files (load ${load()}):`,
    );
    for (const l of totals) console.log(l);
    console.log(
      `in all: dry runs ${(checkMs / 1000).toFixed(1)} s, applies ${(applyMs / 1000).toFixed(1)} s ` +
        `(${Math.round((rows * 1000) / applyMs).toLocaleString('en')} rows/s), check + apply ` +
        `${Math.round((rows * 1000) / (checkMs + applyMs)).toLocaleString('en')} rows/s`,
    );
    console.log(
      shownMs === null
        ? 'search: not measured'
        : `search on the real server showed the new price ${shownMs.toFixed(0)} ms after the last batch's commit`,
    );
  }
} finally {
  clearInterval(sampler);
  await stop();
}
