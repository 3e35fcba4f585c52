import { sql } from 'kysely';
import type { GoodsCard } from '@pm/contract/goods';
import { PREPARED, type Executor } from '../../db/database';

/** The province, city and county codes a division code lies in ('320506' → 320000, 320500, 320506). */
export function divisionChain(code: string): string[] {
  const province = `${code.slice(0, 2)}0000`;
  const city = `${code.slice(0, 4)}00`;
  return [...new Set([province, city, code])];
}

/** Who is looking and where: prices depend on the organization, stock and limits on the division. */
export interface Viewer {
  /** The caller's organization, null for visitors (list prices only). */
  organizationId: string | null;
  divisionCode?: string | undefined;
}

/** The goods card's columns over `goods as g`, for the viewer (its price and its division's stock). */
export function cardQuery(db: Executor, viewer: Viewer) {
  const org = viewer.organizationId;
  const province = viewer.divisionCode ? divisionChain(viewer.divisionCode)[0]! : null;
  return db
    .selectFrom('goods as g')
    .innerJoin('brands as b', 'b.id', 'g.brand_id')
    .innerJoin('organizations as s', 's.id', 'g.supplier_id')
    .leftJoin('goods_agreement_prices as ap', (j) =>
      j.onRef('ap.goods_id', '=', 'g.id').on('ap.organization_id', '=', org ?? '0'),
    )
    .select([
      'g.id',
      'g.sku_code',
      'g.name',
      'g.brand_id',
      'b.name_cn as brand_name',
      'g.model',
      'g.spec',
      'g.unit',
      'g.list_price',
      'g.market_price',
      'ap.price as agreement_price',
      'g.stock_total',
      'g.images',
      'g.moq',
      'g.order_multiple',
      'g.sales',
      'g.catalog_id',
      'g.supplier_id',
      's.short_name',
      's.name as supplier_name',
    ])
    .select(
      province
        ? sql<number>`coalesce((SELECT sum(st.quantity)::int FROM goods_stock st
            JOIN warehouses w ON w.id = st.warehouse_id
            WHERE st.goods_id = g.id AND ${province} = ANY (w.serves)), 0)`.as('division_stock')
        : sql<number>`g.stock_total`.as('division_stock'),
    );
}

export type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>['execute']>>[number];

/** A row of `cardQuery` as the contract's goods card. */
export function cardOf(r: CardRow): GoodsCard {
  const listPrice = Number(r.list_price);
  const agreement = r.agreement_price === null ? null : Number(r.agreement_price);
  return {
    id: r.id,
    skuCode: r.sku_code,
    name: r.name,
    brandId: r.brand_id,
    brandName: r.brand_name,
    model: r.model,
    spec: r.spec,
    unit: r.unit,
    price: agreement ?? listPrice,
    listPrice,
    marketPrice: Number(r.market_price),
    agreement: agreement !== null,
    stock: Number(r.division_stock),
    image: r.images[0] ?? '',
    moq: r.moq,
    orderMultiple: r.order_multiple,
    sales: r.sales,
    catalogId: r.catalog_id,
    supplierId: r.supplier_id,
    supplierName: r.short_name ?? r.supplier_name,
  };
}

/**
 * Goods cards by id, in the order of `ids`, with the viewer's price and the division's stock.
 * Missing ids are skipped. Every list of goods (search, floors, recommendations) ends here.
 */
export class GoodsCardRepo {
  async cardsByIds(db: Executor, ids: readonly string[], viewer: Viewer): Promise<GoodsCard[]> {
    if (ids.length === 0) return [];
    // One text whatever the number of ids (an array), prepared once per connection: its plan (a few
    // joins by primary key) costs as much as running it.
    const rows = await cardQuery(db, viewer)
      .modifyFront(PREPARED)
      .where('g.id', '=', sql<string>`ANY (${[...ids]}::bigint[])`)
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const cards: GoodsCard[] = [];
    for (const id of ids) {
      const r = byId.get(id);
      if (r) cards.push(cardOf(r));
    }
    return cards;
  }
}
