/**
 * The SQL of goods search. One GIN index (goods_search_keys, migration 0005) holds, per item, the words
 * of its name, brand, model, spec and catalogs (search-terms.ts) plus keys for its catalogs, brand, a
 * sample bucket and its price, sales and newness tiers (search-keys.ts). A search is answered by the
 * index first and reads table rows only for what it returns:
 *
 * - sample(): the matches within some of the 256 sample buckets, grouped by brand, catalog, price band and
 *   tiers. One bucket tells how big the match set is; a few buckets give the facets of a huge set.
 * - probeOrExact(): one sample bucket and, when it shows a small set, every match at once (total, page
 *   and facets) in the same statement.
 * - window(): the first rows of a huge set in sort order, read from its best tiers only (the sample
 *   says which tiers hold enough rows), so 100,000 matches never get sorted.
 * - counts(): browsing without a keyword reads the on-sale counts kept by triggers.
 */
import { sql, type RawBuilder } from 'kysely';
import type { GoodsCard } from '@pm/contract/goods';
import type { Db, Executor } from '../../db/database';
import { cardOf, cardQuery, type CardRow, type Viewer } from './goods-card.repo';

/** Upper edges (fen, exclusive) of the price bands 0–6; band 7 is open. Same as goods_price_band(). */
export const PRICE_BAND_EDGES = [1000, 5000, 10000, 50000, 100000, 500000, 1000000] as const;

export type SortKey = 'sales' | 'newest' | 'priceAsc' | 'priceDesc';

/** The conditions of a search. */
export interface Match {
  /** Keys every match holds. */
  all: string[];
  /** Groups of alternatives: a match holds every key of at least one alternative of each group. */
  groups: string[][][];
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  inStock: boolean;
  /**
   * Only the goods in stock for the caller ('in') or only those that are not ('out'): 综合 reads the
   * goods in stock first (see `stockedOf`).
   */
  stock?: 'in' | 'out' | undefined;
  /** Province code for stock, when the caller named a division. */
  province: string | null;
  /** The caller's organization: its agreement prices are the prices. */
  organizationId: string | null;
  /**
   * Price tier keys (of list prices) that every match holds one of: a price filter looked up in the
   * index, so that the rows outside the range are never read (the range itself is checked on the rows).
   */
  priceKeys?: string[] | undefined;
  /** The caller's agreement factors (price filters and sorts of a signed-in buyer). */
  factors?: AgreementFactors | null | undefined;
}

/** The lowest and highest agreement price / list price of an organization (1 and 1 without any). */
export interface AgreementFactors {
  min: number;
  max: number;
}

/** What makes a match rank higher (exact path only). */
export interface Scoring {
  modelKeys: string[];
  /** Brand names (lower case) the keyword names: goods of these brands rank higher. */
  brandNames: string[];
  phrases: string[];
}

export interface SampleRow {
  brandId: string;
  catalogId: string;
  band: number;
  salesTier: number;
  /** Fine price tier (goods_price_fine_tier) of the caller's price. */
  priceTier: number;
  ageTier: number;
  n: number;
}

export interface ExactResult {
  total: number;
  ids: string[];
  /** The page's goods cards, in the order of `ids`, when they were asked for (a viewer given). */
  cards?: GoodsCard[];
  brands: { id: string; n: number }[];
  catalogs: { id: string; n: number }[];
  bands: { band: number; n: number }[];
}

export interface CountRow {
  catalogId: string | null;
  brandId: string | null;
  band: number | null;
  n: number;
}

const KEYS = sql`goods_search_keys(g.search_terms, g.catalog_id, g.catalog2_id, g.catalog1_id, g.brand_id, g.price_fine_tier, g.sales, g.created_at)`;

function priceOf(org: string | null): RawBuilder<number> {
  return org
    ? sql<number>`coalesce((SELECT ap.price FROM goods_agreement_prices ap
        WHERE ap.organization_id = ${org} AND ap.goods_id = g.id), g.list_price)`
    : sql<number>`g.list_price`;
}

