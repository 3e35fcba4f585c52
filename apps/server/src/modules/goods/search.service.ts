import type {
  Facet,
  GoodsCard,
  GoodsSearchResult,
  GoodsSort,
  HotSearch,
  KeywordSuggestion,
  PriceBand,
} from '@pm/contract/goods';
import type { Page } from '@pm/contract/page';
import { isPublicKeyword } from '@pm/contract/keyword';
import type { ChangeFeed } from '../../db/change-feed';
import type { Db, Executor } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { divisionChain, type GoodsCardRepo } from './goods-card.repo';
import type { CatalogRepo } from './catalog.repo';
import { KeywordDictionary } from './keyword-dictionary';
import {
  brandKey,
  catalogKey,
  ageTier,
  priceFineTier,
  priceFineTierMin,
  priceKeysBetween,
  salesTierKey,
  ageTierKey,
  sampleKeys,
} from './search-keys';
import {
  PRICE_BAND_EDGES,
  type AgreementFactors,
  type Match,
  type SampleRow,
  type Scoring,
  type SearchRepo,
  type SortKey,
} from './search.repo';
import { SAMPLE_BUCKETS, cleanKeyword, normalizeText, parseQuery, type ParsedQuery } from './search-terms';
import { SearchStats } from './search-stats';
import { SynonymCache, synonymsOf } from './synonyms';

/**
 * A match set up to about this size is read whole: exact total and facets. Each match read is a heap
 * page visit (~5–10 µs from the OS cache at 1M SKUs), so larger sets are sampled instead.
 */
const EXACT_LIMIT = 800;
/** Rows a sample of a huge match set aims at (facets and tier choice). */
const SAMPLE_TARGET = 250;
const BRAND_FACETS = 30;
/** Prices from 1 fen up to 1 亿元 (11 digits of fen) lie in the fine price tiers 48 to 575. */
const MIN_PRICE_FINE = 48;
const MAX_PRICE_FINE = 575;
const MAX_PRICE = 99_999_999_999;
/** Newness tiers a window names in the index at most (older goods: no index condition). */
const MAX_AGE_KEYS = 48;
/** Sales up to 2^31 (ten digits) lie in tiers up to 32. */
const MAX_SALES_TIER = 32;
const CATALOG_FACETS = 20;

export interface SearchInput {
  keyword?: string | undefined;
  catalogId?: string | undefined;
  catalogName?: string | undefined;
  brandIds?: string[] | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  inStock?: boolean | undefined;
  sort: GoodsSort;
  divisionCode?: string | undefined;
  page: number;
  limit: number;
}

export interface Caller {
  userId: string;
  organizationId: string;
}

interface Core {
  total: number;
  totalExact: boolean;
  ids: string[];
  brands: { id: string; n: number }[];
  catalogs: { id: string; n: number }[];
  bands: { band: number; n: number }[];
}

const EMPTY_CORE: Core = { total: 0, totalExact: true, ids: [], brands: [], catalogs: [], bands: [] };

/** Rows read for a public list of hot searches beyond its limit, for the ones left out as not public. */
const HOT_SLACK = 20;

export class SearchService {
  private readonly dictionary: KeywordDictionary;
  private readonly ownSynonyms: SynonymCache | null;
  /** Hot-search counts gathered in memory and written now and then (flushStats). */
  readonly stats: SearchStats;

  constructor(
    private readonly db: Db,
    private readonly repo: SearchRepo,
    private readonly catalogs: CatalogRepo,
    private readonly cards: GoodsCardRepo,
    private readonly clock: Clock,
    /**
     * What tells that search_synonyms changed. Without one, the service uses the cache of the app's
     * goods module (synonymsOf), or reads the table at every search.
     */
    synonymFeed?: ChangeFeed,
  ) {
    this.dictionary = new KeywordDictionary(catalogs);
    this.ownSynonyms = synonymFeed ? new SynonymCache(catalogs, synonymFeed) : null;
    this.stats = new SearchStats(db, catalogs);
  }

