import type { ReactNode } from 'react';
import { ErrorBlock } from 'antd-mobile';

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
      <ErrorBlock status="empty" title={title} description={description ?? ''}>
        {children}
      </ErrorBlock>
    </div>
  );
}
