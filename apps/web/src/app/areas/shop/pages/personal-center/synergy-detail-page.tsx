import { Button } from 'antd';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { refreshCart } from '@/features/cart/api/cart-change';
import { getSynergyDetailQuery } from '@/features/purchasing-synergy/api/synergy-detail';
import { SynergyDetailView } from '@/features/purchasing-synergy/desktop/synergy-detail';
import { queryClient } from '@/lib/query-client';
import { Panel } from '@/ui/desktop/empty-state';
import { DETAIL_ID } from './detail-panel';

export function loader({ params }: LoaderFunctionArgs) {
  if (params.id && DETAIL_ID.test(params.id))
    void queryClient.prefetchQuery(getSynergyDetailQuery(params.id));
  return null;
}

/** /shop/person/synergy/:id: 协同采购详情 (members, lines per member, send to the cart, end early, close). */
export default function SynergyDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return (
    <Panel
      title="协同采购详情"
      extra={<Button onClick={() => navigate('/shop/person/synergy')}>返回列表</Button>}
    >
      {DETAIL_ID.test(id) ? (
        <SynergyDetailView id={id} onSent={() => void refreshCart()} />
      ) : (
        <div>协同采购单不存在</div>
      )}
    </Panel>
  );
}
