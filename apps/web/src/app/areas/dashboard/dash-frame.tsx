import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import { Navigate } from 'react-router';
import type { DashboardAuthorities } from '@pm/contract/dashboard';
import { useDashboardAuthorities } from '@/features/dashboard/api/dashboard-authorities';
import { pagesFor } from '@/features/dashboard/model/scope';
import '@/features/dashboard/desktop/dashboard.css';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';
import { DASHBOARD_BASE, DASHBOARD_BOARD_PATH, DASHBOARD_COLLECTION_PATH } from './paths';

type DashPage = keyof ReturnType<typeof pagesFor>;
const PATHS: Record<DashPage, string> = {
  index: DASHBOARD_BASE,
  collection: DASHBOARD_COLLECTION_PATH,
  board: DASHBOARD_BOARD_PATH,
};

/**
 * What every dashboard page stands in: the authorities (a skeleton while they load), and a page the user
 * may not see sends them to the first one they may (a supplier's 固买云 is its own board).
 */
export function DashFrame({
  page,
  children,
}: {
  page: DashPage;
  children: (auth: DashboardAuthorities) => ReactNode;
}) {
  const q = useDashboardAuthorities();
  if (q.isError) return <QueryError error={q.error} onRetry={() => void q.refetch()} />;
  if (!q.data)
    return (
      <div className="pm-dash">
        <div className="pm-dash-head">
          <Skeleton.Input active />
        </div>
        <Panel>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Panel>
      </div>
    );
  const pages = pagesFor(q.data.views);
  if (!pages[page]) {
    const other = (Object.keys(PATHS) as DashPage[]).find((p) => pages[p]);
    if (other) return <Navigate to={PATHS[other]} replace />;
    return (
      <Panel>
        <EmptyState description="您的账号暂无可查看的固买云数据" />
      </Panel>
    );
  }
  return <div className="pm-dash">{children(q.data)}</div>;
}
