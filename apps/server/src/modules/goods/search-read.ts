/**
 * The index reads of a search: the total and facet counts of a match, exact for a small match set and
 * from a sample of a huge one, and one page of ids in sort order, read tier by tier so that a huge set is
 * never read whole.
 */
import type { GoodsCard, GoodsSort } from '@pm/contract/goods';
import type { Executor } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { CatalogRepo } from './catalog.repo';
import type { Viewer } from './goods-card.repo';
import {
  ageTier,
  ageTierKey,
  priceFineTier,
  priceFineTierMin,
  priceKeysBetween,
  salesTierKey,
  sampleKeys,
} from './search-keys';
import { listPriceRange, MAX_PRICE, termMatch } from './search-match';
import type { Match, SampleRow, Scoring, SearchRepo, SortKey } from './search.repo';
import { normalizeText, SAMPLE_BUCKETS, type ParsedQuery } from './search-terms';

/**
 * A match set up to about this size is read whole: exact total and facets. Each match read is a heap
 * page visit (~5–10 µs from the OS cache at 1M SKUs), so larger sets are sampled instead.
 */
const EXACT_LIMIT = 800;
/** Rows a sample of a huge match set aims at (facets and tier choice). */
const SAMPLE_TARGET = 250;
/** Prices from 1 fen up to 1 亿元 (11 digits of fen) lie in the fine price tiers 48 to 575. */
const MIN_PRICE_FINE = 48;
const MAX_PRICE_FINE = 575;
/** Newness tiers a window names in the index at most (older goods: no index condition). */
const MAX_AGE_KEYS = 48;
/** Sales up to 2^31 (ten digits) lie in tiers up to 32. */
const MAX_SALES_TIER = 32;

/**
 * What the index reads give: the total (exact or estimated), one page of ids and the facet counts, and
 * the page's cards when a viewer was given and they came with the exact read (else read them by id).
 */
export interface IndexAnswer {
  total: number;
  totalExact: boolean;
  ids: string[];
  cards?: GoodsCard[] | undefined;
  brands: { id: string; n: number }[];
  catalogs: { id: string; n: number }[];
  bands: { band: number; n: number }[];
}

export const EMPTY_INDEX_ANSWER: IndexAnswer = {
  total: 0,
  totalExact: true,
  ids: [],
  brands: [],
  catalogs: [],
  bands: [],
};

/** Reads a match through the search index, inside the search's read-only transaction (`db`). */
export class MatchReader {
  constructor(
    private readonly repo: SearchRepo,
    private readonly catalogs: CatalogRepo,
    private readonly clock: Clock,
  ) {}

  /**
   * Total, facets and one page of ids for a match and keyword; for a `viewer`, the page's cards too when
   * the match set is small (read in the same statement).
   */
  async run(
    db: Executor,
    base: Match,
    parsed: ParsedQuery,
    sort: GoodsSort,
    offset: number,
    limit: number,
    viewer: Viewer | null = null,
  ): Promise<IndexAnswer> {
    const terms = termMatch(parsed, base);
    const m: Match = { ...base, all: [...base.all, ...terms.all], groups: [...base.groups, ...terms.groups] };
    const scoring: Scoring = {
      modelKeys: parsed.terms.some((t) => t.kind === 'latin') ? parsed.modelKeys : [],
      brandNames: parsed.terms.length > 0 ? brandNames(parsed) : [],
      phrases: parsed.phrases,
    };
    const browse = parsed.terms.length === 0 && onlyCatalogAndBrand(base);

    // One sample bucket tells how big the match set is; a small set is read whole in the same statement.
    let probe: SampleRow[];
    if (browse) probe = await this.repo.sample(db, m, sampleKeys(1));
    else {
      const exactUpTo = Math.floor(EXACT_LIMIT / SAMPLE_BUCKETS);
      const read = await this.repo.probeOrExact(
        db,
        m,
        sampleKeys(1),
        exactUpTo,
        sort,
        scoring,
        offset,
        limit,
        viewer,
      );
      if (read.exact) return { ...read.exact, totalExact: true };
      probe = read.probe;
    }
    const probeCount = sum(probe);

    // A huge set: facets from a sample (or exact counts when browsing), the page from the best tiers.
    let rows = probe;
    let scale = SAMPLE_BUCKETS;
    if (probeCount > 0 && probeCount < SAMPLE_TARGET / 4) {
      const buckets = Math.min(SAMPLE_BUCKETS, Math.ceil(SAMPLE_TARGET / Math.max(probeCount, 1)));
      rows = await this.repo.sample(db, m, sampleKeys(buckets));
      scale = SAMPLE_BUCKETS / buckets;
    }
    let core: IndexAnswer;
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

  private async browseCounts(db: Executor, base: Match): Promise<IndexAnswer> {
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
        if (catalogs.length === 0) return EMPTY_INDEX_ANSWER;
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

function facetCounts(rows: SampleRow[], scale: number): Pick<IndexAnswer, 'brands' | 'catalogs' | 'bands'> {
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

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let t = Math.max(0, from); t <= to; t++) out.push(t);
  return out;
}
