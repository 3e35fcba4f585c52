import type { ReactNode } from 'react';
import { ErrorBlock } from 'antd-mobile';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** Buttons or links under the text. */
  children?: ReactNode;
  /** Fills most of the screen height (a page that has nothing else). */
  fullPage?: boolean;
}

/** An honest empty state of a mobile page: the area's real layout with Chinese text, no fake data. */
export function EmptyState({ title, description, children, fullPage = false }: EmptyStateProps) {
  return (
    <div className={fullPage ? 'pm-empty pm-empty--page' : 'pm-empty'}>
      <ErrorBlock status="empty" title={title} description={description ?? ''} fullPage={false}>
        {children}
      </ErrorBlock>
    </div>
  );
}
