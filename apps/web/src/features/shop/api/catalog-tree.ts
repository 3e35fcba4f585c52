/** GET /catalog-front/tree-for-shop: the front catalog of the shop (open to visitors, §6 visitor table). */
import { queryOptions } from '@tanstack/react-query';
import { get } from '@/lib/http';
import type { CatalogEntry } from '../model/shop-store';

export interface CatalogNode extends CatalogEntry {
  children: CatalogNode[];
}

function text(v: unknown): string {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

/** Normalises the server's tree (name under name/title/catalogName, children optional). */
export function toCatalogNodes(data: unknown): CatalogNode[] {
  if (!Array.isArray(data)) return [];
  return data
    .filter((n): n is Record<string, unknown> => n !== null && typeof n === 'object')
    .map((n) => ({
      id: text(n.id),
      name: text(n.name) || text(n.title) || text(n.catalogName),
      children: toCatalogNodes(n.children),
    }))
    .filter((n) => n.id !== '' && n.name !== '');
}

export const catalogTreeQuery = queryOptions({
  queryKey: ['catalog-front', 'tree-for-shop'] as const,
  queryFn: async () =>
    toCatalogNodes(await get<unknown>('/catalog-front/tree-for-shop', undefined, { silent: true })),
  retry: false,
  staleTime: 10 * 60_000,
});
