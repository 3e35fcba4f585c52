import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';

/**
 * The app's one query cache (shared with the desktop areas and the route loaders) for a mobile page
 * that reads server data through the api hooks. Pages wrap themselves, so the mobile shells load no
 * react-query at start (see mobile-root.tsx).
 */
export function MobileQueryRoot({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
