import type { ReactNode } from 'react';
import { Button, Spin } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';

/** The id of a detail address (/shop/person/order/:id, /shop/person/refund/:id): a positive decimal. */
export const DETAIL_ID = /^[1-9]\d{0,17}$/;

/** What the panel reads of the detail's query (react-query's result). */
export interface DetailQuery<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  refetch(): unknown;
}

/**
 * A detail page of the personal centre (订单详情, 售后详情): the panel with its back button (one step back, or
 * the list when the page was opened directly), the notice for an id that cannot exist or a failed query,
 * a spinner while loading, then the detail's view.
 */
export function DetailPanel<T>({
  title,
  valid,
  missing,
  query,
  backLabel,
  backPath,
  backClassName,
  loadingClassName,
  children,
}: {
  title: string;
  /** Whether the address's id is well formed (DETAIL_ID). */
  valid: boolean;
  /** What a malformed id says (订单不存在 …). */
  missing: string;
  query: DetailQuery<T>;
  backLabel: string;
  backPath: string;
  backClassName?: string;
  loadingClassName: string;
  children: (data: T) => ReactNode;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const back = (
    <Button
      className={backClassName}
      onClick={() => (location.key !== 'default' ? navigate(-1) : navigate(backPath))}
    >
      {backLabel}
    </Button>
  );

  let body: ReactNode;
  if (!valid) body = <QueryError error={new Error(missing)}>{back}</QueryError>;
  else if (query.isError) {
    body = (
      <QueryError error={query.error} onRetry={() => void query.refetch()}>
        {back}
      </QueryError>
    );
  } else if (!query.data) {
    body = (
      <div className={loadingClassName}>
        <Spin />
      </div>
    );
  } else body = children(query.data);

  return (
    <Panel title={title} extra={back}>
      {body}
    </Panel>
  );
}
