/** The shared buttons of the bidding pages (/shop/bid/*): each audience is offered only what it may use. */
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { mayCreate, mayList, type BidAudience } from '@/features/bidding/model/bid-audience';
import { useHeaderAudience } from '../../shop-header';

export function useBidAudience(): BidAudience {
  return useHeaderAudience();
}

export function BidLinks({ here }: { here?: 'hall' | 'list' | 'public' | 'create' }) {
  const navigate = useNavigate();
  const audience = useBidAudience();
  return (
    <Space wrap>
      {here !== 'hall' ? <Button onClick={() => navigate('/shop/bid')}>竞价大厅</Button> : null}
      {here !== 'list' && mayList(audience) ? (
        <Button onClick={() => navigate('/shop/bid/list')}>竞价列表</Button>
      ) : null}
      {here !== 'public' ? <Button onClick={() => navigate('/shop/bid/public')}>竞价公示</Button> : null}
      {here !== 'create' && mayCreate(audience) ? (
        <Button type="primary" onClick={() => navigate('/shop/bid/create')}>
          发起竞价
        </Button>
      ) : null}
    </Space>
  );
}

export function BackToHall() {
  const navigate = useNavigate();
  return <Button onClick={() => navigate('/shop/bid')}>返回竞价大厅</Button>;
}