/**
 * Whether a goods can be bought in the caller's area from stock: the stock of the warehouses serving
 * its province (all warehouses without one) reaches the minimum order quantity. The 仅看有货 filter and
 * the order of 综合 (goods in stock before those that are not) both read it.
 */
export function stockedOf(province: string | null): RawBuilder<boolean> {
  return province
    ? sql<boolean>`(SELECT coalesce(sum(st.quantity), 0) FROM goods_stock st JOIN warehouses w ON w.id = st.warehouse_id
        WHERE st.goods_id = g.id AND st.quantity > 0 AND ${province} = ANY (w.serves)) >= g.moq`
    : sql<boolean>`g.stock_total >= g.moq`;
}

function whereOf(m: Match, extra: RawBuilder<unknown>[] = []): RawBuilder<boolean> {
  const conds: RawBuilder<unknown>[] = [sql`g.status = 'on'`];
  if (m.all.length > 0) conds.push(sql`${KEYS} @> ${m.all}::text[]`);
  for (const group of m.groups) {
    const singles = group.filter((a) => a.length === 1).map((a) => a[0]!);
    const arms: RawBuilder<unknown>[] = group
      .filter((a) => a.length > 1)
      .map((a) => sql`${KEYS} @> ${a}::text[]`);
    if (singles.length > 0) arms.push(sql`${KEYS} && ${singles}::text[]`);
    conds.push(sql`(${sql.join(arms, sql` OR `)})`);
  }
  if (m.priceKeys) conds.push(sql`${KEYS} && ${m.priceKeys}::text[]`);
  const price = priceOf(m.organizationId);
  if (m.priceMin !== undefined) conds.push(sql`${price} >= ${m.priceMin}`);
  if (m.priceMax !== undefined) conds.push(sql`${price} <= ${m.priceMax}`);
  if (m.inStock || m.stock === 'in') conds.push(stockedOf(m.province));
  else if (m.stock === 'out') conds.push(sql`NOT ${stockedOf(m.province)}`);
  conds.push(...extra);
  return sql<boolean>`${sql.join(conds, sql` AND `)}`;
}

function orderOf(sort: SortKey): RawBuilder<unknown> {
  switch (sort) {
    case 'sales':
      return sql`c.sales DESC, c.id DESC`;
    case 'newest':
      return sql`c.created_at DESC, c.id DESC`;
    case 'priceAsc':
      return sql`c.price ASC, c.id ASC`;
    case 'priceDesc':
      return sql`c.price DESC, c.id DESC`;
  }
}

const num = (v: unknown): number => Number(v);

interface SampleColumns {
  brand_id: string;
  catalog_id: string;
  band: number;
  st: number;
  pt: number;
  nt: number;
  n: number;
}

/** A row of sampleQuery as json_build_array gives it (probeOrExact). */
type SampleJson = [string, string, number, number, number, number, number];

/** The matches within sample buckets (all with `buckets` null), grouped by what facets and tiers need. */
function sampleQuery(m: Match, buckets: string[] | null): RawBuilder<SampleColumns> {
  const price = priceOf(m.organizationId);
  const extra = buckets ? [sql`${KEYS} && ${buckets}::text[]`] : [];
  // The price keys are left out here: merging their long posting lists costs more than the few rows
  // of a sample bucket they would save (the range is checked on the rows).
  const where = whereOf({ ...m, priceKeys: undefined }, extra);
  return sql<SampleColumns>`
      SELECT g.brand_id, g.catalog_id, goods_price_band(${price}) AS band,
             goods_sales_tier(g.sales) AS st, goods_price_fine_tier(${price}) AS pt,
             goods_age_tier(g.created_at) AS nt, count(*)::int AS n
        FROM goods g
       WHERE ${where}
       GROUP BY 1, 2, 3, 4, 5, 6`;
}

