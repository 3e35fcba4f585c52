import { Button, Space } from 'antd';
import { Link } from 'react-router';
import { BuyerBidList, VendorBidList } from '@/features/bidding/desktop/bid-my-list';
import { useAccountKind } from '@/features/auth/model/account-kind';
import { Panel } from '@/ui/desktop/empty-state';

/** /shop/person/bid: 我的竞价 — a buyer's own events, a supplier's joinable and joined events. */
export default function MyBidPage() {
  const kind = useAccountKind();
  return (
    <Panel
      title="我的竞价"
      extra={
        <Space>
          <Link to="/shop/bid">
            <Button>竞价大厅</Button>
          </Link>
          {kind === 'buyer' ? (
            <Link to="/shop/bid/create">
              <Button type="primary">发起竞价</Button>
            </Link>
          ) : null}
        </Space>
      }
    >
      {kind === 'buyer' ? <BuyerBidList /> : kind === 'vendor' ? <VendorBidList /> : null}
    </Panel>
  );
}
