import { useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { DotLoading, PullToRefresh, Tabs } from 'antd-mobile';
import { ListEnd } from '@/ui/mobile/list-end';
import type { OrderSummary } from '@pm/contract/order';
import { queryClient } from '@/lib/query-client';
import { EmptyState } from '@/ui/mobile/empty-state';
import { QueryError } from '@/ui/mobile/query-error';
import { getOrderPageQuery, useOrderPage } from '../api/order-page';
import type { OrderLinks } from './order-actions';
import { OrderCard } from './order-card';
import { noOrdersText, ORDER_TABS, tabCount } from './order-tabs';
import '@/ui/mobile/mobile-parts.css';
import './order-mobile.css';

/** Orders per page of the mobile lists. */
export const ORDER_PAGE_SIZE = 10;

const queryOf = (state: string, page: number) =>
  getOrderPageQuery({ status: state, page, limit: ORDER_PAGE_SIZE });

/** The pages 1…count of one tab, read through the list's one query (cache keys as everywhere else). */
function OrderPages({ state, links }: { state: string; links: OrderLinks }) {
  const [count, setCount] = useState(1);
  const results = useQueries({
    queries: Array.from({ length: count }, (_, i) => queryOf(state, i + 1)),
  });
  const first = results[0];
  // a new order moves the others down a page: each shows once
  const seen = new Set<string>();
  const orders: OrderSummary[] = [];
  for (const r of results) {
    for (const o of r.data?.records ?? []) {
      if (!seen.has(o.id)) {
        seen.add(o.id);
        orders.push(o);
      }
    }
  }
  const total = first?.data?.total ?? 0;
  const hasMore = Boolean(first?.data) && results.every((r) => r.data) && orders.length < total;

  if (!first || first.isPending) {
    return (
      <div className="pm-loading" aria-busy="true">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (first.isError) return <QueryError error={first.error} onRetry={() => void first.refetch()} />;

  const loadMore = async () => {
    const next = count + 1;
    await queryClient.fetchQuery(queryOf(state, next));
    setCount(next);
  };

  return (
    <PullToRefresh
      onRefresh={async () => {
        setCount(1);
        await first.refetch();
      }}
    >
      {orders.length === 0 ? (
        <EmptyState title="暂无订单" description={noOrdersText(state)} />
      ) : (
        <div className="pm-order-list pm-paged">
          {orders.map((o) => (
            <OrderCard key={o.id} order={o} links={links} />
          ))}
          <ListEnd loadMore={loadMore} hasMore={hasMore} />
        </div>
      )}
    </PullToRefresh>
  );
}

/**
 * 我的订单 on a phone (both mobile areas): tabs 全部 and each status with their counts, pull down to
 * refresh, more pages while scrolling; each order with the actions of its status. The open tab is the
 * page's (route or query), changed through `onTab`.
 */
export function OrderListScreen({
  state,
  onTab,
  links,
  stickyTop = true,
}: {
  state: string;
  onTab: (key: string) => void;
  links: OrderLinks;
  /** The tabs stick under a NavBar (45 px); false: at the top of the screen. */
  stickyTop?: boolean;
}) {
  // every page of the list carries the counts of all statuses (the same query as the list's first page)
  const counts = useOrderPage({ status: state, page: 1, limit: ORDER_PAGE_SIZE }).data?.statusCounts;
  return (
    <div>
      <div className={stickyTop ? 'pm-order-tabs' : 'pm-order-tabs pm-order-tabs--top'}>
        <Tabs activeKey={state} onChange={onTab} aria-label="订单状态">
          {ORDER_TABS.map((t) => {
            const n = tabCount(counts, t.key);
            return (
              <Tabs.Tab
                key={t.key}
                title={
                  <span>
                    {t.title}
                    {n !== null && <span className="pm-tab-count">{n}</span>}
                  </span>
                }
              />
            );
          })}
        </Tabs>
      </div>
      <OrderPages key={state} state={state} links={links} />
    </div>
  );
}
