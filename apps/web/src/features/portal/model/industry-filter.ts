/**
 * The customer stories' industry filter: the address holds it (`?industry=化工&page=2`); an unknown
 * industry is no filter. Chips list 全部 and the industries that have published stories, with counts.
 */
import { PORTAL_INDUSTRIES, type PortalIndustry } from '@pm/contract/portal';

export const PORTAL_PAGE_SIZE = 9;

export interface IndustryChip {
  /** '' for 全部. */
  key: string;
  label: string;
  count: number;
}

export function industryOf(value: string | null): PortalIndustry | undefined {
  return (PORTAL_INDUSTRIES as readonly string[]).includes(value ?? '')
    ? (value as PortalIndustry)
    : undefined;
}

export function pageOf(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : 1;
}

/** 全部 (with the sum) and one chip per industry that has stories; the chosen one stays even at 0. */
export function industryChips(
  counts: readonly { industry: string; count: number }[],
  chosen?: string,
): IndustryChip[] {
  const chips = counts.map((c) => ({ key: c.industry, label: c.industry, count: c.count }));
  if (chosen && !chips.some((c) => c.key === chosen)) chips.push({ key: chosen, label: chosen, count: 0 });
  const total = counts.reduce((n, c) => n + c.count, 0);
  return [{ key: '', label: '全部', count: total }, ...chips];
}

/** The search of the address for an industry (and page 1 again: a new filter starts at its first page). */
export function filterSearch(industry: string): string {
  return industry ? `?${new URLSearchParams({ industry }).toString()}` : '';
}
