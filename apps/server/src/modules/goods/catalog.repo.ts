import { sql } from 'kysely';
import type { HotSearch } from '@pm/contract/goods';
import type { Executor } from '../../db/database';

export interface CatalogRow {
  id: string;
  parentId: string | null;
  level: number;
  name: string;
  icon: string;
  sort: number;
}

export interface BrandRow {
  id: string;
  nameCn: string;
  nameEn: string;
  logo: string;
  initial: string;
}

/**
 * The blocklist's rule in SQL, on search_keyword_stats: a keyword holding a blocked word (any case) is no
 * hot search. `isBlocked` is the same rule for other texts (suggestions).
 */
const notBlocked = sql<boolean>`NOT EXISTS (SELECT 1 FROM search_blocked_words b
  WHERE strpos(lower(search_keyword_stats.keyword), lower(b.word)) > 0)`;

/** True when `text` holds one of the (lower-cased) blocked words. */
export function isBlocked(text: string, blocked: readonly string[]): boolean {
  if (blocked.length === 0) return false;
  const t = text.toLowerCase();
  return blocked.some((w) => t.includes(w));
}

function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function catalogRowOf(r: {
  id: string;
  parent_id: string | null;
  level: number;
  name: string;
  icon: string;
  sort: number;
}): CatalogRow {
  return { id: r.id, parentId: r.parent_id, level: r.level, name: r.name, icon: r.icon, sort: r.sort };
}

/** Catalogs, brands and the search statistics (hot keywords, per-user history). */
export class CatalogRepo {
  async allCatalogs(db: Executor): Promise<CatalogRow[]> {
    const rows = await db
      .selectFrom('catalogs')
      .select(['id', 'parent_id', 'level', 'name', 'icon', 'sort'])
      .orderBy('level')
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map(catalogRowOf);
  }

  async children(db: Executor, parentId: string | null): Promise<(CatalogRow & { hasChildren: boolean })[]> {
    const rows = await db
      .selectFrom('catalogs as c')
      .select(['c.id', 'c.parent_id', 'c.level', 'c.name', 'c.icon', 'c.sort'])
      .select((eb) =>
        eb
          .exists(eb.selectFrom('catalogs as k').select('k.id').whereRef('k.parent_id', '=', 'c.id'))
          .as('has_children'),
      )
      .where((eb) => (parentId === null ? eb('c.parent_id', 'is', null) : eb('c.parent_id', '=', parentId)))
      .orderBy('c.sort')
      .orderBy('c.id')
      .execute();
    return rows.map((r) => ({ ...catalogRowOf(r), hasChildren: Boolean(r.has_children) }));
  }

  /** Goods on sale per third-level catalog (from the counts the triggers keep). */
  async onSaleByCatalog(db: Executor): Promise<Map<string, number>> {
    const rows = await db
      .selectFrom('goods_on_sale_counts')
      .select(['catalog_id', (eb) => eb.fn.sum<string>('count').as('n')])
      .groupBy('catalog_id')
      .execute();
    return new Map(rows.map((r) => [r.catalog_id, Number(r.n)]));
  }

  /** Catalogs of any level with this exact name (the /shop/list?catalog= parameter). */
  async idsByName(db: Executor, name: string): Promise<string[]> {
    const rows = await db.selectFrom('catalogs').select('id').where('name', '=', name).execute();
    return rows.map((r) => r.id);
  }

  /** The third-level catalogs at or under these catalogs. */
  async leavesUnder(db: Executor, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const { rows } = await sql<{ id: string }>`
      SELECT c3.id FROM catalogs c3 LEFT JOIN catalogs c2 ON c2.id = c3.parent_id
       WHERE c3.level = 3 AND (c3.id = ANY (${ids}::bigint[]) OR c2.id = ANY (${ids}::bigint[])
          OR c2.parent_id = ANY (${ids}::bigint[]))`.execute(db);
    return rows.map((r) => r.id);
  }

  /** Brand names and catalog names with their parents, for facets, in one query. */
  async facetNames(
    db: Executor,
    brandIds: string[],
    catalogIds: string[],
  ): Promise<{
    brands: Map<string, string>;
    catalogs: Map<string, { name: string; parentId: string | null; parentName: string }>;
  }> {
    const brands = new Map<string, string>();
    const catalogs = new Map<string, { name: string; parentId: string | null; parentName: string }>();
    if (brandIds.length === 0 && catalogIds.length === 0) return { brands, catalogs };
    const { rows } = await sql<{
      kind: 'b' | 'c';
      id: string;
      name: string;
      parent_id: string | null;
      parent_name: string | null;
    }>`
      SELECT 'b' AS kind, b.id, b.name_cn AS name, NULL::bigint AS parent_id, NULL AS parent_name
        FROM brands b WHERE b.id = ANY (${brandIds}::bigint[])
      UNION ALL
      SELECT 'c', c.id, c.name, c.parent_id, p.name
        FROM catalogs c LEFT JOIN catalogs p ON p.id = c.parent_id WHERE c.id = ANY (${catalogIds}::bigint[])`.execute(
      db,
    );
    for (const r of rows) {
      if (r.kind === 'b') brands.set(r.id, r.name);
      else catalogs.set(r.id, { name: r.name, parentId: r.parent_id, parentName: r.parent_name ?? '' });
    }
    return { brands, catalogs };
  }