function sampleRowOf(r: SampleColumns): SampleRow {
  return {
    brandId: String(r.brand_id),
    catalogId: String(r.catalog_id),
    band: num(r.band),
    salesTier: num(r.st),
    priceTier: num(r.pt),
    ageTier: num(r.nt),
    n: num(r.n),
  };
}

/** A row of cardQuery as row_to_json gives it: bigint columns as JSON numbers. */
type CardJson = Omit<CardRow, 'id' | 'brand_id' | 'catalog_id' | 'supplier_id'> & {
  id: string | number;
  brand_id: string | number;
  catalog_id: string | number;
  supplier_id: string | number;
};

/** The cards of `ids` in their order (as GoodsCardRepo.cardsByIds: missing ids skipped). */
function cardsInOrder(ids: string[], rows: CardJson[]): GoodsCard[] {
  const byId = new Map<string, CardRow>();
  for (const r of rows) {
    const row: CardRow = {
      ...r,
      id: String(r.id),
      brand_id: String(r.brand_id),
      catalog_id: String(r.catalog_id),
      supplier_id: String(r.supplier_id),
    };
    byId.set(row.id, row);
  }
  const cards: GoodsCard[] = [];
  for (const id of ids) {
    const r = byId.get(id);
    if (r) cards.push(cardOf(r));
  }
  return cards;
}

interface ExactColumns {
  total: number;
  ids: (string | number)[] | null;
  /** Null for an empty page, or when not asked for. */
  cards: CardJson[] | null;
  brands: { id: string | number; n: number }[] | null;
  catalogs: { id: string | number; n: number }[] | null;
  bands: { band: number; n: number }[] | null;
}

/** The CTE `c` of probeOrExact(): every match with what ordering and facets need; none unless `gate` holds. */
function exactMatches(
  m: Match,
  sort: SortKey | 'relevance',
  scoring: Scoring,
  gate: RawBuilder<unknown> | null,
): RawBuilder<unknown> {
  const price = priceOf(m.organizationId);
  const phrase =
    scoring.phrases.length > 0
      ? sql`(${sql.join(
          scoring.phrases.map((p) => sql`strpos(lower(g.name), ${p}) > 0`),
          sql` AND `,
        )})`
      : sql`false`;
  const score = sql<number>`(CASE WHEN g.model_norm = ANY (${scoring.modelKeys}::text[]) THEN 4 ELSE 0 END
      + CASE WHEN g.brand_id IN (SELECT b.id FROM brands b WHERE lower(b.name_cn) = ANY (${scoring.brandNames}::text[])
                                   OR lower(b.name_en) = ANY (${scoring.brandNames}::text[])) THEN 2 ELSE 0 END
      + CASE WHEN ${phrase} THEN 1 ELSE 0 END)`;
  // 综合: the goods in stock for the caller first, then by score.
  const stocked = sort === 'relevance' ? stockedOf(m.province) : sql`true`;
  // A gate of no columns is evaluated once, before the index is read (a one-time filter).
  return sql`
        SELECT g.id, g.brand_id, g.catalog_id, g.sales, g.created_at, ${price} AS price, ${score} AS score,
               ${stocked} AS stocked
          FROM goods g
         WHERE ${gate ? sql`${gate} AND ` : sql``}${whereOf(m)}`;
}

/** The CTE `o` of probeOrExact(): the page of the matches in `c`, in order (`n`). */
function exactPage(sort: SortKey | 'relevance', offset: number, limit: number): RawBuilder<unknown> {
  const order =
    sort === 'relevance' ? sql`c.stocked DESC, c.score DESC, c.sales DESC, c.id DESC` : orderOf(sort);
  return sql`SELECT c.id, row_number() OVER (ORDER BY ${order}) AS n FROM c ORDER BY ${order}
               LIMIT ${limit} OFFSET ${offset}`;
}

/**
 * The columns over the CTEs `c` (every match) and `o` (the page): total, the page's ids in order, the
 * facet counts and, for a viewer, the page's goods cards (goods-card.repo's columns, as JSON rows).
 */
