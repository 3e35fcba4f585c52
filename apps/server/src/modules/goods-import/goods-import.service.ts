import ExcelJS from 'exceljs';
import { fenToYuanText } from '@pm/contract/money';
import {
  WB_IMPORT_BATCH,
  WB_IMPORT_COLUMNS as C,
  WB_IMPORT_MESSAGES as M,
  WB_IMPORT_SHOWN,
  WB_STOCK_COLUMN_PREFIX,
  type WbImportApplied,
  type WbImportChange,
  type WbImportCheck,
  type WbImportError,
} from '@pm/contract/workbench-import';
import type { UploadedImport } from '@pm/contract/workbench-import-schema';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { chinaDate, type Clock } from '../../lib/clock';
import { tableHead, writeRow } from '../../lib/xlsx';
import type { AuthContext } from '../auth/auth.service';
import type { GoodsAdminRepo } from '../goods-admin/goods-admin.repo';
import type { GoodsListingRepo } from '../goods-admin/goods-listing.repo';
import type { StockRepo } from '../stock/stock.repo';
import type { GoodsImportRepo, ImportGoods, ImportRow } from './goods-import.repo';
import { readImportFile } from './import-file';
import { columnsOf, parseRow } from './import-rows';

const yuanText = (fen: number) => fenToYuanText(fen);

/**
 * A supplier's prices and stock by xlsx: the export, the check (a dry run: errors by row and column, what
 * would change) and the apply in batches. Each applied row goes through the rules of a single edit in the
 * workbench: its version (stale: refused), the listed price with its history (GoodsListingRepo), the stock
 * per warehouse (StockRepo), the workbench row's next version (GoodsAdminRepo); the batch variants of those
 * homes write many rows in one statement.
 */
export class GoodsImportService {
  constructor(
    private readonly db: Db,
    private readonly repo: GoodsImportRepo,
    private readonly work: GoodsAdminRepo,
    private readonly listing: GoodsListingRepo,
    private readonly stock: StockRepo,
    private readonly clock: Clock,
  ) {}

  /** The supplier's listed goods with prices, stock per warehouse and versions, as an xlsx. */
  async exportFile(auth: AuthContext) {
    const [goods, warehouses, stock] = await Promise.all([
      this.repo.goods(this.db, auth.organizationId, null),
      this.repo.warehouses(this.db, auth.organizationId),
      this.repo.stock(this.db, auth.organizationId, null),
    ]);
    const columns = [
      { header: C.id, width: 12 },
      { header: C.skuCode, width: 16 },
      { header: C.name, width: 36 },
      { header: C.model, width: 16 },
      { header: C.unit, width: 6 },
      { header: C.listPrice, width: 13, money: true },
      { header: C.marketPrice, width: 13, money: true },
      ...warehouses.map((w) => ({ header: `${WB_STOCK_COLUMN_PREFIX}${w.name}`, width: 16 })),
      { header: C.version, width: 18 },
    ];
    const wb = new ExcelJS.Workbook();
    wb.created = this.clock.now();
    const ws = wb.addWorksheet('价格库存', { views: [{ state: 'frozen', ySplit: 1, xSplit: 3 }] });
    tableHead(ws, 1, columns);
    for (const g of goods) {
      writeRow(ws, columns, [
        g.id,
        g.skuCode,
        g.name,
        g.model,
        g.unit,
        g.listPrice / 100,
        g.marketPrice / 100,
        ...warehouses.map((w) => stock.get(`${g.id}:${w.id}`) ?? 0),
        g.version,
      ]);
    }
    const notes = wb.addWorksheet('填写说明');
    [
      '只修改“销售价（元）”“市场价（元）”和“库存：仓库名”列；留空表示不修改。',
      '商品ID与版本号请勿修改：导出后商品若被再次修改，该行会提示版本已变化，请重新导出。',
      '上传后先检查（不作任何修改），确认变化后再导入；有错误的文件可选择只导入无误的行。',
    ].forEach((line, i) => (notes.getCell(`A${i + 1}`).value = line));
    notes.getColumn(1).width = 90;
    const buffer = Buffer.from(await wb.xlsx.writeBuffer());
    const day = chinaDate(this.clock.now()).replace(/-/g, '');
    return {
      buffer,
      fileName: `价格库存-${day}.xlsx`,
      asciiName: `price-stock-${day}.xlsx`,
    };
  }

