import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { cardQuery, type Viewer } from '../goods/goods-card.repo';

/**
 * What pricing a line needs of its goods beside the card, over `goods as g`: status, freight template,
 * whether the division chain limits it, and the fastest delivery from a warehouse holding stock that
 * serves the province (any warehouse without one).
 */
export function pricingFacts(chain: readonly string[]) {
  const province = chain[0] ?? null;
  return [
    'g.status',
    'g.freight_template_id',
    (chain.length
      ? sql<boolean>`EXISTS (SELECT 1 FROM goods_area_limits l
          WHERE l.goods_id = g.id AND l.division_code = ANY (${[...chain]}::text[]))`
      : sql<boolean>`false`
    ).as('limited'),
    (province
      ? sql<number | null>`(SELECT min(w.delivery_days)::int FROM goods_stock st
          JOIN warehouses w ON w.id = st.warehouse_id
          WHERE st.goods_id = g.id AND st.quantity > 0 AND ${province} = ANY (w.serves))`
      : sql<number | null>`(SELECT min(w.delivery_days)::int FROM goods_stock st
          JOIN warehouses w ON w.id = st.warehouse_id
          WHERE st.goods_id = g.id AND st.quantity > 0)`
    ).as('delivery_days'),
  ] as const;
}

export type GoodsFactsRow = Awaited<ReturnType<PricingRepo['goodsFacts']>>[number];

/**
 * SQL of what prices a line (the cart's list, the checkout of cart lines and of priced lines that come
 * from elsewhere): the goods' cards with their pricing facts, and the freight templates.
 */
export class PricingRepo {
  /** The goods with their card for the viewer and their pricing facts, in one statement. */
  goodsFacts(db: Executor, viewer: Viewer, chain: readonly string[], goodsIds: readonly string[]) {
    return cardQuery(db, viewer)
      .select(pricingFacts(chain))
      .where('g.id', 'in', goodsIds.length ? goodsIds : ['0'])
      .execute();
  }

  /** Freight templates with their rules for the division chain, in one statement. */
  async freightTemplates(db: Executor, ids: readonly string[], chain: readonly string[]) {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('freight_templates as t')
      .leftJoin('freight_template_rules as r', (j) =>
        j.onRef('r.template_id', '=', 't.id').on(sql<boolean>`r.division_code = ANY (${[...chain]}::text[])`),
      )
      .select([
        't.id',
        't.name',
        't.default_fee',
        't.free_threshold',
        'r.division_code',
        'r.fee',
        'r.free_threshold as rule_free_threshold',
        'r.delivery_days',
      ])
      .where('t.id', 'in', ids)
      .execute();
    const byId = new Map<
      string,
      {
        id: string;
        name: string;
        default_fee: string;
        free_threshold: string;
        rules: { division_code: string; fee: string; free_threshold: string; delivery_days: number }[];
      }
    >();
    for (const r of rows) {
      let t = byId.get(r.id);
      if (!t) {
        t = {
          id: r.id,
          name: r.name,
          default_fee: r.default_fee,
          free_threshold: r.free_threshold,
          rules: [],
        };
        byId.set(r.id, t);
      }
      if (
        r.division_code !== null &&
        r.fee !== null &&
        r.rule_free_threshold !== null &&
        r.delivery_days !== null
      ) {
        t.rules.push({
          division_code: r.division_code,
          fee: r.fee,
          free_threshold: r.rule_free_threshold,
          delivery_days: r.delivery_days,
        });
      }
    }
    return [...byId.values()];
  }
}
