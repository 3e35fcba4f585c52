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
import type { Db, Executor } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { divisionChain, type GoodsCardRepo } from './goods-card.repo';
import type { CatalogRepo } from './catalog.repo';
import { KeywordDictionary } from './keyword-dictionary';
import {
  brandKey,
  catalogKey,
  priceTier,
  priceTierKey,
  priceTierMin,
  salesTierKey,
  ageTierKey,
  sampleKeys,
} from './search-keys';
import {
  PRICE_BAND_EDGES,
  type Match,
  type SampleRow,
  type Scoring,
  type SearchRepo,
  type SortKey,
} from './search.repo';
import { SAMPLE_BUCKETS, cleanKeyword, normalizeText, parseQuery, type ParsedQuery } from './search-terms';

/**
 * A match set up to about this size is read whole: exact total and facets. Each match read is a heap
 * page visit (~5–10 µs from the OS cache at 1M SKUs), so larger sets are sampled instead.
 */
const EXACT_LIMIT = 800;
/** Rows a sample of a huge match set aims at (facets and tier choice). */
const SAMPLE_TARGET = 250;
/**
 * Agreement prices lie between these factors of the list price (they are negotiated discounts): a price
 * sort of a signed-in buyer over a huge match set looks for its first rows among list prices widened by
 * these factors. Within them the order is exact.
 */
const AGREEMENT_MIN_FACTOR = 0.5;
const AGREEMENT_MAX_FACTOR = 2;
const BRAND_FACETS = 30;
/** Prices up to 1 亿元 (11 digits of fen) lie in tiers up to 143. */
const MAX_PRICE_TIER = 143;
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

export class SearchService {
  private readonly dictionary: KeywordDictionary;

  constructor(
    private readonly db: Db,
    private readonly repo: SearchRepo,
    private readonly catalogs: CatalogRepo,
    private readonly cards: GoodsCardRepo,
    private readonly clock: Clock,
  ) {
    this.dictionary = new KeywordDictionary(catalogs);
  }

