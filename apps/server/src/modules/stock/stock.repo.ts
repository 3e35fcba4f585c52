import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/database';

/** Stock of one goods in one warehouse, as `lockStock` reads it. */
export interface StockRow {
  goods_id: string;
  warehouse_id: string;
  quantity: number;
}

/** Pieces of one goods taken from (positive) or given back to (negative) one warehouse. */
export interface StockMove {
  goodsId: string;
  warehouseId: string;
  quantity: number;
}

/** A goods' `stock_total` as SQL: the sum of its stock over its warehouses (`goodsId`: its id's SQL). */
export const stockTotalOf = (goodsId: RawBuilder<unknown>) =>
  sql<number>`(SELECT coalesce(sum(quantity), 0)::int FROM goods_stock WHERE goods_id = ${goodsId})`;

/**
 * SQL of stock (`goods_stock`, the goods' `stock_total` and `sales`) and of what order lines took of it
 * (`order_line_stock`): the one place orders, cancellations, returns and whatever next creates orders
 * (bidding awards, purchasing plans) move stock. Every change locks the goods rows first, in id order,
 * so concurrent changes queue instead of deadlocking.
 */
export class StockRepo {
  /** Locks the goods rows, in id order (the one order every stock change takes). */
  async lockGoods(db: Executor, goodsIds: readonly string[]): Promise<void> {
    const ids = [...new Set(goodsIds)].sort((a, b) => Number(a) - Number(b));
    if (ids.length === 0) return;
    await sql`SELECT id FROM goods WHERE id = ANY (${ids}::bigint[]) ORDER BY id FOR NO KEY UPDATE`.execute(
      db,
    );
  }

  /**
   * Stock of the goods in the warehouses serving the province (all warehouses without one), locked,
   * fastest warehouse first: the order stock is taken in.
   */
  async lockStock(db: Executor, goodsIds: readonly string[], province: string | null): Promise<StockRow[]> {
    const rows = await sql<StockRow>`
      SELECT st.goods_id::text AS goods_id, st.warehouse_id::text AS warehouse_id, st.quantity
      FROM goods_stock st JOIN warehouses w ON w.id = st.warehouse_id
      WHERE st.goods_id = ANY (${[...goodsIds]}::bigint[]) AND st.quantity > 0
        AND (${province}::text IS NULL OR ${province}::text = ANY (w.serves))
      ORDER BY st.goods_id, w.delivery_days, st.warehouse_id
      FOR UPDATE OF st`.execute(db);
    return rows.rows;
  }

  /** Takes stock per warehouse (the goods locked by the caller); the goods' total and sales follow. */
  take(db: Executor, moves: readonly StockMove[]): Promise<void> {
    return this.move(db, moves);
  }

  /** Gives back what `take` took (a cancellation); the goods' total and sales follow. */
  giveBack(db: Executor, moves: readonly StockMove[]): Promise<void> {
    return this.move(
      db,
      moves.map((m) => ({ ...m, quantity: -m.quantity })),
    );
  }

  /** Takes (or, negative, gives back) stock per warehouse and keeps goods.stock_total and sales in step. */
  private async move(db: Executor, moves: readonly StockMove[]): Promise<void> {
    if (moves.length === 0) return;
    const goodsIds = moves.map((m) => m.goodsId);
    const warehouseIds = moves.map((m) => m.warehouseId);
    const quantities = moves.map((m) => m.quantity);
    await sql`
      UPDATE goods_stock st SET quantity = st.quantity - m.q
      FROM unnest(${goodsIds}::bigint[], ${warehouseIds}::bigint[], ${quantities}::int[]) AS m(g, w, q)
      WHERE st.goods_id = m.g AND st.warehouse_id = m.w`.execute(db);
    await sql`
      UPDATE goods g SET stock_total = g.stock_total - m.q, sales = greatest(g.sales + m.q, 0)
      FROM (SELECT g, sum(q)::int AS q FROM unnest(${goodsIds}::bigint[], ${quantities}::int[]) AS x(g, q)
            GROUP BY g) m
      WHERE g.id = m.g`.execute(db);
  }

  /**
   * Sets one goods' stock in one warehouse (the supplier's own count, workbench 商品管理; the goods locked
   * by the caller) and its stock_total to the sum over its warehouses.
   */
  setStock(db: Executor, goodsId: string, warehouseId: string, quantity: number): Promise<void> {
    return this.setStocks(db, [{ goodsId, warehouseId, quantity }]);
  }

