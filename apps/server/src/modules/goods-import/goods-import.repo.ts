import { sql } from 'kysely';
import type { Executor } from '../../db/database';

/** A listed item as an import compares with it (prices in fen; version 0: never edited in the workbench). */
export interface ImportGoods {
  id: string;
  skuCode: string;
  name: string;
  model: string;
  unit: string;
  status: 'on' | 'off';
  listPrice: number;
  marketPrice: number;
  version: number;
}

/** A checked row that changes something (null: unchanged), as it waits to be applied. */
export interface ImportRow {
  seq: number;
  rowNo: number;
  goodsId: string;
  version: number;
  listPrice: number | null;
  marketPrice: number | null;
  stock: { warehouseId: string; quantity: number }[];
}

/** How long a checked import may be applied. */
export const IMPORT_KEPT_MS = 24 * 3_600_000;

/** SQL of the price and stock imports (`workbench_imports`, `workbench_import_rows`, migration 0039). */
export class GoodsImportRepo {
  warehouses(db: Executor, supplierId: string) {
    return db
      .selectFrom('warehouses')
      .select(['id', 'name'])
      .where('supplier_id', '=', supplierId)
      .orderBy('id')
      .execute();
  }

  /** The supplier's listed goods (all, or those of `ids`), with the version of their workbench rows. */
  async goods(db: Executor, supplierId: string, ids: readonly string[] | null): Promise<ImportGoods[]> {
    const r = await sql<{
      id: string;
      sku_code: string;
      name: string;
      model: string;
      unit: string;
      status: 'on' | 'off';
      list_price: string;
      market_price: string;
      version: number;
    }>`
      SELECT g.id::text AS id, g.sku_code, g.name, g.model, g.unit, g.status, g.list_price::text AS list_price,
        g.market_price::text AS market_price, coalesce(w.version, 0) AS version
      FROM goods g LEFT JOIN workbench_goods w ON w.goods_id = g.id
      WHERE g.supplier_id = ${supplierId} ${ids ? sql`AND g.id = ANY (${[...ids]}::bigint[])` : sql``}
      ORDER BY g.id`.execute(db);
    return r.rows.map((g) => ({
      id: g.id,
      skuCode: g.sku_code,
      name: g.name,
      model: g.model,
      unit: g.unit,
      status: g.status,
      listPrice: Number(g.list_price),
      marketPrice: Number(g.market_price),
      version: g.version,
    }));
  }

  /** Stock per goods and warehouse: `${goodsId}:${warehouseId}` → quantity. */
  async stock(db: Executor, supplierId: string, ids: readonly string[] | null): Promise<Map<string, number>> {
    const r = await sql<{ goods_id: string; warehouse_id: string; quantity: number }>`
      SELECT s.goods_id::text AS goods_id, s.warehouse_id::text AS warehouse_id, s.quantity
      FROM goods_stock s JOIN warehouses w ON w.id = s.warehouse_id
      WHERE w.supplier_id = ${supplierId} ${ids ? sql`AND s.goods_id = ANY (${[...ids]}::bigint[])` : sql``}`.execute(
      db,
    );
    return new Map(r.rows.map((s) => [`${s.goods_id}:${s.warehouse_id}`, s.quantity]));
  }

  /** Imports of the supplier older than they may be applied go (their rows with them). */
  async dropExpired(db: Executor, supplierId: string, now: Date): Promise<void> {
    await sql`
      DELETE FROM workbench_imports
      WHERE supplier_id = ${supplierId} AND created_at < ${new Date(now.getTime() - IMPORT_KEPT_MS)}`.execute(
      db,
    );
  }