  async search(input: SearchInput, caller: Caller | null): Promise<GoodsSearchResult> {
    const organizationId = caller?.organizationId ?? null;
    const keyword = cleanKeyword(input.keyword ?? '');
    const base = await this.baseMatch(input, organizationId);
    const offset = (input.page - 1) * input.limit;
    let core: Core = EMPTY_CORE;
    const parsed = parseQuery(keyword);
    if (base) {
      core = await this.inSearch((db) => this.run(db, base, parsed, input.sort, offset, input.limit));
      if (core.total === 0 && parsed.terms.length > 0) {
        // 得力订书机 typed without a space: cut at brand names and where words meet.
        const dict = await this.dictionary.get(this.db);
        const relaxed = parseQuery(dict.spaceBrands(keyword), { relaxed: true });
        if (relaxed.terms.length !== parsed.terms.length) {
          core = await this.inSearch((db) => this.run(db, base, relaxed, input.sort, offset, input.limit));
        }
      }
    }
    const [records, facets, suggestions] = await Promise.all([
      this.cards.cardsByIds(this.db, core.ids, { organizationId, divisionCode: input.divisionCode }),
      this.facets(core),
      core.total === 0 && keyword ? this.suggestionsFor(keyword) : Promise.resolve([]),
      keyword
        ? this.catalogs.recordSearch(this.db, keyword, caller?.userId ?? null, this.clock.now())
        : Promise.resolve(),
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
      const hot = await this.catalogs.hotSearches(this.db, limit);
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
    for (const h of await this.catalogs.hotByPrefix(this.db, q, limit)) {
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
    return this.catalogs.hotSearches(this.db, limit);
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
    // A price range is checked on the rows, not in the index: a union of price tiers there (each a
    // posting list of a tenth of all goods) costs more than the rows it saves.
    return {
      all,
      groups,
      priceMin,
      priceMax,
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
      core.ids = await this.repo.window(db, m, sort === 'relevance' ? 'sales' : sort, null, offset + limit);
      core.ids = core.ids.slice(offset);
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
    let hits: string[] = [];
    if (sort === 'relevance') hits = await this.repo.modelHits(db, m, scoring.modelKeys, 50);
    const by: SortKey = sort === 'relevance' ? 'sales' : sort;
    const need = offset + limit + hits.length;
    let ids: string[] = [];
    // The tiers the sample says hold enough rows; if they did not, four times as many, then everything.
    for (const factor of [1, 4, 0]) {
      const win = factor ? chooseWindow(rows, scale, by, need * factor, m) : { keys: null };
      ids = await this.repo.window(db, m, by, win.keys, need, win.bound);
      if (ids.length >= need || !win.keys) break;
    }
    const hitSet = new Set(hits);
    const ordered = [...hits, ...ids.filter((id) => !hitSet.has(id))];
    return ordered.slice(offset, offset + limit);
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
    for (const h of await this.catalogs.hotSearches(this.db, 10)) {
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
 * The best tiers (by the sort) that together hold comfortably more than `need` matches, as index keys,
 * and for a buyer's price sort the bound on its own prices that keeps the order exact.
 */
function chooseWindow(
  rows: SampleRow[],
  scale: number,
  sort: SortKey,
  need: number,
  m: Match,
): { keys: string[] | null; bound?: { min?: number; max?: number } } {
  const agreementPrices = m.organizationId !== null;
  const tierOf = (r: SampleRow): number =>
    sort === 'sales' ? r.salesTier : sort === 'newest' ? r.ageTier : r.priceTier;
  const desc = sort !== 'priceAsc';
  const perTier = new Map<number, number>();
  for (const r of rows) perTier.set(tierOf(r), (perTier.get(tierOf(r)) ?? 0) + r.n * scale);
  const tiers = [...perTier.keys()].sort((a, b) => (desc ? b - a : a - b));
  const wanted = need * 1.5 + 20;
  const chosen: number[] = [];
  let acc = 0;
  for (const t of tiers) {
    chosen.push(t);
    acc += perTier.get(t)!;
    if (acc >= wanted) break;
  }
  if (chosen.length === tiers.length || chosen.length === 0) return { keys: null };
  const last = chosen[chosen.length - 1]!;
  if (sort === 'sales') return { keys: fillTiers(chosen, desc, MAX_SALES_TIER).map(salesTierKey) };
  if (sort === 'newest') return { keys: fillTiers(chosen, desc, Math.max(...chosen) + 40).map(ageTierKey) };
  if (!agreementPrices) {
    // Tiers outside the price filter hold no match: leave their (long) posting lists out.
    const lo = m.priceMin !== undefined ? priceTier(m.priceMin) : 0;
    const hi = m.priceMax !== undefined ? priceTier(m.priceMax) : MAX_PRICE_TIER;
    const keys = fillTiers(chosen, desc, MAX_PRICE_TIER).filter((t) => t >= lo && t <= hi);
    return { keys: keys.map(priceTierKey) };
  }
  // A buyer's prices are agreement prices: list prices within the factors can hold them.
  if (sort === 'priceAsc') {
    const max = priceTierMin(last + 1) - 1;
    const keys = range(0, priceTier(max / AGREEMENT_MIN_FACTOR)).map(priceTierKey);
    return { keys, bound: { max } };
  }
  const min = priceTierMin(last);
  const keys = range(priceTier(min / AGREEMENT_MAX_FACTOR), MAX_PRICE_TIER).map(priceTierKey);
  return { keys, bound: { min } };
}

/**
 * The chosen tiers and every tier better than them: a tier the sample missed (a rare best seller) may
 * still hold goods that come first.
 */
function fillTiers(chosen: number[], desc: boolean, max: number): number[] {
  return desc ? range(Math.min(...chosen), max) : range(0, Math.max(...chosen));
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let t = Math.max(0, from); t <= to; t++) out.push(t);
  return out;
}

function cmpId(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}
