import type { ReactNode } from 'react';
import { Button, Result } from 'antd';
import { errorText } from '@/lib/http-rules';

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
      title={errorText(error)}
      extra={
        <>
          {onRetry ? <Button onClick={onRetry}>重新加载</Button> : null}
          {children}
        </>
      }
    />
  );
}
