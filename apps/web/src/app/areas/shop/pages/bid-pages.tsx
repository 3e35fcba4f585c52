/** The bidding hall (/shop/bid/*): create, join, award and publicity (§2). */
import { Button, Space } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { EmptyState, Panel } from '@/features/layout/desktop/empty-state';

function BidLinks() {
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

function BackToHall() {
  const navigate = useNavigate();
  return <Button onClick={() => navigate('/shop/bid')}>返回竞价大厅</Button>;
}

export function BidHallPage() {
  return (
    <Panel title="竞价大厅" extra={<BidLinks />}>
      <EmptyState description="暂无进行中的竞价" />
    </Panel>
  );
}

export function BidDetailPage() {
  const { id = '' } = useParams();
  return (
    <Panel title="竞价详情" extra={<span>竞价单号：{id}</span>}>
      <EmptyState description="暂无该竞价的信息">
        <BackToHall />
      </EmptyState>
    </Panel>
  );
}

export function BidJoinPage() {
  const { id = '' } = useParams();
  return (
    <Panel title="参与竞价" extra={<span>竞价单号：{id}</span>}>
      <EmptyState description="该竞价暂无可报价的商品">
        <BackToHall />
      </EmptyState>
    </Panel>
  );
}

export function BidItemPage() {
  const { detailId = '', itemId = '' } = useParams();
  return (
    <Panel
      title="竞价商品详情"
      extra={
        <span>
          竞价单号：{detailId} · 商品：{itemId}
        </span>
      }
    >
      <EmptyState description="暂无该竞价商品的信息">
        <BackToHall />
      </EmptyState>
    </Panel>
  );
}

export function BidAwardPage() {
  const { id = '' } = useParams();
  return (
    <Panel title="竞价定标" extra={<span>竞价单号：{id}</span>}>
      <EmptyState description="暂无供应商报价，收到报价后可在此定标">
        <BackToHall />
      </EmptyState>
    </Panel>
  );
}

export function BidListPage() {
  return (
    <Panel title="竞价列表" extra={<BidLinks />}>
      <EmptyState description="暂无竞价" />
    </Panel>
  );
}

export function BidCreatePage() {
  return (
    <Panel title="发起竞价">
      <EmptyState description="暂无可发起竞价的采购需求，请先在需求池中登记采购需求">
        <BackToHall />
      </EmptyState>
    </Panel>
  );
}

export function BidPublicPage() {
  return (
    <Panel title="竞价公示" extra={<BidLinks />}>
      <EmptyState description="暂无竞价公示" />
    </Panel>
  );
}
