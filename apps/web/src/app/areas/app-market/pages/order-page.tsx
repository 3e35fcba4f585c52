import { useState } from 'react';
import { NavBar, Tabs } from 'antd-mobile';
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '@pm/contract/constants';
import { EmptyState } from '@/features/layout/mobile/empty-state';

const TABS = [
  { key: 'all', title: '全部' },
  ...ORDER_STATUSES.map((s) => ({ key: s, title: ORDER_STATUS_LABELS[s] })),
];

/** /app-market/order: my orders by status (a footer tab). */
export default function AppMarketOrderPage() {
  const [active, setActive] = useState('all');
  const label = TABS.find((t) => t.key === active)?.title ?? '全部';
  return (
    <div>
      <NavBar className="pm-nav-bar" backIcon={false}>
        订单
      </NavBar>
      <div className="am-tabs">
        <Tabs activeKey={active} onChange={setActive}>
          {TABS.map((t) => (
            <Tabs.Tab key={t.key} title={t.title} />
          ))}
        </Tabs>
      </div>
      <EmptyState
        fullPage
        title="暂无订单"
        description={active === 'all' ? '您还没有下过订单' : `没有“${label}”的订单`}
      />
    </div>
  );
}