  /** The dry run: reads and checks the file; keeps the valid rows that change something, to apply. */
  async check(auth: AuthContext, file: UploadedImport): Promise<WbImportCheck> {
    const fileRows = await readImportFile(file.data);
    const warehouses = await this.repo.warehouses(this.db, auth.organizationId);
    const { columns, headerAt } = columnsOf(fileRows, warehouses);
    const parsed = fileRows.slice(headerAt + 1).map((r) => parseRow(r, columns));
    if (parsed.length === 0) throw AppError.badRequest(M.empty);
    const ids = [...new Set(parsed.flatMap((p) => (p.goodsId ? [p.goodsId] : [])))];
    const [goodsList, stock] = await Promise.all([
      this.repo.goods(this.db, auth.organizationId, ids),
      this.repo.stock(this.db, auth.organizationId, ids),
    ]);
    const goods = new Map(goodsList.map((g) => [g.id, g]));
    const names = new Map(warehouses.map((w) => [w.id, w.name]));
    const firstRow = new Map<string, number>();
    const errors: WbImportError[] = [];
    const changes: WbImportChange[] = [];
    const rows: ImportRow[] = [];
    let errorRows = 0;
    let sameRows = 0;
    for (const p of parsed) {
      const g = p.goodsId ? goods.get(p.goodsId) : undefined;
      if (p.goodsId && !g) p.errors.push({ row: p.row, column: C.id, message: M.goodsMissing });
      if (p.goodsId && g) {
        const first = firstRow.get(p.goodsId);
        if (first !== undefined) p.errors.push({ row: p.row, column: C.id, message: M.duplicate(first) });
        else firstRow.set(p.goodsId, p.row);
      }
      if (g && p.version !== null && p.version !== g.version)
        p.errors.push({ row: p.row, column: C.version, message: M.stale });
      if (g && p.errors.length === 0) {
        const list = p.listPrice ?? g.listPrice;
        const market = p.marketPrice ?? g.marketPrice;
        if (market < list)
          p.errors.push({
            row: p.row,
            column: p.marketPrice !== null ? C.marketPrice : C.listPrice,
            message: M.marketBelowList,
          });
      }
      if (p.errors.length > 0 || !g) {
        errorRows++;
        for (const e of p.errors) if (errors.length < WB_IMPORT_SHOWN) errors.push(e);
        continue;
      }
      const change = changeOf(p, g, stock, names);
      if (change.fields.length === 0) {
        sameRows++;
        continue;
      }
      if (changes.length < WB_IMPORT_SHOWN) changes.push(change);
      rows.push({
        seq: rows.length + 1,
        rowNo: p.row,
        goodsId: g.id,
        version: g.version,
        listPrice: p.listPrice !== null && p.listPrice !== g.listPrice ? p.listPrice : null,
        marketPrice: p.marketPrice !== null && p.marketPrice !== g.marketPrice ? p.marketPrice : null,
        stock: p.stock.filter((s) => (stock.get(`${g.id}:${s.warehouseId}`) ?? 0) !== s.quantity),
      });
    }
    const now = this.clock.now();
    const fileName = (file.filename || '价格库存.xlsx').slice(0, 200);
    const id = await this.db.transaction().execute(async (trx) => {
      await this.repo.dropExpired(trx, auth.organizationId, now);
      return this.repo.insert(trx, {
        supplierId: auth.organizationId,
        userId: auth.userId,
        fileName,
        totalRows: parsed.length,
        errorRows,
        rows,
        now,
      });
    });
    return {
      id,
      fileName,
      totalRows: parsed.length,
      errorRows,
      changeRows: rows.length,
      sameRows,
      errors,
      changes,
    };
  }

