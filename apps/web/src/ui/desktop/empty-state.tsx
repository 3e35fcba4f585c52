import type { ReactNode } from 'react';
import { Empty } from 'antd';

/** An honest empty state inside a white panel: what is missing, and what the buyer can do. */
export function EmptyState({
  description,
  children,
  compact = false,
}: {
  description: ReactNode;
  children?: ReactNode;
  compact?: boolean;
}) {
  return (
    <div className={compact ? 'pm-empty pm-empty--compact' : 'pm-empty'}>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description}>
        {children}
      </Empty>
    </div>
  );
}

/** A white page panel with a title row. */
export function Panel({
  title,
  extra,
  children,
}: {
  title?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="pm-panel">
      {(title || extra) && (
        <header className="pm-panel__head">
          {title && <h2 className="pm-panel__title">{title}</h2>}
          {extra && <div className="pm-panel__extra">{extra}</div>}
        </header>
      )}
      <div className="pm-panel__body">{children}</div>
    </section>
  );
}
