import type { ReactNode } from 'react';
import { Button, Result } from 'antd';
import { MESSAGES } from '@pm/contract/envelope';

/** The text of a failed request: the server's message, or 操作失败，系统异常. */
export function failureText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : MESSAGES.shopFallback;
}

/**
 * How a desktop page shows a failed query: the server's message (or the generic text), a retry button
 * when the failure may pass, and whatever the page adds below (a link elsewhere).
 */
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
    <Result
      status="warning"
      title={failureText(error)}
      extra={
        <>
          {onRetry ? <Button onClick={onRetry}>重新加载</Button> : null}
          {children}
        </>
      }
    />
  );
}