  /**
   * `setStock` for many counts at once (a supplier's import): two statements whatever their number; with
   * `totals: false` only the counts, for a caller that recounts `stock_total` (`stockTotalOf`) in its own
   * single pass over the goods rows.
   */
  async setStocks(
    db: Executor,
    counts: readonly { goodsId: string; warehouseId: string; quantity: number }[],
    opts: { totals?: boolean } = {},
  ): Promise<void> {
    if (counts.length === 0) return;
    await sql`
      INSERT INTO goods_stock AS st (goods_id, warehouse_id, quantity)
      SELECT * FROM unnest(${counts.map((c) => c.goodsId)}::bigint[], ${counts.map((c) => c.warehouseId)}::bigint[],
        ${counts.map((c) => c.quantity)}::int[])
      ON CONFLICT (goods_id, warehouse_id) DO UPDATE SET quantity = EXCLUDED.quantity
      WHERE st.quantity IS DISTINCT FROM EXCLUDED.quantity`.execute(db);
    if (opts.totals === false) return;
    await sql`
      UPDATE goods g SET stock_total = ${stockTotalOf(sql`g.id`)}
      WHERE g.id = ANY (${[...new Set(counts.map((c) => c.goodsId))]}::bigint[])`.execute(db);
  }

  /** Records what each order line took of each warehouse (what a cancellation or a return gives back). */
  async recordTaken(
    db: Executor,
    rows: readonly { lineId: string; warehouseId: string; quantity: number }[],
  ): Promise<void> {
    if (rows.length === 0) return;
    await db
      .insertInto('order_line_stock')
      .values(
        rows.map((r) => ({ order_line_id: r.lineId, warehouse_id: r.warehouseId, quantity: r.quantity })),
      )
      .execute();
  }

  /** What an order took from stock, to give back. */
  async stockOf(db: Executor, orderId: string): Promise<StockMove[]> {
    const rows = await db
      .selectFrom('order_line_stock as s')
      .innerJoin('order_lines as l', 'l.id', 's.order_line_id')
      .select(['l.goods_id', 's.warehouse_id', 's.quantity'])
      .where('l.order_id', '=', orderId)
      .orderBy('l.goods_id')
      .orderBy('s.warehouse_id')
      .execute();
    return rows.map((r) => ({ goodsId: r.goods_id, warehouseId: r.warehouse_id, quantity: r.quantity }));
  }

  /**
   * Puts goods a supplier received back (a return) into the warehouses their order lines took them from:
   * per line `num` units, in warehouse order, and the line's record of what it took shrinks by as much, so
   * that a second return of the same line goes on from there and never gives back more than was taken.
   * Goods are locked first, in id order, as an order's submission and cancellation lock them. Answers the
   * units put back.
   */
  async restock(db: Executor, lines: readonly { orderLineId: string; num: number }[]): Promise<number> {
    const ids = lines.filter((l) => l.num > 0).map((l) => l.orderLineId);
    if (ids.length === 0) return 0;
    const goods = await db.selectFrom('order_lines').select('goods_id').where('id', 'in', ids).execute();
    await this.lockGoods(
      db,
      goods.map((g) => g.goods_id),
    );
    const taken = await db
      .selectFrom('order_line_stock as s')
      .innerJoin('order_lines as l', 'l.id', 's.order_line_id')
      .select(['s.order_line_id', 'l.goods_id', 's.warehouse_id', 's.quantity'])
      .where('s.order_line_id', 'in', ids)
      .orderBy('s.order_line_id')
      .orderBy('s.warehouse_id')
      .forUpdate('s')
      .execute();
    const left = new Map(lines.map((l) => [l.orderLineId, l.num]));
    const back: StockMove[] = [];
    for (const t of taken) {
      const q = Math.min(t.quantity, left.get(t.order_line_id) ?? 0);
      if (q <= 0) continue;
      left.set(t.order_line_id, (left.get(t.order_line_id) ?? 0) - q);
      back.push({ goodsId: t.goods_id, warehouseId: t.warehouse_id, quantity: q });
      // A line that gives back all it took of a warehouse keeps no record of it (quantity > 0).
      if (q === t.quantity) {
        await db
          .deleteFrom('order_line_stock')
          .where('order_line_id', '=', t.order_line_id)
          .where('warehouse_id', '=', t.warehouse_id)
          .execute();
      } else {
        await db
          .updateTable('order_line_stock')
          .set({ quantity: t.quantity - q })
          .where('order_line_id', '=', t.order_line_id)
          .where('warehouse_id', '=', t.warehouse_id)
          .execute();
      }
    }
    await this.giveBack(db, back);
    return back.reduce((n, m) => n + m.quantity, 0);
  }
}