  async allBrands(db: Executor): Promise<BrandRow[]> {
    const rows = await db
      .selectFrom('brands')
      .select(['id', 'name_cn', 'name_en', 'logo', 'initial'])
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      nameCn: r.name_cn,
      nameEn: r.name_en,
      logo: r.logo,
      initial: r.initial,
    }));
  }

  /** A cheap fingerprint of brands and catalogs: cached dictionaries are rebuilt when it changes. */
  async dictionaryVersion(db: Executor): Promise<string> {
    const { rows } = await sql<{ v: string }>`
      SELECT concat_ws('/', (SELECT count(*) FROM brands), (SELECT max(id) FROM brands),
                            (SELECT count(*) FROM catalogs), (SELECT max(id) FROM catalogs)) AS v`.execute(
      db,
    );
    return rows[0]?.v ?? '';
  }

  async brandPage(
    db: Executor,
    q: { nameCn?: string | undefined; page: number; limit: number },
  ): Promise<{ records: BrandRow[]; total: number }> {
    let query = db.selectFrom('brands');
    if (q.nameCn) query = query.where('name_cn', 'ilike', `%${likeEscape(q.nameCn)}%`);
    const [rows, count] = await Promise.all([
      query
        .select(['id', 'name_cn', 'name_en', 'logo', 'initial'])
        .orderBy('sort')
        .orderBy('id')
        .limit(q.limit)
        .offset((q.page - 1) * q.limit)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
    ]);
    return {
      records: rows.map((r) => ({
        id: r.id,
        nameCn: r.name_cn,
        nameEn: r.name_en,
        logo: r.logo,
        initial: r.initial,
      })),
      total: Number(count?.n ?? 0),
    };
  }

  /** Every row of search_synonyms (a small table the search keeps in memory). */
  async synonyms(db: Executor): Promise<{ term: string; synonym: string }[]> {
    return db.selectFrom('search_synonyms').select(['term', 'synonym']).orderBy('id').execute();
  }

  // --- search statistics -------------------------------------------------------------------------

  /**
   * Signed-in users' searches, one statement for many (search-stats.ts): each keyword first in its
   * user's history (committed without waiting for the disk). One row per user and keyword.
   */
  async addHistory(db: Executor, rows: { userId: string; keyword: string; at: Date }[]): Promise<void> {
    if (rows.length === 0) return;
    await db.transaction().execute(async (trx) => {
      await sql`SET LOCAL synchronous_commit = off`.execute(trx);
      await sql`
        INSERT INTO user_search_history (user_id, keyword, searched_at)
        SELECT r.user_id, r.keyword, r.at
          FROM unnest(${rows.map((r) => r.userId)}::bigint[], ${rows.map((r) => r.keyword)}::text[],
                      ${rows.map((r) => r.at.toISOString())}::timestamptz[]) AS r (user_id, keyword, at)
         -- A user removed meanwhile has no history any more.
         WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = r.user_id)
        ON CONFLICT (user_id, keyword) DO UPDATE SET searched_at = EXCLUDED.searched_at`.execute(trx);
    });
  }

  /** Counts of searches added up, one statement for many keywords (search-stats.ts). */
  async addSearchCounts(db: Executor, rows: { keyword: string; count: number; at: Date }[]): Promise<void> {
    if (rows.length === 0) return;
    await db.transaction().execute(async (trx) => {
      await sql`SET LOCAL synchronous_commit = off`.execute(trx);
      await sql`
        INSERT INTO search_keyword_stats AS s (keyword, count, last_searched_at)
        SELECT * FROM unnest(${rows.map((r) => r.keyword)}::text[], ${rows.map((r) => r.count)}::bigint[],
                             ${rows.map((r) => r.at.toISOString())}::timestamptz[])
        ON CONFLICT (keyword) DO UPDATE
          SET count = s.count + EXCLUDED.count,
              last_searched_at = greatest(s.last_searched_at, EXCLUDED.last_searched_at)`.execute(trx);
    });
  }

  async hotSearches(db: Executor, limit: number): Promise<HotSearch[]> {
    const rows = await db
      .selectFrom('search_keyword_stats')
      .select(['keyword', 'count'])
      .where(notBlocked)
      .orderBy('count', 'desc')
      .orderBy('last_searched_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ keyword: r.keyword, count: Number(r.count) }));
  }

  /** Popular keywords beginning with `prefix`. */
  async hotByPrefix(db: Executor, prefix: string, limit: number): Promise<string[]> {
    const rows = await db
      .selectFrom('search_keyword_stats')
      .select('keyword')
      .where('keyword', 'like', `${likeEscape(prefix)}%`)
      .where(notBlocked)
      .orderBy('count', 'desc')
      .orderBy('keyword')
      .limit(limit)
      .execute();
    return rows.map((r) => r.keyword);
  }

  /** The hot-search blocklist (search_blocked_words, kept by operators): lower-cased. */
  async blockedWords(db: Executor): Promise<string[]> {
    const rows = await db.selectFrom('search_blocked_words').select('word').execute();
    return rows.map((r) => r.word.toLowerCase());
  }

  async history(db: Executor, userId: string, limit: number): Promise<string[]> {
    const rows = await db
      .selectFrom('user_search_history')
      .select('keyword')
      .where('user_id', '=', userId)
      .orderBy('searched_at', 'desc')
      .orderBy('keyword')
      .limit(limit)
      .execute();
    return rows.map((r) => r.keyword);
  }

  async clearHistory(db: Executor, userId: string): Promise<void> {
    await db.deleteFrom('user_search_history').where('user_id', '=', userId).execute();
  }
}