  /** This service's synonym cache, shared with the app's other search services until `close`. */
  shareSynonyms(): () => void {
    return this.ownSynonyms ? this.ownSynonyms.share(this.db) : () => undefined;
  }

  /** A keyword as terms, its words' synonyms included. */
  private async parse(keyword: string, relaxed = false): Promise<ParsedQuery> {
    const cache = this.ownSynonyms ?? synonymsOf(this.db, this.catalogs);
    const synonyms = keyword ? await cache.get(this.db) : undefined;
    return parseQuery(keyword, { relaxed, synonyms });
  }

  /**
   * A search: the buyer's history keeps every keyword; the hot searches count only clean keywords that
   * found goods (they are shown to everybody).
   */
  private async record(keyword: string, userId: string | null, found: boolean): Promise<void> {
    const at = this.clock.now();
    if (found && isPublicKeyword(keyword)) this.stats.count(keyword, at);
    if (userId) await this.catalogs.recordHistory(this.db, userId, keyword, at);
  }

  /** Hot searches fit to show: written first, so that this process's own counts are in them. */
  private async publicHot(limit: number): Promise<HotSearch[]> {
    await this.stats.flush();
    const rows = await this.catalogs.hotSearches(this.db, limit + HOT_SLACK);
    return rows.filter((h) => isPublicKeyword(h.keyword)).slice(0, limit);
  }

  async search(input: SearchInput, caller: Caller | null): Promise<GoodsSearchResult> {
    const organizationId = caller?.organizationId ?? null;
    const keyword = cleanKeyword(input.keyword ?? '');
    const base = await this.baseMatch(input, organizationId);
    const offset = (input.page - 1) * input.limit;
    let core: Core = EMPTY_CORE;
    const parsed = await this.parse(keyword);
    if (base) {
      core = await this.inSearch((db) => this.run(db, base, parsed, input.sort, offset, input.limit));
      if (core.total === 0 && parsed.terms.length > 0) {
        // 得力订书机 typed without a space: cut at brand names and where words meet.
        const dict = await this.dictionary.get(this.db);
        const relaxed = await this.parse(dict.spaceBrands(keyword), true);
        if (relaxed.terms.length !== parsed.terms.length) {
          core = await this.inSearch((db) => this.run(db, base, relaxed, input.sort, offset, input.limit));
        }
      }
    }
    const [records, facets, suggestions] = await Promise.all([
      this.cards.cardsByIds(this.db, core.ids, { organizationId, divisionCode: input.divisionCode }),
      this.facets(core),
      core.total === 0 && keyword ? this.suggestionsFor(keyword) : Promise.resolve([]),
      keyword ? this.record(keyword, caller?.userId ?? null, core.total > 0) : Promise.resolve(),
    ]);
    return {
      records,
      total: core.total,
      page: input.page,
      limit: input.limit,
      keyword,
      facets,
      suggestions,
      totalExact: core.totalExact,
    };
  }

  /**
   * The ids of the best matches of a keyword, most relevant first, optionally within some brands: the
   * same search as search(), for callers that match text to goods (batch purchase). No facets, no
   * search history or statistics, list prices only (the caller reads cards with its own viewer).
   */
  async rankedIds(keyword: string, opts: { brandIds?: string[]; limit: number }): Promise<string[]> {
    const cleaned = cleanKeyword(keyword);
    const parsed = await this.parse(cleaned);
    if (parsed.terms.length === 0) return [];
    const input: SearchInput = { brandIds: opts.brandIds, sort: 'relevance', page: 1, limit: opts.limit };
    const base = await this.baseMatch(input, null);
    if (!base) return [];
    let core = await this.inSearch((db) => this.run(db, base, parsed, 'relevance', 0, opts.limit));
    if (core.total === 0) {
      const dict = await this.dictionary.get(this.db);
      const relaxed = await this.parse(dict.spaceBrands(cleaned), true);
      if (relaxed.terms.length !== parsed.terms.length) {
        core = await this.inSearch((db) => this.run(db, base, relaxed, 'relevance', 0, opts.limit));
      }
    }
    return core.ids;
  }

