import { useState } from 'react';
import { Tabs } from 'antd';
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '@pm/contract/constants';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { GoShopping } from './go-shopping';

/** /shop/person/order: 我的订单, by status. */
export default function OrderListPage() {
  const [status, setStatus] = useState('all');
  return (
    <Panel title="我的订单">
      <Tabs
        activeKey={status}
        onChange={setStatus}
        items={[
          { key: 'all', label: '全部' },
          ...ORDER_STATUSES.map((s) => ({ key: s, label: ORDER_STATUS_LABELS[s] })),
        ]}
      />
      <EmptyState
        description={
          status === 'all'
            ? '暂无订单'
            : `暂无${ORDER_STATUS_LABELS[status as keyof typeof ORDER_STATUS_LABELS]}的订单`
        }
      >
        <GoShopping />
      </EmptyState>
    </Panel>
  );
}
