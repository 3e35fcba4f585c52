import type { ReactNode } from 'react';

/**
 * The root of every mobile shell. It deliberately provides no query cache: the mobile first pages
 * load no server data, and react-query at start cost them 9 KB gzip and about 0.25 s of LCP on the
 * Lighthouse mobile preset. A mobile page that reads server data wraps itself in `MobileQueryRoot`
 * (ui/mobile/query-root.tsx), so the cache loads with the first page that needs it.
 */
export function MobileRoot({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
