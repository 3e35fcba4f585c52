import { useState } from 'react';
import { NavBar, Tabs } from 'antd-mobile';
import { EmptyState } from '@/ui/mobile/empty-state';
import { ORDER_TABS, ORDER_TAB_ALL, noOrdersText } from '@/features/order/mobile/order-tabs';

/** /app-market/order: my orders by status (a footer tab). */
export default function AppMarketOrderPage() {
  const [active, setActive] = useState(ORDER_TAB_ALL);
  return (
    <div>
      <NavBar className="pm-nav-bar" backIcon={false}>
        订单
      </NavBar>
      <div className="am-tabs">
        <Tabs activeKey={active} onChange={setActive}>
          {ORDER_TABS.map((t) => (
            <Tabs.Tab key={t.key} title={t.title} />
          ))}
        </Tabs>
      </div>
      <EmptyState fullPage title="暂无订单" description={noOrdersText(active)} />
    </div>
  );
}