  /** Hot, new or recommended goods within an optional catalog. */
  async typePage(
    input: {
      catalogId?: string | undefined;
      type: 'hot' | 'new' | 'recommend';
      divisionCode?: string | undefined;
      page: number;
      limit: number;
    },
    caller: Caller | null,
  ): Promise<Page<GoodsCard>> {
    const organizationId = caller?.organizationId ?? null;
    const base = await this.baseMatch(
      { catalogId: input.catalogId, inStock: input.type === 'recommend', sort: 'sales', page: 1, limit: 1 },
      organizationId,
    );
    if (!base) return { records: [], total: 0, page: input.page, limit: input.limit };
    const sort: SortKey = input.type === 'new' ? 'newest' : 'sales';
    const offset = (input.page - 1) * input.limit;
    const core = await this.inSearch((db) => this.run(db, base, parseQuery(''), sort, offset, input.limit));
    const records = await this.cards.cardsByIds(this.db, core.ids, {
      organizationId,
      divisionCode: input.divisionCode,
    });
    return { records, total: core.total, page: input.page, limit: input.limit };
  }

  async suggest(keyword: string, limit: number): Promise<KeywordSuggestion[]> {
    const q = normalizeText(cleanKeyword(keyword));
    if (!q) {
      const hot = await this.publicHot(limit);
      return hot.map((h) => ({ text: h.keyword, kind: 'hot', refId: null }));
    }
    const out: KeywordSuggestion[] = [];
    const seen = new Set<string>();
    const add = (s: KeywordSuggestion): void => {
      const k = s.text.toLowerCase();
      if (seen.has(k) || out.length >= limit) return;
      seen.add(k);
      out.push(s);
    };
    const dict = await this.dictionary.get(this.db);
    const named = dict.lookup(q, limit * 2);
    const byText = new Map(named.map((e) => [e.text, e]));
    // Popular searches first; one that names a brand or catalog says so.
    await this.stats.flush();
    const hotWords = await this.catalogs.hotByPrefix(this.db, q, limit + HOT_SLACK);
    for (const h of hotWords.filter(isPublicKeyword).slice(0, limit)) {
      const e = byText.get(h);
      add(e ? { text: e.text, kind: e.kind, refId: e.refId } : { text: h, kind: 'hot', refId: null });
    }
    for (const e of named) add({ text: e.text, kind: e.kind, refId: e.refId });
    if (out.length < limit) {
      const parsed = parseQuery(q);
      if (parsed.terms.length > 0) {
        const m = termMatch(parsed, { organizationId: null });
        const names = await this.repo.namesMatching(this.db, m, 40);
        for (const n of names) add({ text: n, kind: 'goods', refId: null });
      }
    }
    return out;
  }

  async history(userId: string, limit: number): Promise<string[]> {
    return this.catalogs.history(this.db, userId, limit);
  }

  async clearHistory(userId: string): Promise<null> {
    await this.catalogs.clearHistory(this.db, userId);
    return null;
  }

  async hot(limit: number): Promise<HotSearch[]> {
    return this.publicHot(limit);
  }

  // -------------------------------------------------------------------------------------------------

  /** The index reads of a search, in one read-only transaction tuned for short index-driven queries. */
  private inSearch<T>(fn: (db: Executor) => Promise<T>): Promise<T> {
    return this.db
      .transaction()
      .setAccessMode('read only')
      .execute(async (trx) => {
        await this.repo.tune(trx);
        return fn(trx);
      });
  }

