import type { ReactNode } from 'react';
import { EmptyState } from '@/ui/mobile/empty-state';

/** An honest empty state inside a help-centre card. */
export function HelpEmpty({
  title,
  description,
  children,
  page = false,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  page?: boolean;
}) {
  return (
    <div className={page ? 'hc-empty hc-empty--page' : 'hc-empty'}>
      <EmptyState title={title} description={description}>
        {children}
      </EmptyState>
    </div>
  );
}
