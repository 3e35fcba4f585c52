import type { ReactNode } from 'react';
import { Button, ErrorBlock } from 'antd-mobile';
import { errorText } from '@/lib/http-rules';

/** How a mobile page shows a failed query: the server's message (or the generic text) and a retry. */
export function QueryError({
  error,
  onRetry,
  children,
}: {
  error: unknown;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  return (
    <ErrorBlock status="default" title={errorText(error)} description="">
      {onRetry ? (
        <Button size="small" color="primary" fill="outline" onClick={onRetry}>
          重新加载
        </Button>
      ) : null}
      {children}
    </ErrorBlock>
  );
}
