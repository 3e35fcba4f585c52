import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { useDesktopNotifier } from './desktop-notifier';

/** What every desktop shell needs first: the query cache and the desktop toast as area notifier. */
export function DesktopRoot({ children }: { children: ReactNode }) {
  useDesktopNotifier();
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
