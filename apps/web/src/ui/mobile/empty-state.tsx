import type { ReactNode } from 'react';
import { EmptyBoxArt } from './icons';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** Buttons or links under the text. */
  children?: ReactNode;
  /** Leaves more room above (a page that has nothing else). */
  fullPage?: boolean;
}

/** An honest empty state of a mobile page: the area's real layout with Chinese text, no fake data. */
export function EmptyState({ title, description, children, fullPage = false }: EmptyStateProps) {
  return (
    <div className={fullPage ? 'pm-empty pm-empty--page' : 'pm-empty'}>
      <EmptyBoxArt />
      <p className="pm-empty__title">{title}</p>
      {description ? <p className="pm-empty__description">{description}</p> : null}
      {children ? <div className="pm-empty__actions">{children}</div> : null}
    </div>
  );
}