function exactColumns(db: Executor, viewer: Viewer | null): RawBuilder<unknown> {
  const cards = viewer
    ? sql`(SELECT json_agg(card) FROM ${cardQuery(db, viewer).where('g.id', 'in', sql<string>`(SELECT o.id FROM o)`)} card)`
    : sql`NULL::json`;
  return sql`(SELECT count(*)::int FROM c) AS total,
             (SELECT json_agg(o.id::text ORDER BY o.n) FROM o) AS ids,
             ${cards} AS cards,
             (SELECT json_agg(json_build_object('id', b.brand_id::text, 'n', b.n))
                FROM (SELECT brand_id, count(*)::int AS n FROM c GROUP BY 1) b) AS brands,
             (SELECT json_agg(json_build_object('id', k.catalog_id::text, 'n', k.n))
                FROM (SELECT catalog_id, count(*)::int AS n FROM c GROUP BY 1) k) AS catalogs,
             (SELECT json_agg(json_build_object('band', d.band, 'n', d.n))
                FROM (SELECT goods_price_band(price) AS band, count(*)::int AS n FROM c GROUP BY 1) d) AS bands`;
}

function exactOf(r: ExactColumns, withCards: boolean): ExactResult {
  const ids = (r.ids ?? []).map(String);
  return {
    total: num(r.total),
    ids,
    ...(withCards ? { cards: cardsInOrder(ids, r.cards ?? []) } : {}),
    brands: (r.brands ?? []).map((b) => ({ id: String(b.id), n: num(b.n) })),
    catalogs: (r.catalogs ?? []).map((b) => ({ id: String(b.id), n: num(b.n) })),
    bands: (r.bands ?? []).map((b) => ({ band: num(b.band), n: num(b.n) })),
  };
}

export class SearchRepo {
  /**
   * The index reads of a search, on one connection. They need no parallel workers (their start costs
   * more than these index reads take, and a tier window's row estimate is often far too high) and no
   * JIT: every connection of the pool starts without them (db/database.ts CONNECTION_OPTIONS), so no
   * statement tunes them here (a statement is a socket write and a wait each way: the largest share of
   * a search's Node time). The search service passes its prepared reads (db/database.ts
   * createPreparedReads): each text of these statements is planned once per connection, with a generic
   * plan, which the statements below allow: their plans (index first, MATERIALIZED where the planner
   * must not choose otherwise) do not depend on the values.
   */
  async inTunedRead<T>(db: Db, fn: (conn: Executor) => Promise<T>): Promise<T> {
    return db.connection().execute(fn);
  }

  /** Matches within the given sample buckets (all matches when `buckets` is null), grouped. */
  async sample(db: Executor, m: Match, buckets: string[] | null): Promise<SampleRow[]> {
    const { rows } = await sampleQuery(m, buckets).execute(db);
    return rows.map(sampleRowOf);
  }

  /**
   * The matches within the sample buckets `buckets`, grouped (as sample()), and, when they are at most
   * `exactUpTo`, every match at once (the total, one page in order, the facets and, for a `viewer`, the
   * page's goods cards as GoodsCardRepo.cardsByIds gives them), in one statement: one round trip for the
   * small match sets, most searches. PostgreSQL reads the whole set only when the sample says it is small.
   */
  async probeOrExact(
    db: Executor,
    m: Match,
    buckets: string[],
    exactUpTo: number,
    sort: SortKey | 'relevance',
    scoring: Scoring,
    offset: number,
    limit: number,
    viewer: Viewer | null = null,
  ): Promise<{ probe: SampleRow[]; exact: ExactResult | null }> {
    const small = sql`(SELECT coalesce(sum(p.n), 0) FROM p) <= ${exactUpTo}`;
    const { rows } = await sql<ExactColumns & { probe: SampleJson[] | null; small: boolean }>`
      WITH p AS MATERIALIZED (${sampleQuery(m, buckets)}),
           c AS MATERIALIZED (${exactMatches(m, sort, scoring, small)}),
           o AS MATERIALIZED (${exactPage(sort, offset, limit)})
      SELECT (SELECT json_agg(json_build_array(p.brand_id::text, p.catalog_id::text, p.band, p.st, p.pt, p.nt, p.n))
                FROM p) AS probe,
             ${small} AS small,
             ${exactColumns(db, viewer)}`.execute(db);
    const r = rows[0]!;
    const probe = (r.probe ?? []).map(([brandId, catalogId, band, st, pt, nt, n]) =>
      sampleRowOf({ brand_id: brandId, catalog_id: catalogId, band, st, pt, nt, n }),
    );
    return { probe, exact: r.small ? exactOf(r, viewer !== null) : null };
  }

