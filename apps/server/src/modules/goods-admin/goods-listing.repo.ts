import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { stockTotalOf } from '../stock/stock.repo';
import { describingColumns, fieldColumns, type WorkFields } from './goods-admin.repo';

/**
 * SQL of the listed goods rows the workbench writes: an approved version, a first listing with the item's
 * id, the listed price (with its history) and status. Search keys, counts and the search's kept answers
 * follow the goods row by themselves (an expression index and statement triggers, migrations 0005, 0020).
 */
export class GoodsListingRepo {
  /** The listed price changes at once, kept in the history. */
  setListedPrice(
    db: Executor,
    p: { id: string; supplierId: string; listPrice: number; marketPrice: number; by: string; now: Date },
  ): Promise<void> {
    return this.setListedPrices(db, [p], { by: p.by, now: p.now });
  }

  /**
   * `setListedPrice` for many items at once (a supplier's import), in one statement and one pass over the
   * goods rows whatever their number: a null price stays as it is; `recountStock` also recounts the item's
   * `stock_total` (the stock repo's rule, `stockTotalOf`) in the same pass. Only rows whose values differ
   * are written, and only those whose prices differ get a history row.
   */
  async setListedPrices(
    db: Executor,
    rows: readonly {
      id: string;
      listPrice: number | null;
      marketPrice: number | null;
      recountStock?: boolean;
    }[],
    p: { by: string | null; now: Date },
  ): Promise<void> {
    if (rows.length === 0) return;
    await sql`
      WITH v AS (
        SELECT g.id, g.supplier_id, coalesce(v.list_price, g.list_price) AS list_price,
          coalesce(v.market_price, g.market_price) AS market_price,
          (coalesce(v.list_price, g.list_price) <> g.list_price
            OR coalesce(v.market_price, g.market_price) <> g.market_price) AS priced,
          CASE WHEN v.recount THEN ${stockTotalOf(sql`g.id`)} ELSE g.stock_total END AS stock_total,
          g.stock_total AS stock_before
        FROM unnest(${rows.map((r) => r.id)}::bigint[], ${rows.map((r) => r.listPrice)}::bigint[],
          ${rows.map((r) => r.marketPrice)}::bigint[], ${rows.map((r) => r.recountStock === true)}::bool[])
          AS v(id, list_price, market_price, recount)
        JOIN goods g ON g.id = v.id
      ), written AS (
        UPDATE goods g SET list_price = v.list_price, market_price = v.market_price,
          stock_total = v.stock_total, updated_at = CASE WHEN v.priced THEN ${p.now}::timestamptz ELSE g.updated_at END
        FROM v WHERE g.id = v.id AND (v.priced OR v.stock_total <> v.stock_before)
      )
      INSERT INTO goods_price_history (goods_id, supplier_id, list_price, market_price, changed_by, changed_at)
      SELECT id, supplier_id, list_price, market_price, ${p.by}::bigint, ${p.now}::timestamptz
      FROM v WHERE priced ORDER BY id`.execute(db);
  }

  async setListedStatus(db: Executor, id: string, status: 'on' | 'off', now: Date): Promise<void> {
    await db.updateTable('goods').set({ status, updated_at: now }).where('id', '=', id).execute();
  }

  /** Writes an approved version into its goods row (prices stay as the listed row has them). */
  async writeListed(
    db: Executor,
    p: {
      id: string;
      fields: WorkFields;
      catalog1Id: string;
      catalog2Id: string;
      modelNorm: string;
      searchTerms: string[];
      now: Date;
    },
  ): Promise<void> {
    await db
      .updateTable('goods')
      .set({
        ...describingColumns(p.fields),
        catalog1_id: p.catalog1Id,
        catalog2_id: p.catalog2Id,
        model_norm: p.modelNorm,
        search_terms: p.searchTerms,
        status: 'on',
        updated_at: p.now,
      })
      .where('id', '=', p.id)
      .execute();
  }

  /** A first approval: the goods row, with the id the draft had. */
  async insertListed(
    db: Executor,
    p: {
      id: string;
      supplierId: string;
      skuCode: string;
      fields: WorkFields;
      catalog1Id: string;
      catalog2Id: string;
      modelNorm: string;
      searchTerms: string[];
      freightTemplateId: string | null;
      now: Date;
    },
  ): Promise<void> {
    const f = p.fields;
    await db
      .insertInto('goods')
      .values({
        id: p.id,
        sku_code: p.skuCode,
        ...fieldColumns(f),
        catalog1_id: p.catalog1Id,
        catalog2_id: p.catalog2Id,
        supplier_id: p.supplierId,
        model_norm: p.modelNorm,
        search_terms: p.searchTerms,
        freight_template_id: p.freightTemplateId,
        status: 'on',
        created_at: p.now,
        updated_at: p.now,
      })
      .execute();
    await db
      .insertInto('goods_price_history')
      .values({
        goods_id: p.id,
        supplier_id: p.supplierId,
        list_price: f.listPrice,
        market_price: f.marketPrice,
        changed_by: null,
        changed_at: p.now,
      })
      .execute();
  }

  async firstFreightTemplate(db: Executor, supplierId: string): Promise<string | null> {
    const r = await db
      .selectFrom('freight_templates')
      .select('id')
      .where('supplier_id', '=', supplierId)
      .orderBy('id')
      .executeTakeFirst();
    return r?.id ?? null;
  }
}
