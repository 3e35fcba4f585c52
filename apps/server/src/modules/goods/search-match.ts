/**
 * A search request as index keys (search.repo's Match): its filters (catalog, brands, price range, stock,
 * delivery area) and its keyword's terms.
 */
import type { GoodsSort } from '@pm/contract/goods';
import type { Executor } from '../../db/database';
import type { CatalogRepo } from './catalog.repo';
import { divisionChain } from './goods-card.repo';
import { brandKey, catalogKey, priceKeysBetween } from './search-keys';
import type { AgreementFactors, Match, SearchRepo } from './search.repo';
import type { ParsedQuery } from './search-terms';

/** Prices (fen) up to 1 亿元: 11 digits. */
export const MAX_PRICE = 99_999_999_999;

/** The filters of a search request. */
export interface MatchFilters {
  catalogId?: string | undefined;
  catalogName?: string | undefined;
  brandIds?: string[] | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  inStock?: boolean | undefined;
  sort: GoodsSort;
  divisionCode?: string | undefined;
}

/** The filters of a request as index keys; null when they can match nothing (an unknown catalog). */
export async function baseMatch(
  db: Executor,
  repos: { search: SearchRepo; catalogs: CatalogRepo },
  input: MatchFilters,
  organizationId: string | null,
): Promise<Match | null> {
  const all: string[] = [];
  const groups: string[][][] = [];
  if (input.catalogId) all.push(catalogKey(input.catalogId));
  if (input.catalogName?.trim()) {
    const ids = await repos.catalogs.idsByName(db, input.catalogName.trim());
    if (ids.length === 0) return null;
    groups.push(ids.map((id) => [catalogKey(id)]));
  }
  if (input.brandIds && input.brandIds.length > 0) groups.push(input.brandIds.map((id) => [brandKey(id)]));
  const { priceMin, priceMax } = input;
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) return null;
  const priced = priceMin !== undefined || priceMax !== undefined || input.sort.startsWith('price');
  const factors = organizationId && priced ? await repos.search.agreementFactors(db, organizationId) : null;
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

/** A keyword's terms as index keys: one-way terms join `all`, terms with alternatives make groups. */
export function termMatch(parsed: ParsedQuery, base: Pick<Match, 'organizationId'> & Partial<Match>): Match {
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

/**
 * The list prices (fen) whose goods can cost the caller between `min` and `max`: with agreement
 * prices, list prices widened by the organization's factors (a hair wider against rounding).
 */
export function listPriceRange(min: number, max: number, factors: AgreementFactors | null): [number, number] {
  if (!factors) return [min, max];
  return [Math.floor((min / factors.max) * (1 - 1e-9)), Math.ceil((max / factors.min) * (1 + 1e-9))];
}
