import { QueryClient } from '@tanstack/react-query';

/**
 * The one query cache of the desktop areas (each desktop shell provides it). The mobile areas do not
 * use react-query, so it stays out of the root bundle.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});
