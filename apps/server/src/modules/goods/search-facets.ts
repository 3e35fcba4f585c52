/**
 * The facets of a search answer: the brands and catalogs with the most matches (their names read here,
 * or kept by FacetNames) and the price bands, from the counts the index reads gave.
 */
import type { Facet, GoodsSearchResult, PriceBand } from '@pm/contract/goods';
import type { ChangeFeed } from '../../db/change-feed';
import type { Executor } from '../../db/database';
import type { CatalogRepo } from './catalog.repo';
import { PRICE_BAND_EDGES } from './search.repo';
import type { IndexAnswer } from './search-read';

const BRAND_FACETS = 30;
const CATALOG_FACETS = 20;

type Names = Awaited<ReturnType<CatalogRepo['facetNames']>>;
type CatalogInfo = Names['catalogs'] extends Map<string, infer V> ? V : never;

/**
 * The names of brands and catalogs the facets showed, kept in memory while the change feed's 'catalog'
 * topic (search-cache.ts: every write of brands and catalogs notifies it) has not moved: most searches
 * then read no names at all. Only the ids asked for are read, once each; everything is dropped when the
 * topic moves, and nothing is kept while the feed is not live or moved during the read.
 */
export class FacetNames {
  private version = -1;
  private readonly brands = new Map<string, string>();
  private readonly catalogs = new Map<string, CatalogInfo>();

  constructor(
    private readonly repo: CatalogRepo,
    private readonly feed: ChangeFeed,
  ) {}

  async get(db: Executor, brandIds: string[], catalogIds: string[]): Promise<Names> {
    const version = this.feed.version();
    if (version !== this.version || !this.feed.live) {
      this.brands.clear();
      this.catalogs.clear();
      this.version = version;
    }
    const missingBrands = brandIds.filter((id) => !this.brands.has(id));
    const missingCatalogs = catalogIds.filter((id) => !this.catalogs.has(id));
    if (missingBrands.length === 0 && missingCatalogs.length === 0) {
      return { brands: this.brands, catalogs: this.catalogs };
    }
    const read = await this.repo.facetNames(db, missingBrands, missingCatalogs);
    if (!this.feed.live || this.feed.version() !== version || this.version !== version) {
      // Changed meanwhile: what was kept and what was read are used for this answer only.
      return {
        brands: new Map([...this.brands, ...read.brands]),
        catalogs: new Map([...this.catalogs, ...read.catalogs]),
      };
    }
    for (const [id, name] of read.brands) this.brands.set(id, name);
    for (const [id, info] of read.catalogs) this.catalogs.set(id, info);
    return { brands: this.brands, catalogs: this.catalogs };
  }
}

/** The facets of a search's counts; names from `names` when given, else read. */
export async function facetsOf(
  db: Executor,
  catalogRepo: CatalogRepo,
  core: Pick<IndexAnswer, 'brands' | 'catalogs' | 'bands'>,
  names?: FacetNames,
): Promise<GoodsSearchResult['facets']> {
  const brandsTop = [...core.brands].filter((b) => b.n > 0).sort((a, b) => b.n - a.n || cmpId(a.id, b.id));
  const catalogsAll = core.catalogs.filter((c) => c.n > 0);
  const brandIds = brandsTop.slice(0, BRAND_FACETS).map((b) => b.id);
  const catalogIds = catalogsAll.map((c) => c.id);
  const { brands: brandNames, catalogs: catalogInfo } = names
    ? await names.get(db, brandIds, catalogIds)
    : await catalogRepo.facetNames(db, brandIds, catalogIds);
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

function cmpId(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}
