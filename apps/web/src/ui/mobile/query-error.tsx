import type { ReactNode } from 'react';
import { Button, ErrorBlock } from 'antd-mobile';
import { MESSAGES } from '@pm/contract/envelope';

/** The text of a failed request: the server's message, or 操作失败，系统异常. */
export function failureText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : MESSAGES.shopFallback;
}

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
    <ErrorBlock status="default" title={failureText(error)} description="">
      {onRetry ? (
        <Button size="small" color="primary" fill="outline" onClick={onRetry}>
          重新加载
        </Button>
      ) : null}
      {children}
    </ErrorBlock>
  );
}