  /** The filters of a request as index keys; null when they can match nothing (an unknown catalog). */
  private async baseMatch(input: SearchInput, organizationId: string | null): Promise<Match | null> {
    const all: string[] = [];
    const groups: string[][][] = [];
    if (input.catalogId) all.push(catalogKey(input.catalogId));
    if (input.catalogName?.trim()) {
      const ids = await this.catalogs.idsByName(this.db, input.catalogName.trim());
      if (ids.length === 0) return null;
      groups.push(ids.map((id) => [catalogKey(id)]));
    }
    if (input.brandIds && input.brandIds.length > 0) groups.push(input.brandIds.map((id) => [brandKey(id)]));
    const { priceMin, priceMax } = input;
    if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) return null;
    const priced = priceMin !== undefined || priceMax !== undefined || input.sort.startsWith('price');
    const factors =
      organizationId && priced ? await this.repo.agreementFactors(this.db, organizationId) : null;
    // A price range is checked on the rows and looked up in the index as the tiers of the list prices
    // that can lie in it (a buyer's prices: list prices widened by its agreement factors). The index
    // skips through those long posting lists along the keyword's short one, so the rows outside the
    // range are never read.
    let priceKeys: string[] | undefined;
    if (priceMin !== undefined || priceMax !== undefined) {
      const [lo, hi] = listPriceRange(priceMin ?? 0, priceMax ?? MAX_PRICE, factors);
      if (lo > 1 || hi < MAX_PRICE) priceKeys = priceKeysBetween(lo, Math.min(hi, MAX_PRICE));
    }
    return {
      all,
      groups,
      priceMin,
      priceMax,
      priceKeys,
      factors,
      inStock: input.inStock === true,
      province: input.divisionCode ? divisionChain(input.divisionCode)[0]! : null,
      organizationId,
    };
  }

  /** Total, facets and one page of ids for a match and keyword. */
  private async run(
    db: Executor,
    base: Match,
    parsed: ParsedQuery,
    sort: GoodsSort,
    offset: number,
    limit: number,
  ): Promise<Core> {
    const terms = termMatch(parsed, base);
    const m: Match = { ...base, all: [...base.all, ...terms.all], groups: [...base.groups, ...terms.groups] };
    const scoring: Scoring = {
      modelKeys: parsed.terms.some((t) => t.kind === 'latin') ? parsed.modelKeys : [],
      brandNames: parsed.terms.length > 0 ? brandNames(parsed) : [],
      phrases: parsed.phrases,
    };
    const browse = parsed.terms.length === 0 && onlyCatalogAndBrand(base);

    const probe = await this.repo.sample(db, m, sampleKeys(1));
    const probeCount = sum(probe);
    if (probeCount * SAMPLE_BUCKETS <= EXACT_LIMIT && !browse) {
      const ex = await this.repo.exact(db, m, sort, scoring, offset, limit);
      return { ...ex, totalExact: true };
    }

    // A huge set: facets from a sample (or exact counts when browsing), the page from the best tiers.
    let rows = probe;
    let scale = SAMPLE_BUCKETS;
    if (probeCount > 0 && probeCount < SAMPLE_TARGET / 4) {
      const buckets = Math.min(SAMPLE_BUCKETS, Math.ceil(SAMPLE_TARGET / Math.max(probeCount, 1)));
      rows = await this.repo.sample(db, m, sampleKeys(buckets));
      scale = SAMPLE_BUCKETS / buckets;
    }
    let core: Core;
    if (browse) {
      core = await this.browseCounts(db, base);
    } else {
      core = {
        total: roundEstimate(sum(rows) * scale),
        totalExact: scale === 1,
        ids: [],
        ...facetCounts(rows, scale),
      };
    }
    if (probeCount === 0 && browse && core.total > 0) {
      // A tiny browse set: no sample row to choose tiers with; read it whole.
      if (sort === 'relevance') {
        // 综合: in stock first.
        const inStock = await this.repo.window(db, { ...m, stock: 'in' }, 'sales', null, offset + limit);
        const rest =
          inStock.length < offset + limit
            ? await this.repo.window(
                db,
                { ...m, stock: 'out' },
                'sales',
                null,
                offset + limit - inStock.length,
              )
            : [];
        core.ids = [...inStock, ...rest].slice(offset);
      } else {
        core.ids = (await this.repo.window(db, m, sort, null, offset + limit)).slice(offset);
      }
      return core;
    }
    core.ids = await this.page(db, m, rows, scale, sort, scoring, offset, limit);
    return core;
  }

  /** One page of a huge match set in sort order. */
  private async page(
    db: Executor,
    m: Match,
    rows: SampleRow[],
    scale: number,
    sort: GoodsSort,
    scoring: Scoring,
    offset: number,
    limit: number,
  ): Promise<string[]> {
    if (sort !== 'relevance') {
      const ids = await this.walkTiers(db, m, rows, scale, sort, offset + limit);
      return ids.slice(offset, offset + limit);
    }
    // 综合: the goods in stock for the caller first, each part with its exact models first, then by
    // sales. The goods out of stock are read only when those in stock do not fill the page.
    const out: string[] = [];
    for (const stock of ['in', 'out'] as const) {
      const part: Match = { ...m, stock };
      const hits = await this.repo.modelHits(db, part, scoring.modelKeys, 50);
      const need = offset + limit - out.length;
      const ids = await this.walkTiers(db, part, rows, scale, 'sales', need + hits.length);
      const hitSet = new Set(hits);
      out.push(...[...hits, ...ids.filter((id) => !hitSet.has(id))].slice(0, need));
      if (out.length >= offset + limit || m.inStock) break;
    }
    return out.slice(offset, offset + limit);
  }

  /**
   * The first `need` matches in sort order, read tier by tier from the best one: each step reads the
   * next tiers that the sample says hold enough rows (through the index, the rows of those tiers only)
   * and sorts them; every row of a step comes before every row of the next, so the order is exact and
   * a sample that was wrong costs one more step, never a read of the whole match set.
   */
  private async walkTiers(
    db: Executor,
    m: Match,
    rows: SampleRow[],
    scale: number,
    by: SortKey,
    need: number,
  ): Promise<string[]> {
    const tierOf = (r: SampleRow): number =>
      by === 'sales' ? r.salesTier : by === 'newest' ? r.ageTier : r.priceTier;
    const desc = by !== 'priceAsc';
    const perTier = new Map<number, number>();
    for (const r of rows) perTier.set(tierOf(r), (perTier.get(tierOf(r)) ?? 0) + r.n * scale);
    // The tiers a match can lie in, best first.
    let lo: number;
    let hi: number;
    if (by === 'sales') [lo, hi] = [0, MAX_SALES_TIER];
    else if (by === 'newest') {
      const seen = [...perTier.keys(), ageTier(this.clock.now())];
      [lo, hi] = [-1_000_000, Math.max(...seen) + 40];
    } else {
      [lo, hi] = [MIN_PRICE_FINE, MAX_PRICE_FINE];
      if (m.priceMin !== undefined) lo = Math.max(lo, priceFineTier(m.priceMin));
      if (m.priceMax !== undefined) hi = Math.min(hi, priceFineTier(m.priceMax));
    }
    const sampled = [...perTier.keys()].filter((t) => t >= lo && t <= hi);
    const out: string[] = [];
    let pos = desc ? hi : lo;
    let growth = 1;
    while (out.length < need && (desc ? pos >= lo : pos <= hi)) {
      const wanted = ((need - out.length) * 1.5 + 20) * growth;
      // The step: from `pos` on until the sample's estimate reaches `wanted`; all the rest when the
      // sample holds no more of it.
      let end = pos;
      let acc = 0;
      const rest = sampled.filter((t) => (desc ? t <= pos : t >= pos));
      if (rest.length === 0) end = desc ? lo : hi;
      else {
        const last = desc ? Math.min(...rest) : Math.max(...rest);
        for (let t = pos; desc ? t >= last : t <= last; t += desc ? -1 : 1) {
          end = t;
          acc += perTier.get(t) ?? 0;
          if (acc >= wanted) break;
        }
        if (acc < wanted) end = desc ? lo : hi;
      }
      const from = Math.min(pos, end);
      const to = Math.max(pos, end);
      const ids = await this.repo.window(db, m, by, this.tierKeys(m, by, from, to), need - out.length, {
        from,
        to,
      });
      out.push(...ids);
      // Fewer rows than the sample promised: take bigger steps from now on.
      if (ids.length < Math.min(acc, need - out.length + ids.length)) growth *= 4;
      pos = desc ? end - 1 : end + 1;
    }
    return out;
  }

  /** The index keys of the goods whose sort tier lies within from…to (null: too many to name). */
  private tierKeys(m: Match, by: SortKey, from: number, to: number): string[] | null {
    if (by === 'sales') return range(from, to).map(salesTierKey);
    if (by === 'newest') return to - from < MAX_AGE_KEYS ? range(from, to).map(ageTierKey) : null;
    if (from <= MIN_PRICE_FINE && to >= MAX_PRICE_FINE) return null;
    // A buyer's prices: the list prices that agreement prices within the tiers can belong to.
    const [lo, hi] = listPriceRange(priceFineTierMin(from), priceFineTierMin(to + 1) - 1, m.factors ?? null);
    return priceKeysBetween(lo, Math.min(hi, MAX_PRICE));
  }

  private async browseCounts(db: Executor, base: Match): Promise<Core> {
    const catalogIds = base.all.filter((k) => k.startsWith('c:')).map((k) => k.slice(2));
    const grouped = base.groups.flat(2);
    const catalogAny = grouped.filter((k) => k.startsWith('c:')).map((k) => k.slice(2));
    const brandIds = grouped.filter((k) => k.startsWith('b:')).map((k) => k.slice(2));
    let catalogs: string[] | null = null;
    if (catalogIds.length > 0) {
      // Several catalogs required at once (an id and a name): only the catalogs both name hold goods.
      catalogs = catalogIds;
      if (catalogAny.length > 0) {
        const inside = await this.catalogs.leavesUnder(db, catalogIds);
        const named = new Set(await this.catalogs.leavesUnder(db, catalogAny));
        catalogs = inside.filter((id) => named.has(id));
        if (catalogs.length === 0) return EMPTY_CORE;
      }
    } else if (catalogAny.length > 0) catalogs = catalogAny;
    const rows = await this.repo.counts(db, catalogs, brandIds.length > 0 ? brandIds : null);
    const total = rows.find((r) => r.catalogId === null && r.brandId === null && r.band === null)?.n ?? 0;
    return {
      total,
      totalExact: true,
      ids: [],
      brands: rows.filter((r) => r.brandId !== null).map((r) => ({ id: r.brandId!, n: r.n })),
      catalogs: rows.filter((r) => r.catalogId !== null).map((r) => ({ id: r.catalogId!, n: r.n })),
      bands: rows.filter((r) => r.band !== null).map((r) => ({ band: r.band!, n: r.n })),
    };
  }

  private async facets(core: Core): Promise<GoodsSearchResult['facets']> {
    const brandsTop = [...core.brands].filter((b) => b.n > 0).sort((a, b) => b.n - a.n || cmpId(a.id, b.id));
    const catalogsAll = core.catalogs.filter((c) => c.n > 0);
    const { brands: brandNames, catalogs: catalogInfo } = await this.catalogs.facetNames(
      this.db,
      brandsTop.slice(0, BRAND_FACETS).map((b) => b.id),
      catalogsAll.map((c) => c.id),
    );
    const brands: Facet[] = brandsTop
      .slice(0, BRAND_FACETS)
      .map((b) => ({ id: b.id, name: brandNames.get(b.id) ?? '', count: b.n }));

    // Third-level catalogs; the second level when the matches spread over too many.
    let groups = new Map<string, { name: string; n: number }>();
    for (const c of catalogsAll) {
      const info = catalogInfo.get(c.id);
      if (!info) continue;
      const g = groups.get(c.id) ?? { name: info.name, n: 0 };
      g.n += c.n;
      groups.set(c.id, g);
    }
    if (groups.size > CATALOG_FACETS) {
      const up = new Map<string, { name: string; n: number }>();
      for (const c of catalogsAll) {
        const info = catalogInfo.get(c.id);
        if (!info?.parentId) continue;
        const g = up.get(info.parentId) ?? { name: info.parentName, n: 0 };
        g.n += c.n;
        up.set(info.parentId, g);
      }
      groups = up;
    }
    const catalogs: Facet[] = [...groups.entries()]
      .map(([id, g]) => ({ id, name: g.name, count: g.n }))
      .sort((a, b) => b.count - a.count || cmpId(a.id, b.id))
      .slice(0, CATALOG_FACETS);

    const priceBands: PriceBand[] = core.bands
      .filter((b) => b.n > 0)
      .sort((a, b) => a.band - b.band)
      .map((b) => ({
        min: b.band === 0 ? 0 : PRICE_BAND_EDGES[b.band - 1]!,
        max: b.band < PRICE_BAND_EDGES.length ? PRICE_BAND_EDGES[b.band]! : null,
        count: b.n,
      }));
    return { brands, catalogs, priceBands };
  }

  /** Words to try when nothing matched: close brand and catalog names, pinyin read as Chinese, hot searches. */
  private async suggestionsFor(keyword: string): Promise<string[]> {
    const q = normalizeText(keyword);
    const dict = await this.dictionary.get(this.db);
    const out = new Set<string>();
    for (const e of dict.close(q, 6)) out.add(e.text);
    for (const h of await this.publicHot(10)) {
      if (out.size >= 8) break;
      if (h.keyword !== keyword) out.add(h.keyword);
    }
    out.delete(keyword);
    return [...out].slice(0, 8);
  }
}

