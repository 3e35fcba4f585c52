/**
 * The keys the search index holds besides the words of goods.search_terms (migration 0005,
 * goods_search_keys): catalogs at every level, the brand, and tiers that order goods by sales, price
 * and newness. The tier functions here are the SQL functions of 0005 written again in TypeScript, with
 * the same integer arithmetic, so that the service can name the tiers of a price range or of the best
 * sellers; search-keys.test.ts checks both against each other.
 */
import { SAMPLE_BUCKETS, SAMPLE_PREFIX } from './search-terms';

export const catalogKey = (id: string): string => `c:${id}`;
export const brandKey = (id: string): string => `b:${id}`;
export const salesTierKey = (tier: number): string => `ts:${tier}`;
export const priceTierKey = (tier: number): string => `ps:${tier}`;
export const priceFineTierKey = (tier: number): string => `pf:${tier}`;
export const ageTierKey = (tier: number): string => `ns:${tier}`;

/** Three tiers per decade of sales by the leading digit (1, 2–4, 5–9): goods_sales_tier. */
export function salesTier(sales: number): number {
  const s = String(Math.max(0, Math.trunc(sales)));
  const lead = s.charCodeAt(0) - 48;
  return s.length * 3 + (lead >= 5 ? 2 : lead >= 2 ? 1 : 0);
}

/** Lower bounds of the twelve tiers of a decade, as three leading digits (10^(k/12), rounded). */
const PRICE_TIER_LEADS = [100, 121, 147, 178, 215, 261, 316, 383, 464, 562, 681, 825] as const;

/** Twelve tiers per decade of a price in fen by its three leading digits: goods_price_tier. */
export function priceTier(fen: number): number {
  const p = Math.max(1, Math.trunc(fen));
  const s = String(p);
  const lead = p < 10 ? p * 100 : p < 100 ? p * 10 : Number(s.slice(0, 3));
  let q = 0;
  while (q + 1 < PRICE_TIER_LEADS.length && lead >= PRICE_TIER_LEADS[q + 1]!) q++;
  return s.length * 12 + q;
}

/** Lower bounds of the 48 fine tiers of a decade (10^(k/48), three digits); every fourth is a tier. */
const PRICE_FINE_LEADS = [
  100, 105, 110, 115, 121, 127, 133, 140, 147, 154, 162, 169, 178, 187, 196, 205, 215, 226, 237, 249, 261,
  274, 287, 301, 316, 332, 348, 365, 383, 402, 422, 442, 464, 487, 511, 536, 562, 590, 619, 649, 681, 715,
  750, 787, 825, 866, 909, 953,
] as const;

/** 48 fine tiers per decade of a price in fen (migration 0006, goods_price_fine_tier); fine / 4 = tier. */
export function priceFineTier(fen: number): number {
  const p = Math.max(1, Math.trunc(fen));
  const s = String(p);
  const lead = p < 10 ? p * 100 : p < 100 ? p * 10 : Number(s.slice(0, 3));
  let q = 0;
  while (q + 1 < PRICE_FINE_LEADS.length && lead >= PRICE_FINE_LEADS[q + 1]!) q++;
  return s.length * 48 + q;
}

/** The lowest price (fen) of a fine price tier. */
export function priceFineTierMin(tier: number): number {
  const digits = Math.floor(tier / 48);
  const lead = PRICE_FINE_LEADS[tier % 48]!;
  if (digits >= 3) return lead * 10 ** (digits - 3);
  return Math.max(1, Math.ceil(lead / 10 ** (3 - digits)));
}

/**
 * Index keys of the goods whose list price can lie in min…max fen: the coarse tiers that lie wholly
 * inside, the fine tiers of the two edges.
 */
export function priceKeysBetween(min: number, max: number): string[] {
  const from = priceFineTier(min);
  const to = priceFineTier(max);
  const keys: string[] = [];
  for (let f = from; f <= to;) {
    if (f % 4 === 0 && f + 3 <= to) {
      keys.push(priceTierKey(f / 4));
      f += 4;
    } else keys.push(priceFineTierKey(f++));
  }
  return keys;
}

/** The lowest price (fen) of a price tier. */
export function priceTierMin(tier: number): number {
  const digits = Math.floor(tier / 12);
  const lead = PRICE_TIER_LEADS[tier % 12]!;
  if (digits >= 3) return lead * 10 ** (digits - 3);
  return Math.max(1, Math.ceil(lead / 10 ** (3 - digits)));
}

/** 30-day periods since 1970: goods_age_tier. */
export function ageTier(date: Date): number {
  return Math.floor(date.getTime() / 1000 / 2_592_000);
}

/** The tiers of prices from `min` to `max` fen (inclusive). */
export function priceTiersBetween(min: number, max: number): number[] {
  const out: number[] = [];
  for (let t = priceTier(min); t <= priceTier(max); t++) out.push(t);
  return out;
}

/** The sample buckets 0 … n-1. */
export function sampleKeys(n: number): string[] {
  const count = Math.max(1, Math.min(SAMPLE_BUCKETS, Math.round(n)));
  return Array.from({ length: count }, (_, i) => SAMPLE_PREFIX + i);
}
