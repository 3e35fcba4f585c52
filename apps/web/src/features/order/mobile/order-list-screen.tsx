import { Tabs } from 'antd-mobile';
import { EmptyState } from '@/ui/mobile/empty-state';
import { PagedList } from '@/ui/mobile/paged-list';
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

/** The pages of one tab (PagedList: the list's one query, pull to refresh, more while scrolling). */
function OrderPages({ state, links }: { state: string; links: OrderLinks }) {
  return (
    <PagedList
      queryOf={(page) => queryOf(state, page)}
      render={(o) => <OrderCard key={o.id} order={o} links={links} />}
      empty={<EmptyState title="暂无订单" description={noOrdersText(state)} />}
      className="pm-order-list pm-paged"
    />
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
