import type { Executor } from '../../db/database';
import type { WorkFields } from './goods-admin.repo';

/**
 * SQL of the listed goods rows the workbench writes: an approved version, a first listing with the item's
 * id, the listed price (with its history) and status. Search keys, counts and the search's kept answers
 * follow the goods row by themselves (an expression index and statement triggers, migrations 0005, 0020).
 */
export class GoodsListingRepo {
  /** The listed price changes at once, kept in the history. */
  async setListedPrice(
    db: Executor,
    p: { id: string; supplierId: string; listPrice: number; marketPrice: number; by: string; now: Date },
  ): Promise<void> {
    await db
      .updateTable('goods')
      .set({ list_price: p.listPrice, market_price: p.marketPrice, updated_at: p.now })
      .where('id', '=', p.id)
      .execute();
    await db
      .insertInto('goods_price_history')
      .values({
        goods_id: p.id,
        supplier_id: p.supplierId,
        list_price: p.listPrice,
        market_price: p.marketPrice,
        changed_by: p.by,
        changed_at: p.now,
      })
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
    const f = p.fields;
    await db
      .updateTable('goods')
      .set({
        name: f.name,
        brand_id: f.brandId,
        catalog_id: f.catalogId,
        catalog1_id: p.catalog1Id,
        catalog2_id: p.catalog2Id,
        model: f.model,
        spec: f.spec,
        attrs: JSON.stringify(f.attrs),
        unit: f.unit,
        moq: f.moq,
        order_multiple: f.orderMultiple,
        images: f.images,
        description: f.description,
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
        name: f.name,
        brand_id: f.brandId,
        catalog_id: f.catalogId,
        catalog1_id: p.catalog1Id,
        catalog2_id: p.catalog2Id,
        supplier_id: p.supplierId,
        model: f.model,
        spec: f.spec,
        attrs: JSON.stringify(f.attrs),
        unit: f.unit,
        moq: f.moq,
        order_multiple: f.orderMultiple,
        list_price: f.listPrice,
        market_price: f.marketPrice,
        images: f.images,
        description: f.description,
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
