import { useState, type ReactNode } from 'react';
import { Button, Input, Spin, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { Pager } from '@/ui/desktop/pager';
import { QueryError } from '@/ui/desktop/query-error';
import { useRefundPage } from '../api/refund-page';
import { useVendorRefundPage } from '../api/vendor-refund-page';
import {
  noRefundsText,
  readRefundFilters,
  REFUND_KEYWORD_MAX,
  REFUND_PAGE_SIZE,
  REFUND_TAB_ALL,
  refundPageQueryOf,
  refundTabs,
  refundTabText,
  writeRefundFilters,
  type RefundFilters,
  type RefundTabKey,
} from '../model/refund-tabs';
import { BuyerRefundActions } from './buyer-refund-actions';
import { RefundCard } from './refund-card';
import { VendorRefundActions } from './vendor-refund-actions';
import './refund.css';

/** The list's filters, kept in the address (model/refund-tabs). */
function useRefundFilters() {
  const [params, setParams] = useSearchParams();
  const current = readRefundFilters(params);
  const set = (next: Partial<RefundFilters>) => {
    // any change other than the page itself goes back to the first page
    setParams(writeRefundFilters({ ...current, page: 1, ...next }));
  };
  return { ...current, input: refundPageQueryOf(current), set };
}

/**
 * 退款/售后 of a buyer (their organization's applications) and of a supplier (applications on its
 * orders): status tabs with counts, search by refund number, order number or goods name, paging, and
 * refund cards with the actions of each side.
 */
export function RefundList({ mode, title }: { mode: 'buyer' | 'vendor'; title: string }) {
  const f = useRefundFilters();
  const [typed, setTyped] = useState(f.keyword);
  const buyer = useRefundPage(f.input, mode === 'buyer');
  const vendor = useVendorRefundPage(f.input, mode === 'vendor');
  const query = mode === 'buyer' ? buyer : vendor;
  const data = query.data;
  const filtered = Boolean(f.keyword);
  const pages = data ? Math.ceil(data.total / REFUND_PAGE_SIZE) : 0;

  let body: ReactNode;
  if (query.isError && !data) {
    body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  } else if (!data) {
    body = (
      <div className="refund-loading">
        <Spin />
      </div>
    );
  } else if (data.records.length === 0) {
    body = (
      <EmptyState
        description={
          !filtered && f.status === REFUND_TAB_ALL
            ? mode === 'vendor'
              ? '暂无售后申请：采购商对贵司订单申请退款或退货后会显示在这里'
              : '暂无退款/售后记录：在已发货或已完成订单的详情中可申请售后'
            : noRefundsText(f.status, filtered)
        }
      />
    );
  } else {
    body = (
      <>
        <div className="refund-list-head" aria-hidden="true">
          <span>售后商品</span>
          <span>数量</span>
          <span>售后类型</span>
          <span>退款金额</span>
          <span>状态</span>
          <span>操作</span>
        </div>
        <div className={query.isFetching ? 'refund-list refund-list--busy' : 'refund-list'}>
          {data.records.map((refund) => {
            const detailPath = `/shop/person/refund/${refund.id}`;
            return (
              <RefundCard
                key={refund.id}
                refund={refund}
                detailPath={detailPath}
                orderPath={`/shop/person/order/${refund.orderId}`}
                party={mode === 'buyer' ? 'supplier' : 'buyer'}
                actions={
                  mode === 'buyer' ? (
                    <BuyerRefundActions refund={refund} detailPath={detailPath} />
                  ) : (
                    <VendorRefundActions refund={refund} detailPath={detailPath} />
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
    <Panel title={title}>
      <div className="refund-filters">
        <Input.Search
          allowClear
          placeholder="售后单号/订单号/商品名称"
          aria-label="搜索售后单"
          maxLength={REFUND_KEYWORD_MAX}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onSearch={(v) => f.set({ keyword: v.trim() })}
          enterButton="搜索"
          className="refund-filters__search"
        />
        {filtered && (
          <Button
            type="link"
            onClick={() => {
              setTyped('');
              f.set({ keyword: '' });
            }}
          >
            清除筛选
          </Button>
        )}
      </div>
      <Tabs
        className="refund-tabs"
        activeKey={f.status}
        onChange={(key) => f.set({ status: key as RefundTabKey })}
        items={refundTabs(data?.statusCounts).map((t) => ({ key: t.key, label: refundTabText(t) }))}
      />
      {body}
    </Panel>
  );
}
