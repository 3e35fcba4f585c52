import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { FreightRow } from '../goods-detail/goods-detail.repo';

/** Whose 核价单: one user of one organization. */
export interface Owner {
  organizationId: string;
  userId: string;
}

/** A 核价单 line with what grouping and pricing need of its goods. */
export interface CompareLineRow {
  id: string;
  goods_id: string;
  num: number;
  created_at: Date;
  updated_at: Date;
  status: 'on' | 'off';
  catalog_id: string;
  catalog_name: string;
  series: string;
  freight_template_id: string | null;
}

/** SQL of the 核价单 (table compare_price_lines): every query is scoped to the owner. */
export class CompareRepo {
  /** The owner's lines (all, or those of `ids`), oldest first. */
  lines(db: Executor, owner: Owner, ids?: readonly string[]): Promise<CompareLineRow[]> {
    let q = db
      .selectFrom('compare_price_lines as l')
      .innerJoin('goods as g', 'g.id', 'l.goods_id')
      .innerJoin('catalogs as c', 'c.id', 'g.catalog_id')
      .select([
        'l.id',
        'l.goods_id',
        'l.num',
        'l.created_at',
        'l.updated_at',
        'g.status',
        'g.catalog_id',
        'c.name as catalog_name',
        'g.series',
        'g.freight_template_id',
      ])
      .where('l.user_id', '=', owner.userId)
      .where('l.organization_id', '=', owner.organizationId);
    if (ids) q = q.where('l.id', 'in', ids);
    return q.orderBy('l.created_at').orderBy('l.id').execute();
  }

  /** Locks the owner's lines of `ids` (the others are not returned) for a change in a transaction. */
  lockLines(db: Executor, owner: Owner, ids: readonly string[]) {
    return db
      .selectFrom('compare_price_lines')
      .select(['id', 'goods_id', 'num'])
      .where('user_id', '=', owner.userId)
      .where('organization_id', '=', owner.organizationId)
      .where('id', 'in', ids)
      .orderBy('id')
      .forUpdate()
      .execute();
  }

  async deleteLines(db: Executor, owner: Owner, ids: readonly string[]): Promise<number> {
    const r = await db
      .deleteFrom('compare_price_lines')
      .where('user_id', '=', owner.userId)
      .where('organization_id', '=', owner.organizationId)
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  async count(db: Executor, owner: Owner): Promise<number> {
    const r = await db
      .selectFrom('compare_price_lines')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', owner.userId)
      .where('organization_id', '=', owner.organizationId)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  division(db: Executor, code: string) {
    return db.selectFrom('divisions').select(['code', 'name']).where('code', '=', code).executeTakeFirst();
  }

  /** Names of the division chain (province, city, county), in that order. */
  async divisionNames(db: Executor, chain: readonly string[]): Promise<string[]> {
    if (chain.length === 0) return [];
    const rows = await db
      .selectFrom('divisions')
      .select(['code', 'name'])
      .where('code', 'in', chain)
      .execute();
    const byCode = new Map(rows.map((r) => [r.code, r.name]));
    return chain.flatMap((c) => (byCode.has(c) ? [byCode.get(c)!] : []));
  }

  /** The goods limited in one of the divisions of `chain`. */
  async limitedGoods(db: Executor, ids: readonly string[], chain: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0 || chain.length === 0) return new Set();
    const rows = await db
      .selectFrom('goods_area_limits')
      .select('goods_id')
      .distinct()
      .where('goods_id', 'in', ids)
      .where('division_code', 'in', chain)
      .execute();
    return new Set(rows.map((r) => r.goods_id));
  }

  /** The fastest warehouse holding stock per goods, among those serving `province` (any when null). */
  async deliveryDays(
    db: Executor,
    ids: readonly string[],
    province: string | null,
  ): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    let q = db
      .selectFrom('goods_stock as st')
      .innerJoin('warehouses as w', 'w.id', 'st.warehouse_id')
      .select(['st.goods_id', sql<number>`min(w.delivery_days)::int`.as('days')])
      .where('st.goods_id', 'in', ids)
      .where('st.quantity', '>', 0)
      .groupBy('st.goods_id');
    if (province) q = q.where(sql<boolean>`${province} = ANY (w.serves)`);
    const rows = await q.execute();
    return new Map(rows.map((r) => [r.goods_id, Number(r.days)]));
  }

  /** Freight templates with their rules for the division chain. */
  async freightTemplates(
    db: Executor,
    ids: readonly string[],
    chain: readonly string[],
  ): Promise<FreightRow[]> {
    if (ids.length === 0) return [];
    const [templates, rules] = await Promise.all([
      db
        .selectFrom('freight_templates')
        .select(['id', 'name', 'default_fee', 'free_threshold'])
        .where('id', 'in', ids)
        .execute(),
      chain.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('freight_template_rules')
            .select(['template_id', 'division_code', 'fee', 'free_threshold', 'delivery_days'])
            .where('template_id', 'in', ids)
            .where('division_code', 'in', chain)
            .execute(),
    ]);
    return templates.map((t) => ({ ...t, rules: rules.filter((r) => r.template_id === t.id) }));
  }

  /** The buyer organization and the user, for the report's heading. */
  owner(db: Executor, owner: Owner) {
    return db
      .selectFrom('users as u')
      .innerJoin('organizations as o', 'o.id', 'u.organization_id')
      .select((eb) => [
        'u.fullname',
        'u.username',
        // An individual account's own organization is none to name (it belongs to no buyer yet).
        eb
          .case()
          .when('o.kind', '=', 'individual')
          .then('')
          .else(eb.ref('o.name'))
          .end()
          .as('organization_name'),
      ])
      .where('u.id', '=', owner.userId)
      .where('o.id', '=', owner.organizationId)
      .executeTakeFirst();
  }
}