// ---------------------------------------------------------------------------------------------------

/** A keyword's terms as index keys: one-way terms join `all`, terms with alternatives make groups. */
function termMatch(parsed: ParsedQuery, base: Pick<Match, 'organizationId'> & Partial<Match>): Match {
  const all: string[] = [];
  const groups: string[][][] = [];
  for (const t of parsed.terms) {
    if (t.alternatives.length === 1) all.push(...t.alternatives[0]!);
    else groups.push(t.alternatives);
  }
  return {
    all,
    groups,
    inStock: false,
    province: null,
    organizationId: base.organizationId,
  };
}

function brandNames(parsed: ParsedQuery): string[] {
  return [...new Set([...parsed.terms.map((t) => t.text), normalizeText(parsed.keyword)])];
}

function onlyCatalogAndBrand(m: Match): boolean {
  return (
    m.priceMin === undefined &&
    m.priceMax === undefined &&
    !m.inStock &&
    m.groups.every((g) => g.every((a) => a.length === 1 && /^[cb]:/.test(a[0]!)))
  );
}

function sum(rows: SampleRow[]): number {
  let n = 0;
  for (const r of rows) n += r.n;
  return n;
}

/** An estimate with two significant digits (12,345 → 12,000). */
function roundEstimate(n: number): number {
  if (n < 100) return Math.round(n);
  const p = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / p) * p;
}

