/**
 * The facets of a search answer: the brands and catalogs with the most matches (their names read here)
 * and the price bands, from the counts the index reads gave.
 */
import type { Facet, GoodsSearchResult, PriceBand } from '@pm/contract/goods';
import type { Executor } from '../../db/database';
import type { CatalogRepo } from './catalog.repo';
import { PRICE_BAND_EDGES } from './search.repo';
import type { IndexAnswer } from './search-read';

const BRAND_FACETS = 30;
const CATALOG_FACETS = 20;

/** The facets of a search's counts. */
export async function facetsOf(
  db: Executor,
  catalogRepo: CatalogRepo,
  core: Pick<IndexAnswer, 'brands' | 'catalogs' | 'bands'>,
): Promise<GoodsSearchResult['facets']> {
  const brandsTop = [...core.brands].filter((b) => b.n > 0).sort((a, b) => b.n - a.n || cmpId(a.id, b.id));
  const catalogsAll = core.catalogs.filter((c) => c.n > 0);
  const { brands: brandNames, catalogs: catalogInfo } = await catalogRepo.facetNames(
    db,
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

function cmpId(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}