  async insert(
    db: Executor,
    p: {
      supplierId: string;
      userId: string;
      fileName: string;
      totalRows: number;
      errorRows: number;
      rows: ImportRow[];
      now: Date;
    },
  ): Promise<string> {
    const r = await sql<{ id: string }>`
      INSERT INTO workbench_imports (supplier_id, user_id, file_name, total_rows, error_rows, change_rows, created_at)
      VALUES (${p.supplierId}, ${p.userId}, ${p.fileName}, ${p.totalRows}, ${p.errorRows}, ${p.rows.length}, ${p.now})
      RETURNING id::text AS id`.execute(db);
    const id = r.rows[0]!.id;
    for (let i = 0; i < p.rows.length; i += 5000) {
      const part = p.rows.slice(i, i + 5000);
      await sql`
        INSERT INTO workbench_import_rows (import_id, seq, row_no, goods_id, version, list_price, market_price, stock)
        SELECT ${id}, * FROM unnest(${part.map((x) => x.seq)}::int[], ${part.map((x) => x.rowNo)}::int[],
          ${part.map((x) => x.goodsId)}::bigint[], ${part.map((x) => x.version)}::int[],
          ${part.map((x) => x.listPrice)}::bigint[], ${part.map((x) => x.marketPrice)}::bigint[],
          ${part.map((x) => JSON.stringify(x.stock))}::jsonb[])`.execute(db);
    }
    return id;
  }

  /**
   * The supplier's import, locked (one apply at a time), with the rows taken so far (`done_rows`: also
   * where the next batch starts, rows being taken in file order) and applied of them; undefined for
   * another's or an expired one.
   */
  async lockImport(db: Executor, id: string, supplierId: string, now: Date) {
    const r = await sql<{ error_rows: number; change_rows: number; done_rows: number; applied_rows: number }>`
      SELECT error_rows, change_rows, done_rows, applied_rows FROM workbench_imports
      WHERE id = ${id} AND supplier_id = ${supplierId} AND created_at >= ${new Date(now.getTime() - IMPORT_KEPT_MS)}
      FOR UPDATE`.execute(db);
    return r.rows[0];
  }

  /** The next rows after the `done` taken ones, in file order. */
  async nextRows(db: Executor, id: string, done: number, limit: number): Promise<ImportRow[]> {
    const r = await sql<{
      seq: number;
      row_no: number;
      goods_id: string;
      version: number;
      list_price: string | null;
      market_price: string | null;
      stock: { warehouseId: string; quantity: number }[];
    }>`
      SELECT seq, row_no, goods_id::text AS goods_id, version, list_price::text AS list_price,
        market_price::text AS market_price, stock
      FROM workbench_import_rows WHERE import_id = ${id} AND seq > ${done}
      ORDER BY seq LIMIT ${limit}`.execute(db);
    return r.rows.map((x) => ({
      seq: x.seq,
      rowNo: x.row_no,
      goodsId: x.goods_id,
      version: x.version,
      listPrice: x.list_price === null ? null : Number(x.list_price),
      marketPrice: x.market_price === null ? null : Number(x.market_price),
      stock: x.stock,
    }));
  }

  /**
   * Counts a batch taken (`taken` rows, `applied` of them applied) on the import's head, keeps why each
   * refused row was refused, and answers the progress.
   */
  async taken(
    db: Executor,
    id: string,
    p: { taken: number; applied: number; refused: readonly { seq: number; failure: string }[]; now: Date },
  ): Promise<{ done: number; applied: number }> {
    if (p.refused.length > 0)
      await sql`
        UPDATE workbench_import_rows r SET applied_at = ${p.now}, failure = v.failure
        FROM unnest(${p.refused.map((x) => x.seq)}::int[], ${p.refused.map((x) => x.failure)}::text[]) AS v(seq, failure)
        WHERE r.import_id = ${id} AND r.seq = v.seq`.execute(db);
    const r = await sql<{ done: number; applied: number }>`
      UPDATE workbench_imports SET done_rows = done_rows + ${p.taken}, applied_rows = applied_rows + ${p.applied}
      WHERE id = ${id} RETURNING done_rows AS done, applied_rows AS applied`.execute(db);
    return r.rows[0]!;
  }
}