function facetCounts(rows: SampleRow[], scale: number): Pick<Core, 'brands' | 'catalogs' | 'bands'> {
  const brands = new Map<string, number>();
  const catalogs = new Map<string, number>();
  const bands = new Map<number, number>();
  for (const r of rows) {
    brands.set(r.brandId, (brands.get(r.brandId) ?? 0) + r.n);
    catalogs.set(r.catalogId, (catalogs.get(r.catalogId) ?? 0) + r.n);
    bands.set(r.band, (bands.get(r.band) ?? 0) + r.n);
  }
  const scaled = (n: number): number => Math.max(1, roundEstimate(n * scale));
  return {
    brands: [...brands].map(([id, n]) => ({ id, n: scaled(n) })),
    catalogs: [...catalogs].map(([id, n]) => ({ id, n: scaled(n) })),
    bands: [...bands].map(([band, n]) => ({ band, n: scaled(n) })),
  };
}

/**
 * The list prices (fen) whose goods can cost the caller between `min` and `max`: with agreement
 * prices, list prices widened by the organization's factors (a hair wider against rounding).
 */
function listPriceRange(min: number, max: number, factors: AgreementFactors | null): [number, number] {
  if (!factors) return [min, max];
  return [Math.floor((min / factors.max) * (1 - 1e-9)), Math.ceil((max / factors.min) * (1 + 1e-9))];
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let t = Math.max(0, from); t <= to; t++) out.push(t);
  return out;
}

function cmpId(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}
