/**
 * Prices and stock by xlsx through the API: vendor01 exports its goods, changes the file and imports it
 * back. The check is a dry run (errors by row and column in Chinese, the diff; nothing changes); a file
 * with errors applies nothing unless only the valid rows are chosen; the apply goes batch by batch through
 * the single edit's rules (price history, stock per warehouse, versions: a row whose item moved since the
 * check is refused as stale). Bad files (not a spreadsheet, .xls, no header, an unknown warehouse, a zip
 * bomb, too many rows, too large) are Chinese 400s/413 and change nothing. Another supplier's import: 404.
 */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@pm/contract/envelope';
import * as WB from '@pm/contract/workbench-goods';
import {
  WB_IMPORT_COLUMNS as C,
  WB_IMPORT_MAX_BYTES,
  WB_IMPORT_MAX_ROWS,
  WB_IMPORT_MESSAGES as M,
  wbGoodsExportEndpoint,
  wbImportApplyEndpoint,
  wbImportCheckEndpoint,
} from '@pm/contract/workbench-import';
import { authOf } from '../../db/seed/demo-support';
import { requestOf } from '../../test/call';
import { GoodsAdminRepo } from '../goods-admin/goods-admin.repo';
import { GoodsListingRepo } from '../goods-admin/goods-listing.repo';
import { StockRepo } from '../stock/stock.repo';
import { GoodsImportRepo } from './goods-import.repo';
import { GoodsImportService } from './goods-import.service';
import { dataOf, DEMO, login, useTestApp } from '../../test/app';

const ctx = useTestApp();
const db = () => ctx.tdb.db;

let vendor01: string;
let vendor02: string;
let buyer01: string;
/** The exported sheet: header and rows as values. */
let header: string[];
let rows: (string | number)[][];

async function exported(as: string): Promise<{ header: string[]; rows: (string | number)[][] }> {
  const res = await ctx.app.inject(requestOf(wbGoodsExportEndpoint, undefined, as));
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as never);
  const ws = wb.worksheets[0]!;
  const all: (string | number)[][] = [];
  ws.eachRow((row) => all.push((row.values as (string | number)[]).slice(1)));
  return { header: all[0]!.map(String), rows: all.slice(1) };
}

async function xlsxOf(head: string[], data: (string | number | ExcelJS.CellValue)[][]): Promise<File> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('价格库存');
  ws.addRow(head);
  for (const r of data) ws.addRow(r);
  return new File([Buffer.from(await wb.xlsx.writeBuffer())], '价格库存.xlsx');
}

const col = (title: string) => header.indexOf(title);

