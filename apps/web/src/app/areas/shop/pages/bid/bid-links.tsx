/** The shared buttons of the bidding hall pages (/shop/bid/*). */
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';

export function BidLinks() {
  const navigate = useNavigate();
  return (
    <Space wrap>
      <Button onClick={() => navigate('/shop/bid/list')}>竞价列表</Button>
      <Button onClick={() => navigate('/shop/bid/public')}>竞价公示</Button>
      <Button type="primary" onClick={() => navigate('/shop/bid/create')}>
        发起竞价
      </Button>
    </Space>
  );
}

export function BackToHall() {
  const navigate = useNavigate();
  return <Button onClick={() => navigate('/shop/bid')}>返回竞价大厅</Button>;
}
