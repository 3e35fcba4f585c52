import { Pagination, Skeleton } from 'antd';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { getPortalStoryPageQuery, usePortalStoryPage } from '@/features/portal/api/portal-story-page';
import { IndustryChips } from '@/features/portal/desktop/industry-chips';
import { StoryCard } from '@/features/portal/desktop/story-card';
import {
  filterSearch,
  industryChips,
  industryOf,
  pageOf,
  PORTAL_PAGE_SIZE,
} from '@/features/portal/model/industry-filter';
import { queryClient } from '@/lib/query-client';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';
import { portalStoryPath } from '../paths';

function queryOf(search: URLSearchParams) {
  const industry = industryOf(search.get('industry'));
  return {
    ...(industry ? { industry } : {}),
    page: pageOf(search.get('page')),
    limit: PORTAL_PAGE_SIZE,
  };
}

export function loader({ request }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(getPortalStoryPageQuery(queryOf(new URL(request.url).searchParams)));
  return null;
}

/** /portal/customer: 客户案例 — published stories, filtered by industry, a page at a time. */
export default function CustomerListPage() {
  const [search, setSearch] = useSearchParams();
  const query = queryOf(search);
  const list = usePortalStoryPage(query);
  const industry = query.industry ?? '';
  return (
    <>
      <div className="pm-portal__hero">
        <h2>他们用固买商城采购工业品</h2>
        <p>来自机械、汽车、电子、化工、能源、建筑、食品、物流等行业的真实采购故事</p>
      </div>
      <Panel title="按行业浏览">
        {list.isError ? (
          <QueryError error={list.error} onRetry={() => void list.refetch()} />
        ) : !list.data ? (
          <Skeleton active />
        ) : (
          <>
            <div className="pm-portal__filter">
              <IndustryChips
                chips={industryChips(list.data.industries, industry)}
                value={industry}
                onChange={(next) => setSearch(new URLSearchParams(filterSearch(next)))}
              />
            </div>
            {list.data.records.length === 0 ? (
              <EmptyState description="该行业暂无客户案例" />
            ) : (
              <div className="pm-portal__grid">
                {list.data.records.map((s) => (
                  <StoryCard key={s.id} story={s} href={portalStoryPath(s.id)} />
                ))}
              </div>
            )}
            {list.data.total > PORTAL_PAGE_SIZE && (
              <Pagination
                style={{ marginTop: 16, textAlign: 'right' }}
                current={query.page}
                pageSize={PORTAL_PAGE_SIZE}
                total={list.data.total}
                showSizeChanger={false}
                onChange={(page) => {
                  const next = new URLSearchParams(search);
                  next.set('page', String(page));
                  setSearch(next);
                }}
              />
            )}
          </>
        )}
      </Panel>
    </>
  );
}
