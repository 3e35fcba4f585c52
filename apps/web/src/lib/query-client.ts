import { QueryClient } from '@tanstack/react-query';
import { reportFetching } from './page-state';

/**
 * Retry a failed query once when the failure may pass (no answer, or a server error); an answer the
 * server gave for the request itself (a 4xx: not found, refused, invalid) comes back the same.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  const status = (error as { status?: unknown } | null)?.status;
  return !(typeof status === 'number' && status >= 400 && status < 500);
}

/**
 * The one query cache of the app: every desktop shell provides it (ui/desktop/desktop-root.tsx), mobile
 * pages that read server data wrap themselves in it (ui/mobile/query-root.tsx), and route loaders
 * prefetch into it. It is loaded with the shells or pages, not with the entry, so the first paint does
 * not wait for it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});

queryClient.getQueryCache().subscribe(() => reportFetching(queryClient.isFetching()));