  /**
   * Applies the next batch of a checked import in one transaction. The goods rows are locked first, then
   * the workbench rows (the single edit's order); a row whose item moved since the check is refused as
   * stale and the others of the batch go on.
   */
  async apply(auth: AuthContext, id: string, onlyValid: boolean): Promise<WbImportApplied> {
    return this.db.transaction().execute(async (trx) => {
      const now = this.clock.now();
      const head = await this.repo.lockImport(trx, id, auth.organizationId, now);
      if (!head) throw AppError.notFound(M.notFound);
      if (head.error_rows > 0 && !onlyValid) throw AppError.conflict(M.hasErrors(head.error_rows));
      const batch = await this.repo.nextRows(trx, id, head.done_rows, WB_IMPORT_BATCH);
      const failures: WbImportApplied['failures'] = [];
      let progress = { done: head.done_rows, applied: head.applied_rows };
      if (batch.length > 0) {
        const ids = batch.map((r) => r.goodsId);
        await this.stock.lockGoods(trx, ids);
        await this.work.copyListed(trx, ids, now);
        const versions = await this.work.lockVersions(trx, ids, auth.organizationId);
        const ok = batch.filter((r) => {
          if (versions.get(r.goodsId) === r.version) return true;
          failures.push({ row: r.rowNo, message: M.stale });
          return false;
        });
        // stock counts first, then one pass over the goods rows: prices (with their history) and the
        // recounted stock_total together, only where something differs
        await this.stock.setStocks(
          trx,
          ok.flatMap((r) => r.stock.map((s) => ({ goodsId: r.goodsId, ...s }))),
          { totals: false },
        );
        await this.listing.setListedPrices(
          trx,
          ok.map((r) => ({
            id: r.goodsId,
            listPrice: r.listPrice,
            marketPrice: r.marketPrice,
            recountStock: r.stock.length > 0,
          })),
          { by: auth.userId, now },
        );
        await this.work.updatePrices(
          trx,
          ok.map((r) => ({ id: r.goodsId, listPrice: r.listPrice, marketPrice: r.marketPrice })),
          now,
        );
        const failed = new Map(failures.map((f) => [f.row, f.message]));
        progress = await this.repo.taken(trx, id, {
          taken: batch.length,
          applied: ok.length,
          refused: batch.flatMap((r) => {
            const failure = failed.get(r.rowNo);
            return failure ? [{ seq: r.seq, failure }] : [];
          }),
          now,
        });
      }
      return {
        total: head.change_rows,
        done: progress.done,
        applied: progress.applied,
        failures,
        finished: progress.done >= head.change_rows,
      };
    });
  }
}

/** What a valid row changes of its item, field by field, as the dry run shows it. */
function changeOf(
  p: ReturnType<typeof parseRow>,
  g: ImportGoods,
  stock: Map<string, number>,
  warehouseNames: Map<string, string>,
): WbImportChange {
  const fields: WbImportChange['fields'] = [];
  if (p.listPrice !== null && p.listPrice !== g.listPrice)
    fields.push({ column: C.listPrice, before: yuanText(g.listPrice), after: yuanText(p.listPrice) });
  if (p.marketPrice !== null && p.marketPrice !== g.marketPrice)
    fields.push({ column: C.marketPrice, before: yuanText(g.marketPrice), after: yuanText(p.marketPrice) });
  for (const s of p.stock) {
    const before = stock.get(`${g.id}:${s.warehouseId}`) ?? 0;
    if (before !== s.quantity)
      fields.push({
        column: `${WB_STOCK_COLUMN_PREFIX}${warehouseNames.get(s.warehouseId) ?? ''}`,
        before: String(before),
        after: String(s.quantity),
      });
  }
  return { row: p.row, goodsId: g.id, skuCode: g.skuCode, name: g.name, fields };
}
