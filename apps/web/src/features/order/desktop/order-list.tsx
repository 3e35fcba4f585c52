import { useState, type ReactNode } from 'react';
import { Button, DatePicker, Input, Spin, Tabs } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { Link, useSearchParams } from 'react-router';
import type { OrderSummary } from '@pm/contract/order';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { Pager } from '@/ui/desktop/pager';
import { QueryError } from '@/ui/desktop/query-error';
import { useDownloadOrderExport } from '../api/order-export';
import { useOrderPage } from '../api/order-page';
import { useVendorOrderPage } from '../api/vendor-order-page';
import {
  filterQuery,
  ORDER_PAGE_SIZE,
  pageQueryOf,
  readOrderFilters,
  writeOrderFilters,
  type OrderFilters,
} from '../model/order-filters';
import {
  noOrdersText,
  ORDER_TAB_ALL,
  tabText,
  visibleOrderTabs,
  type OrderTabKey,
} from '../model/order-tabs';
import { BuyerOrderActions } from './buyer-order-actions';
import { OrderCard } from './order-card';
import { ShipOrderButton } from './ship-order-button';
import './order.css';

/** The list's filters, kept in the address (model/order-filters). */
export function useOrderFilters() {
  const [params, setParams] = useSearchParams();
  const current = readOrderFilters(params);
  const set = (next: Partial<OrderFilters>) => {
    // any change other than the page itself goes back to the first page
    setParams(writeOrderFilters({ ...current, page: 1, ...next }));
  };
  return { ...current, filters: filterQuery(current), input: pageQueryOf(current), set };
}

/**
 * 我的订单 (buyer) and 订单管理 (supplier): status tabs with counts, search by order number or goods
 * name, order dates, paging and order cards with the actions of each side; the buyer exports the list.
 */
export function OrderList({
  mode,
  title,
  extra,
  orderExtra,
}: {
  mode: 'buyer' | 'vendor';
  title: string;
  extra?: ReactNode;
  /** The buyer's further actions on an order that the page composes from another feature (撤回). */
  orderExtra?: (order: OrderSummary) => ReactNode;
}) {
  const f = useOrderFilters();
  const [typed, setTyped] = useState(f.keyword);
  const buyer = useOrderPage(f.input, mode === 'buyer');
  const vendor = useVendorOrderPage(f.input, mode === 'vendor');
  const query = mode === 'buyer' ? buyer : vendor;
  const download = useDownloadOrderExport();
  const data = query.data;
  const filtered = Boolean(f.keyword || f.dateFrom || f.dateTo);
  const tabs = visibleOrderTabs(data?.statusCounts, f.status);
  const pages = data ? Math.ceil(data.total / ORDER_PAGE_SIZE) : 0;

  let body: ReactNode;
  if (query.isError && !data) {
    body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  } else if (!data) {
    body = (
      <div className="order-loading">
        <Spin />
      </div>
    );
  } else if (data.records.length === 0) {
    body = (
      <EmptyState
        description={
          mode === 'vendor' && !filtered && f.status === ORDER_TAB_ALL
            ? '暂无订单：采购商下单购买贵司商品后会显示在这里'
            : noOrdersText(f.status, filtered)
        }
      />
    );
  } else {
    body = (
      <>
        <div className="order-list-head" aria-hidden="true">
          <span>商品</span>
          <span>单价</span>
          <span>数量</span>
          <span>订单金额</span>
          <span>状态</span>
          <span>操作</span>
        </div>
        <div className={query.isFetching ? 'order-list order-list--busy' : 'order-list'}>
          {data.records.map((order) => {
            const detailPath = `/shop/person/order/${order.id}`;
            return (
              <OrderCard
                key={order.id}
                order={order}
                party={mode === 'buyer' ? 'supplier' : 'buyer'}
                detailPath={detailPath}
                actions={
                  mode === 'buyer' ? (
                    <BuyerOrderActions order={order} detailPath={detailPath} extra={orderExtra?.(order)} />
                  ) : (
                    <div className="order-actions order-actions--stack">
                      {order.actions.includes('ship') && (
                        <ShipOrderButton orderId={order.id} orderNo={order.orderNo} />
                      )}
                      <Link to={detailPath} className="order-actions__detail">
                        查看详情
                      </Link>
                    </div>
                  )
                }
              />
            );
          })}
        </div>
        <Pager current={f.page} pages={pages} onChange={(page) => f.set({ page })} />
      </>
    );
  }

  return (
    <Panel
      title={title}
      extra={
        mode === 'buyer' ? (
          <Button
            icon={<DownloadOutlined />}
            loading={download.isPending}
            disabled={!data || data.total === 0}
            onClick={() => download.mutate(f.filters)}
          >
            导出
          </Button>
        ) : undefined
      }
    >
      {extra}
      <div className="order-filters">
        <Input.Search
          allowClear
          placeholder="订单号/商品名称"
          aria-label="搜索订单"
          maxLength={50}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onSearch={(v) => f.set({ keyword: v.trim() })}
          enterButton="搜索"
          className="order-filters__search"
        />
        <DatePicker.RangePicker
          aria-label="下单日期"
          placeholder={['下单开始日期', '结束日期']}
          allowEmpty={[true, true]}
          value={[f.dateFrom ? dayjs(f.dateFrom) : null, f.dateTo ? dayjs(f.dateTo) : null]}
          disabledDate={(d) => d.isAfter(dayjs().endOf('day'))}
          onChange={(range) =>
            f.set({
              dateFrom: range?.[0]?.format('YYYY-MM-DD') ?? '',
              dateTo: range?.[1]?.format('YYYY-MM-DD') ?? '',
            })
          }
        />
        {filtered && (
          <Button
            type="link"
            onClick={() => {
              setTyped('');
              f.set({ keyword: '', dateFrom: '', dateTo: '' });
            }}
          >
            清除筛选
          </Button>
        )}
      </div>
      <Tabs
        className="order-tabs"
        activeKey={f.status}
        onChange={(key) => f.set({ status: key as OrderTabKey })}
        items={tabs.map((t) => ({ key: t.key, label: tabText(t) }))}
      />
      {body}
    </Panel>
  );
}
