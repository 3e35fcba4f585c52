import type { ReactNode } from 'react';
import { Button, Skeleton, Tooltip } from 'antd';
import { DownloadOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DashboardExportQuery } from '@pm/contract/dashboard';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';
import { useDashboardExport } from '../api/dashboard-export';

/** 导出 Excel: the view's xlsx through the server's export (same filters, a totals row). */
export function ExportButton({ query, disabled }: { query: DashboardExportQuery; disabled?: boolean }) {
  const exporting = useDashboardExport();
  return (
    <Button
      size="small"
      className="pm-dash-noprint"
      icon={<DownloadOutlined />}
      loading={exporting.isPending}
      disabled={disabled}
      onClick={() => exporting.mutate(query)}
    >
      导出 Excel
    </Button>
  );
}

/** A title with a hint of what the figure counts. */
export function HintTitle({ title, hint }: { title: ReactNode; hint?: string }) {
  return (
    <span>
      {title}
      {hint && (
        <Tooltip title={hint}>
          <QuestionCircleOutlined className="pm-dash-hint" aria-label={hint} />
        </Tooltip>
      )}
    </span>
  );
}

/**
 * One view of the dashboard in a panel: a skeleton while it loads, the server's message when it fails,
 * an honest empty state when the range holds nothing, otherwise the view.
 */
export function ViewPanel<T>({
  title,
  hint,
  query,
  exportOf,
  isEmpty,
  empty = '所选范围内没有订单',
  skeletonRows = 6,
  children,
}: {
  title: ReactNode;
  hint?: string;
  query: UseQueryResult<T>;
  exportOf?: DashboardExportQuery;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  skeletonRows?: number;
  children: (data: T) => ReactNode;
}) {
  const data = query.data;
  const blank = data !== undefined && isEmpty ? isEmpty(data) : false;
  let body: ReactNode;
  if (query.isError && data === undefined)
    body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  else if (data === undefined) body = <Skeleton active paragraph={{ rows: skeletonRows }} title={false} />;
  else if (blank) body = <EmptyState compact description={empty} />;
  else body = children(data);
  return (
    <div className="pm-dash-view" aria-busy={query.isFetching ? 'true' : undefined}>
      <Panel
        title={<HintTitle title={title} hint={hint} />}
        extra={exportOf ? <ExportButton query={exportOf} disabled={data === undefined || blank} /> : null}
      >
        {body}
      </Panel>
    </div>
  );
}

/** A figure that opens the order lines behind it. */
export function DrillLink({
  children,
  onClick,
  label,
}: {
  children: ReactNode;
  onClick: () => void;
  label?: string;
}) {
  return (
    <button type="button" className="pm-dash-drill" onClick={onClick} title={label ?? '查看订单明细'}>
      {children}
    </button>
  );
}
