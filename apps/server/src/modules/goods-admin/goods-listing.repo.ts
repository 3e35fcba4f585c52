import { sql } from 'kysely';
import type { Executor } from '../../db/database';
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
    return this.setListedPrices(db, [p]);
  }

  /** `setListedPrice` for many items at once (a supplier's import): two statements whatever their number. */
  async setListedPrices(
    db: Executor,
    rows: readonly {
      id: string;
      supplierId: string;
      listPrice: number;
      marketPrice: number;
      by: string;
      now: Date;
    }[],
  ): Promise<void> {
    if (rows.length === 0) return;
    const ids = rows.map((r) => r.id);
    const lists = rows.map((r) => r.listPrice);
    const markets = rows.map((r) => r.marketPrice);
    await sql`
      UPDATE goods g SET list_price = v.list_price, market_price = v.market_price, updated_at = ${rows[0]!.now}
      FROM unnest(${ids}::bigint[], ${lists}::bigint[], ${markets}::bigint[]) AS v(id, list_price, market_price)
      WHERE g.id = v.id`.execute(db);
    await db
      .insertInto('goods_price_history')
      .values(
        rows.map((r) => ({
          goods_id: r.id,
          supplier_id: r.supplierId,
          list_price: r.listPrice,
          market_price: r.marketPrice,
          changed_by: r.by,
          changed_at: r.now,
        })),
      )
      .execute();
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
