/** GET /cart/shop/sum: the cart number of the header badge (§7). */
import { queryOptions } from '@tanstack/react-query';
import { get } from '@/lib/http';

/** The answer is `{count}` (or a bare number from older servers). */
export function countOf(data: unknown): number {
  if (typeof data === 'number') return data;
  if (data && typeof data === 'object') {
    const count = (data as { count?: unknown }).count;
    if (typeof count === 'number') return count;
    if (typeof count === 'string' && count.trim() !== '' && Number.isFinite(Number(count)))
      return Number(count);
  }
  return 0;
}

export const cartSumQuery = queryOptions({
  queryKey: ['cart', 'shop', 'sum'] as const,
  // silent: a failing count never bothers the buyer; the badge just stays as it was
  queryFn: async () => countOf(await get<unknown>('/cart/shop/sum', undefined, { silent: true })),
  retry: false,
  staleTime: 30_000,
});