  /**
   * The first `take` matches in sort order whose sort tier (sales, newness or the caller's fine price tier)
   * lies within `tiers`, read through the index among the goods holding one of `tierKeys` (null: no
   * such index condition). Every match of those tiers comes before every match of lower-ranked tiers.
   */
  async window(
    db: Executor,
    m: Match,
    sort: SortKey,
    tierKeys: string[] | null,
    take: number,
    tiers: { from: number; to: number } | null = null,
  ): Promise<string[]> {
    const price = priceOf(m.organizationId);
    const extra: RawBuilder<unknown>[] = [];
    if (tierKeys) {
      extra.push(sql`${KEYS} && ${tierKeys}::text[]`);
      // The tier keys are the narrower index condition; a price range is checked on the rows.
      m = { ...m, priceKeys: undefined };
    }
    const tierOf =
      sort === 'sales'
        ? sql`goods_sales_tier(c.sales)`
        : sort === 'newest'
          ? sql`goods_age_tier(c.created_at)`
          : sql`goods_price_fine_tier(c.price)`;
    // MATERIALIZED: the planner must not walk a sales or price index filtering every row it passes.
    const { rows } = await sql<{ id: string }>`
      WITH c AS MATERIALIZED (
        SELECT g.id, g.sales, g.created_at, ${price} AS price FROM goods g WHERE ${whereOf(m, extra)}
      )
      SELECT c.id FROM c
       WHERE ${tiers ? sql`${tierOf} BETWEEN ${tiers.from} AND ${tiers.to}` : sql`true`}
       ORDER BY ${orderOf(sort)}
       LIMIT ${take}`.execute(db);
    return rows.map((r) => r.id);
  }

  /**
   * The bounds of an organization's agreement prices against list prices (goods_agreement_bounds,
   * migration 0006). A missing or stale row is computed from the tables first: under a row lock taken
   * before the computing statement, so that a concurrent widening is either seen or applied after.
   */
  async agreementFactors(db: Executor, organizationId: string): Promise<AgreementFactors> {
    const read = async (ex: Executor, lock: boolean) =>
      (
        await sql<{ min_ratio: number | null; max_ratio: number | null; stale: boolean }>`
          SELECT min_ratio, max_ratio, stale FROM goods_agreement_bounds
           WHERE organization_id = ${organizationId} ${lock ? sql`FOR UPDATE` : sql``}`.execute(ex)
      ).rows[0];
    let row = await read(db, false);
    if (!row || row.stale) {
      row = await db.transaction().execute(async (trx) => {
        await sql`INSERT INTO goods_agreement_bounds (organization_id, stale) VALUES (${organizationId}, true)
                  ON CONFLICT (organization_id) DO NOTHING`.execute(trx);
        const locked = (await read(trx, true))!;
        if (!locked.stale) return locked;
        const { rows } = await sql<{ min_ratio: number | null; max_ratio: number | null; stale: boolean }>`
          UPDATE goods_agreement_bounds b SET min_ratio = r.lo, max_ratio = r.hi, stale = false
            FROM (SELECT min(ap.price::float8 / greatest(g.list_price, 1)) AS lo,
                         max(ap.price::float8 / greatest(g.list_price, 1)) AS hi
                    FROM goods_agreement_prices ap JOIN goods g ON g.id = ap.goods_id
                   WHERE ap.organization_id = ${organizationId}) r
           WHERE b.organization_id = ${organizationId}
          RETURNING b.min_ratio, b.max_ratio, b.stale`.execute(trx);
        return rows[0]!;
      });
    }
    return {
      min: Math.min(1, row.min_ratio ?? 1),
      max: Math.max(1, row.max_ratio ?? 1),
    };
  }

