import { Button, Skeleton } from 'antd';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { getGoodsDetailQuery, useGoodsDetail } from '@/features/goods/api/goods-detail';
import { queryClient } from '@/lib/query-client';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';

/** Starts loading the goods with the page's code. */
export function loader({ params }: LoaderFunctionArgs) {
  if (params.id) void queryClient.prefetchQuery(getGoodsDetailQuery(params.id));
  return null;
}

/**
 * /shop/detail/:id: the goods detail. A goods item that does not exist shows the server's message on
 * the page.
 */
export default function ShopDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const detail = useGoodsDetail(id);
  const toList = (
    <Button type="primary" onClick={() => navigate('/shop/list')}>
      去看看其他商品
    </Button>
  );

  if (detail.isPending) {
    return (
      <Panel title="商品详情">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Panel>
    );
  }
  if (detail.isError) {
    return (
      <Panel title="商品详情">
        <QueryError error={detail.error}>{toList}</QueryError>
      </Panel>
    );
  }
  return (
    <Panel title={detail.data.name || '商品详情'}>
      <EmptyState description="暂无该商品的详细信息">{toList}</EmptyState>
    </Panel>
  );
}
