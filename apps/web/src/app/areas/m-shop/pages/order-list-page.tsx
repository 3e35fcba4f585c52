import { Tabs } from 'antd-mobile';
import { Navigate, useNavigate, useParams } from 'react-router';
import { BackNavBar } from '@/ui/mobile/back-nav-bar';
import { EmptyState } from '@/ui/mobile/empty-state';
import { noOrdersText } from '@/features/order/mobile/order-tabs';
import { ORDER_STATE_ALL } from '../paths';
import { M_SHOP_ORDER_TABS, isOrderTab, orderListHref } from '../order-tabs';

/** /m-shop/order/:state: my orders, tabbed by status (全部 + the order statuses), footer hidden. */
export default function MShopOrderListPage() {
  const { state } = useParams();
  const navigate = useNavigate();
  if (!isOrderTab(state)) return <Navigate to={orderListHref(ORDER_STATE_ALL)} replace />;
  return (
    <div>
      <BackNavBar title="我的订单" fallback="/m-shop/personal-center" />
      <div className="ms-tabs">
        <Tabs activeKey={state} onChange={(key) => navigate(orderListHref(key), { replace: true })}>
          {M_SHOP_ORDER_TABS.map((t) => (
            <Tabs.Tab key={t.key} title={t.title} />
          ))}
        </Tabs>
      </div>
      <EmptyState fullPage title="暂无订单" description={noOrdersText(state)} />
    </div>
  );
}
