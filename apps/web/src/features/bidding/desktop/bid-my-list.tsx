import { useState } from 'react';
import { Button, Segmented, Space } from 'antd';
import { Link } from 'react-router';
import type { BidEventSummary, BidVendorTab } from '@pm/contract/bidding';
import { useBidMine } from '../api/bid-mine';
import { useBidVendorPage } from '../api/bid-vendor-page';
import { BUYER_TABS, HALL_TABS } from '../model/bid-status';
import { BidEventTable, FIRST_PAGE, listQuery } from './bid-event-table';

function Open({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to}>
      <Button type="link" size="small">
        {label}
      </Button>
    </Link>
  );
}

/** 竞价列表 of a buyer: the organization's own events, by status, with what each status allows. */
export function BuyerBidList() {
  const [state, setState] = useState(FIRST_PAGE);
  const q = useBidMine(listQuery(state));
  const actions = (e: BidEventSummary) => (
    <Space size={0} wrap>
      <Open to={`/shop/bid/detail/${e.id}`} label="查看" />
      {e.status === 'draft' ? <Open to={`/shop/bid/create?id=${e.id}`} label="编辑草稿" /> : null}
      {e.status === 'awarding' ? <Open to={`/shop/bid/confirm/${e.id}`} label="定标" /> : null}
    </Space>
  );
  return (
    <BidEventTable
      statuses={BUYER_TABS}
      state={state}
      onChange={setState}
      data={q.data}
      loading={q.isFetching && !q.data}
      error={q.error}
      onRetry={() => void q.refetch()}
      actions={actions}
      emptyText="暂无竞价，点击「发起竞价」创建第一场竞价"
    />
  );
}

/** 竞价列表 of a supplier: events it may join, and events it has bid in. */
export function VendorBidList() {
  const [tab, setTab] = useState<BidVendorTab>('joinable');
  const [state, setState] = useState(FIRST_PAGE);
  const q = useBidVendorPage({ ...listQuery(state), tab });
  const actions = (e: BidEventSummary) => (
    <Space size={0} wrap>
      <Open to={`/shop/bid/detail/${e.id}`} label="查看" />
      {e.status === 'running' ? (
        <Open to={`/shop/bid/join/${e.id}`} label={tab === 'joined' ? '修改报价' : '参与竞价'} />
      ) : null}
      {tab === 'joined' && e.status !== 'running' ? (
        <Open to={`/shop/bid/join/${e.id}`} label="我的报价" />
      ) : null}
    </Space>
  );
  return (
    <>
      <Segmented<BidVendorTab>
        value={tab}
        onChange={(v) => {
          setTab(v);
          setState(FIRST_PAGE);
        }}
        options={[
          { value: 'joinable', label: '可参与' },
          { value: 'joined', label: '已参与' },
        ]}
        style={{ marginBottom: 12 }}
      />
      <BidEventTable
        statuses={HALL_TABS}
        state={state}
        onChange={setState}
        data={q.data}
        loading={q.isFetching && !q.data}
        error={q.error}
        onRetry={() => void q.refetch()}
        actions={actions}
        emptyText={tab === 'joinable' ? '暂无可参与的竞价' : '暂无参与过的竞价'}
      />
    </>
  );
}