  /** Matches whose model is exactly one of `modelKeys` (they rank first), best sellers first. */
  async modelHits(db: Executor, m: Match, modelKeys: string[], limit: number): Promise<string[]> {
    if (modelKeys.length === 0) return [];
    const { rows } = await sql<{ id: string }>`
      SELECT g.id FROM goods g
       WHERE g.model_norm = ANY (${modelKeys}::text[]) AND g.model_norm <> '' AND ${whereOf(m)}
       ORDER BY g.sales DESC, g.id DESC
       LIMIT ${limit}`.execute(db);
    return rows.map((r) => r.id);
  }

  /** Names of best-selling matches among the first rows the index gives (keyword suggestions). */
  async namesMatching(db: Executor, m: Match, scan: number): Promise<string[]> {
    const { rows } = await sql<{ name: string }>`
      WITH c AS MATERIALIZED (SELECT g.name, g.sales FROM goods g WHERE ${whereOf(m)} LIMIT ${scan})
      SELECT c.name FROM c ORDER BY c.sales DESC, c.name`.execute(db);
    return [...new Set(rows.map((r) => r.name))];
  }

  /**
   * On-sale counts without a keyword, from goods_on_sale_counts: per catalog, per brand, per price band
   * and the total (catalogId, brandId and band all null), within catalogs and brands.
   */
  async counts(db: Executor, catalogIds: string[] | null, brandIds: string[] | null): Promise<CountRow[]> {
    const conds: RawBuilder<unknown>[] = [sql`k.count > 0`];
    if (catalogIds)
      conds.push(
        sql`k.catalog_id IN (SELECT c3.id FROM catalogs c3 LEFT JOIN catalogs c2 ON c2.id = c3.parent_id
          WHERE c3.level = 3 AND (c3.id = ANY (${catalogIds}::bigint[]) OR c2.id = ANY (${catalogIds}::bigint[])
            OR c2.parent_id = ANY (${catalogIds}::bigint[])))`,
      );
    if (brandIds) conds.push(sql`k.brand_id = ANY (${brandIds}::bigint[])`);
    const { rows } = await sql<{
      catalog_id: string | null;
      brand_id: string | null;
      band: number | null;
      n: string;
    }>`
      SELECT k.catalog_id, k.brand_id, k.price_band AS band, sum(k.count) AS n
        FROM goods_on_sale_counts k
       WHERE ${sql.join(conds, sql` AND `)}
       GROUP BY GROUPING SETS ((k.catalog_id), (k.brand_id), (k.price_band), ())`.execute(db);
    return rows.map((r) => ({ catalogId: r.catalog_id, brandId: r.brand_id, band: r.band, n: num(r.n) }));
  }

  /**
   * The catalog change number (cart_catalog_rev_seq, migrations 0016 and 0020): moved by every statement
   * that writes something a search answer shows. Read outside the transaction's snapshot.
   */
  async catalogChangeNumber(db: Executor): Promise<string> {
    const { rows } = await sql<{ n: string }>`
      SELECT /*prepared*/ last_value::text AS n FROM cart_catalog_rev_seq`.execute(db);
    return rows[0]!.n;
  }

  /** Whether an organization has any agreement price (otherwise it sees list prices, as a visitor). */
  async hasAgreementPrices(db: Executor, organizationId: string): Promise<boolean> {
    const { rows } = await sql<{ any: boolean }>`
      SELECT /*prepared*/ EXISTS (SELECT 1 FROM goods_agreement_prices WHERE organization_id = ${organizationId}) AS any`.execute(
      db,
    );
    return rows[0]!.any;
  }
}