async function goodsRow(id: string) {
  return db()
    .selectFrom('goods')
    .select(['list_price', 'market_price', 'stock_total'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function historyCount(): Promise<number> {
  const r = await db()
    .selectFrom('goods_price_history')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

async function check(file: File, as = vendor01) {
  return ctx.call(wbImportCheckEndpoint, { file }, as);
}

beforeAll(async () => {
  [vendor01, vendor02, buyer01] = await Promise.all([
    login(ctx.app, DEMO.vendor01),
    login(ctx.app, { username: 'vendor02', password: 'Vendor2026' }),
    login(ctx.app, DEMO.buyer01),
  ]);
  ({ header, rows } = await exported(vendor01));
});

describe('export', () => {
  it('lists the supplier’s listed goods with prices, stock per warehouse and versions', async () => {
    expect(header.slice(0, 7)).toEqual([
      C.id,
      C.skuCode,
      C.name,
      C.model,
      C.unit,
      C.listPrice,
      C.marketPrice,
    ]);
    expect(header.at(-1)).toBe(C.version);
    expect(header.some((h) => h.startsWith('库存：'))).toBe(true);
    expect(rows.length).toBeGreaterThan(3);
    const first = rows[0]!;
    const g = await goodsRow(String(first[0]));
    expect(Math.round(Number(first[5]) * 100)).toBe(Number(g.list_price));
    // vendor02's file holds none of vendor01's goods
    const other = await exported(vendor02);
    const mine = new Set(rows.map((r) => String(r[0])));
    expect(other.rows.some((r) => mine.has(String(r[0])))).toBe(false);
    const refused = await ctx.app.inject(requestOf(wbGoodsExportEndpoint, undefined, buyer01));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(ERROR_CODES.roleForbidden);
  });
});

describe('check and apply', () => {
  it('a dry run shows errors by row and column and the diff, and changes nothing', async () => {
    const stockCol = header.findIndex((h) => h.startsWith('库存：'));
    const data = rows.slice(0, 6).map((r) => [...r]);
    data[0]![col(C.listPrice)] = Number(data[0]![col(C.listPrice)]) + 1.5; // a price up
    data[1]![stockCol] = 777; // a stock count
    data[2]![col(C.listPrice)] = '很便宜'; // not an amount
    data[3]![col(C.version)] = 99; // stale
    data[4]![col(C.marketPrice)] = 0.01; // below the list price
    data.push([...data[0]!]); // the same item again
    const before = { history: await historyCount(), g0: await goodsRow(String(data[0]![0])) };
    const answer = await check(await xlsxOf(header, data));
    // the answer's message says which rule refused the file, if one did
    expect(answer.status, `${answer.body.code} ${answer.body.message}`).toBe(200);
    const r = answer.body.data!;
    expect(r.totalRows).toBe(7);
    expect(r.changeRows).toBe(2);
    expect(r.sameRows).toBe(1);
    expect(r.errorRows).toBe(4);
    expect(r.errors).toEqual(
      expect.arrayContaining([
        { row: 4, column: C.listPrice, message: M.priceBad },
        { row: 5, column: C.version, message: M.stale },
        { row: 6, column: C.marketPrice, message: M.marketBelowList },
        { row: 8, column: C.id, message: M.duplicate(2) },
      ]),
    );
    const up = r.changes.find((c) => c.row === 2)!;
    expect(up.fields).toEqual([
      expect.objectContaining({
        column: C.listPrice,
        after: (Number(rows[0]![col(C.listPrice)]) + 1.5).toFixed(2),
      }),
    ]);
    expect(r.changes.find((c) => c.row === 3)!.fields[0]).toMatchObject({
      column: header[stockCol],
      after: '777',
    });
    // nothing changed
    expect(await historyCount()).toBe(before.history);
    expect(await goodsRow(String(data[0]![0]))).toEqual(before.g0);
    // a file with errors applies nothing unless the valid rows are chosen
    const refused = await ctx.call(wbImportApplyEndpoint, { id: r.id }, vendor01);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(M.hasErrors(4));
    expect(await historyCount()).toBe(before.history);
    // another supplier's import does not exist; a buyer may not call it
    expect((await ctx.call(wbImportApplyEndpoint, { id: r.id, onlyValid: true }, vendor02)).status).toBe(404);
    expect((await ctx.call(wbImportApplyEndpoint, { id: r.id, onlyValid: true }, buyer01)).status).toBe(403);
    // the valid rows
    const applied = await dataOf(ctx.call(wbImportApplyEndpoint, { id: r.id, onlyValid: true }, vendor01));
    expect(applied).toMatchObject({ total: 2, done: 2, applied: 2, failures: [], finished: true });
    const g0 = await goodsRow(String(data[0]![0]));
    expect(Number(g0.list_price)).toBe(Number(before.g0.list_price) + 150);
    expect(await historyCount()).toBe(before.history + 1);
    const stock = await db()
      .selectFrom('goods_stock')
      .select('quantity')
      .where('goods_id', '=', String(data[1]![0]))
      .execute();
    expect(stock.map((s) => s.quantity)).toContain(777);
    // the versions moved: the single edit sees it, and the same file again is stale
    const detail = await dataOf(ctx.call(WB.wbGoodsDetailEndpoint, { id: String(data[0]![0]) }, vendor01));
    expect(detail.version).toBe(Number(data[0]![col(C.version)]) + 1);
    expect(detail.priceHistory[0]!.listPrice).toBe(Number(g0.list_price));
    const again = await dataOf(check(await xlsxOf(header, data.slice(0, 2))));
    expect(again.errors.map((e) => e.message)).toEqual([M.stale, M.stale]);
    // applying once more takes nothing
    const twice = await dataOf(ctx.call(wbImportApplyEndpoint, { id: r.id, onlyValid: true }, vendor01));
    expect(twice).toMatchObject({ done: 2, applied: 2, finished: true });
  });

  it('a row whose item moved after the check is refused as stale; the others apply', async () => {
    // rows no earlier test touched: the export of beforeAll still holds their versions
    const fresh = { header, rows };
    const data = fresh.rows.slice(6, 8).map((r) => [...r]);
    for (const d of data) d[col(C.marketPrice)] = Number(d[col(C.marketPrice)]) + 10;
    const r = await dataOf(check(await xlsxOf(fresh.header, data)));
    expect(r.changeRows).toBe(2);
    const id = String(data[0]![0]);
    const detail = await dataOf(ctx.call(WB.wbGoodsDetailEndpoint, { id }, vendor01));
    await dataOf(
      ctx.call(
        WB.wbGoodsPriceEndpoint,
        {
          id,
          version: detail.version,
          listPrice: detail.current.listPrice,
          marketPrice: detail.current.marketPrice + 1,
        },
        vendor01,
      ),
    );
    const applied = await dataOf(ctx.call(wbImportApplyEndpoint, { id: r.id }, vendor01));
    expect(applied).toMatchObject({ total: 2, done: 2, applied: 1, finished: true });
    expect(applied.failures).toEqual([{ row: 2, message: M.stale }]);
  });
});

describe('one pass per batch', () => {
  async function state(ids: string[]) {
    const goods = await db()
      .selectFrom('goods')
      .select(['id', 'list_price', 'market_price', 'stock_total', 'updated_at'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    const stock = await db()
      .selectFrom('goods_stock')
      .select(['goods_id', 'warehouse_id', 'quantity'])
      .where('goods_id', 'in', ids)
      .orderBy('goods_id')
      .orderBy('warehouse_id')
      .execute();
    const work = await db()
      .selectFrom('workbench_goods')
      .select(['goods_id', 'version', 'list_price'])
      .where('goods_id', 'in', ids)
      .orderBy('goods_id')
      .execute();
    return { goods, stock, work, history: await historyCount() };
  }

  it('writes history only for rows whose prices change; a stock-only row recounts its total', async () => {
    // rows no earlier test touched: the export of beforeAll still holds their versions
    const fresh = { header, rows };
    const stockCols = fresh.header.flatMap((h, i) => (h.startsWith('库存：') ? [i] : []));
    const data = fresh.rows.slice(8, 11).map((r) => [...r]);
    data[0]![col(C.listPrice)] = Number(data[0]![col(C.listPrice)]) + 0.01; // price only (a float's residue)
    data[1]![stockCols[0]!] = Number(data[1]![stockCols[0]!]) + 5; // stock only
    data[2]![col(C.listPrice)] = Number(data[2]![col(C.listPrice)]) + 0.02; // both
    data[2]![stockCols[0]!] = 321;
    for (const d of [data[0]!, data[2]!])
      d[col(C.marketPrice)] = Math.max(Number(d[col(C.marketPrice)]), Number(d[col(C.listPrice)]));
    const ids = data.map((d) => String(d[0]));
    const before = await state(ids);
    const r = await dataOf(check(await xlsxOf(fresh.header, data)));
    // 15.2 + 0.01 is 15.209999999999999 in the file: read as Excel shows it (15.21), not cut to 15.20
    expect(r).toMatchObject({ changeRows: 3, errorRows: 0 });
    const applied = await dataOf(ctx.call(wbImportApplyEndpoint, { id: r.id }, vendor01));
    expect(applied).toMatchObject({ total: 3, done: 3, applied: 3, finished: true });
    const after = await state(ids);
    expect(after.history).toBe(before.history + 2);
    const priced = await db()
      .selectFrom('goods_price_history')
      .select(['goods_id', 'list_price'])
      .where('goods_id', 'in', ids)
      .where('changed_at', '=', ctx.clock.now())
      .orderBy('goods_id')
      .execute();
    expect(priced.map((h) => [h.goods_id, Number(h.list_price)])).toEqual([
      [ids[0], Number(before.goods[0]!.list_price) + 1],
      [ids[2], Number(before.goods[2]!.list_price) + 2],
    ]);
    // prices: the changed ones moved; the stock-only row kept its prices and its updated_at
    expect(Number(after.goods[1]!.list_price)).toBe(Number(before.goods[1]!.list_price));
    expect(after.goods[1]!.updated_at).toEqual(before.goods[1]!.updated_at);
    // each goods' stock_total is the sum over its warehouses
    for (const g of after.goods) {
      const sum = after.stock.filter((s) => s.goods_id === g.id).reduce((n, s) => n + s.quantity, 0);
      expect(g.stock_total).toBe(sum);
    }
    expect(after.goods[0]!.stock_total).toBe(before.goods[0]!.stock_total);
    expect(after.goods[1]!.stock_total).toBe(before.goods[1]!.stock_total + 5);
    // every applied row's workbench version moved by one
    expect(after.work.map((w) => w.version)).toEqual(data.map((d) => Number(d[col(C.version)]) + 1));
  });

  it('a price change within its tier writes no index entry: a HOT update (migration 0046)', async () => {
    // a row no other test touches; rolled back at the end
    const id = String(rows[20]![0]);
    const undo = new Error('rollback');
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          const g = await trx
            .selectFrom('goods')
            .select(['list_price', 'price_fine_tier'])
            .where('id', '=', id)
            .executeTakeFirstOrThrow();
          const { rows: tiers } = await sql<{ up: number }>`
            SELECT goods_price_fine_tier(${Number(g.list_price) + 1}::bigint) AS up`.execute(trx);
          // one fen up, or down when up crosses into the next tier
          const price = Number(g.list_price) + (tiers[0]!.up === g.price_fine_tier ? 1 : -1);
          // the connection's counts not yet flushed include earlier transactions: compare before and after
          const counts = async () =>
            (
              await sql<{ upd: string; hot: string }>`
                SELECT n_tup_upd AS upd, n_tup_hot_upd AS hot
                  FROM pg_stat_xact_user_tables WHERE relname = 'goods'`.execute(trx)
            ).rows.map((c) => [Number(c.upd), Number(c.hot)])[0] ?? [0, 0];
          const before = await counts();
          await new GoodsListingRepo().setListedPrices(trx, [{ id, listPrice: price, marketPrice: null }], {
            by: null,
            now: ctx.clock.now(),
          });
          const after = await counts();
          expect([after[0]! - before[0]!, after[1]! - before[1]!]).toEqual([1, 1]);
          // the search keys follow the price through the generated tier
          const again = await trx
            .selectFrom('goods')
            .select(['list_price', 'price_fine_tier'])
            .where('id', '=', id)
            .executeTakeFirstOrThrow();
          expect([Number(again.list_price), again.price_fine_tier]).toEqual([price, g.price_fine_tier]);
          throw undo;
        }),
    ).rejects.toBe(undo);
  });

  it('a batch that fails half-way changes nothing and can be applied again', async () => {
    // rows no earlier test touched: the export of beforeAll still holds their versions
    const fresh = { header, rows };
    const stockCols = fresh.header.flatMap((h, i) => (h.startsWith('库存：') ? [i] : []));
    const data = fresh.rows.slice(11, 13).map((r) => [...r]);
    for (const d of data) {
      d[col(C.listPrice)] = Number(d[col(C.listPrice)]) + 0.03;
      d[col(C.marketPrice)] = Math.max(Number(d[col(C.marketPrice)]), Number(d[col(C.listPrice)]));
      d[stockCols[0]!] = 654;
    }
    const ids = data.map((d) => String(d[0]));
    const r = await dataOf(check(await xlsxOf(fresh.header, data)));
    expect(r.changeRows).toBe(2);
    const before = await state(ids);
    // the same service over a repo whose last write of the batch (marking rows taken) fails
    class FailingRepo extends GoodsImportRepo {
      override taken(): Promise<{ done: number; applied: number }> {
        return Promise.reject(new Error('断电'));
      }
    }
    const failing = new GoodsImportService(
      db(),
      new FailingRepo(),
      new GoodsAdminRepo(),
      new GoodsListingRepo(),
      new StockRepo(),
      ctx.clock,
    );
    const auth = (await authOf(db(), 'vendor01'))!;
    await expect(failing.apply(auth, r.id, false)).rejects.toThrow('断电');
    expect(await state(ids)).toEqual(before);
    const applied = await dataOf(ctx.call(wbImportApplyEndpoint, { id: r.id }, vendor01));
    expect(applied).toMatchObject({ total: 2, done: 2, applied: 2, finished: true });
    const after = await state(ids);
    expect(after.history).toBe(before.history + 2);
    expect(after.goods.map((g) => g.stock_total)).toEqual(
      ids.map((id) => after.stock.filter((s) => s.goods_id === id).reduce((n, s) => n + s.quantity, 0)),
    );
  });
});

describe('bad files', () => {
  const bad = async (file: File, message: string, status = 400) => {
    const before = await historyCount();
    const answer = await check(file);
    expect(answer.status, message).toBe(status);
    expect(answer.body.message).toBe(message);
    expect(await historyCount()).toBe(before);
  };

  it('refuses what it cannot read, with Chinese messages', async () => {
    await bad(new File([new Uint8Array(2048).map((_, i) => (i * 7919) % 251)], 'x.xlsx'), M.badFile);
    await bad(new File([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 1, 2, 3])], 'old.xls'), M.xls);
    await bad(new File([''], 'empty.xlsx'), M.empty);
    await bad(await xlsxOf(['名称', '价格'], [['扳手', 10]]), M.noHeader);
    await bad(await xlsxOf([C.id, C.version], [[rows[0]![0]!, 0]]), M.nothingToChange);
    await bad(
      await xlsxOf([C.id, '库存：月球仓', C.version], [[rows[0]![0]!, 1, 0]]),
      M.unknownWarehouse('月球仓'),
    );
    // a zip whose directory says it unpacks to gigabytes (a bomb) is refused before anything is inflated
    const zip = Buffer.from(await (await xlsxOf(header, rows.slice(0, 1))).arrayBuffer());
    const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const cd = zip.readUInt32LE(eocd + 16);
    zip.writeUInt32LE(0xfffffff0, cd + 24);
    await bad(new File([zip], 'bomb.xlsx'), M.bomb);
    // too many rows (csv: the batch purchase's tolerant reader)
    const line = `${rows[0]![0]},1,0\n`;
    await bad(
      new File([`${C.id},${C.listPrice},${C.version}\n${line.repeat(WB_IMPORT_MAX_ROWS + 1)}`], 'many.csv'),
      M.tooMany,
    );
    await bad(new File([new Uint8Array(WB_IMPORT_MAX_BYTES + 1)], 'big.xlsx'), M.tooLarge, 413);
  });

  it('a formula without a result, a missing id and a bad stock count are errors of their cells', async () => {
    const stockCol = header.findIndex((h) => h.startsWith('库存：'));
    const fresh = await exported(vendor01);
    const data = fresh.rows.slice(0, 3).map((r) => [...r] as ExcelJS.CellValue[]);
    data[0]![col(C.listPrice)] = { formula: 'F3*2' } as ExcelJS.CellValue;
    data[1]![0] = '';
    data[2]![stockCol] = -3;
    const r = await dataOf(check(await xlsxOf(header, data as (string | number)[][])));
    expect(r.errors).toEqual([
      { row: 2, column: C.listPrice, message: M.formula },
      { row: 3, column: C.id, message: M.idMissing },
      { row: 4, column: header[stockCol], message: expect.stringContaining('库存必须是') },
    ]);
    expect(r.changeRows).toBe(0);
  });
});
