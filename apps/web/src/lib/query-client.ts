import { QueryClient } from '@tanstack/react-query';

/**
 * The one query cache of the app: every desktop shell provides it (ui/desktop/desktop-root.tsx), mobile
 * pages that read server data wrap themselves in it (ui/mobile/query-root.tsx), and route loaders
 * prefetch into it. It is loaded with the shells or pages, not with the entry, so the first paint does
 * not wait for it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});
