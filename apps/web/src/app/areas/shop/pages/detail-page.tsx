import { Button, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { EmptyState, Panel } from '@/features/layout/desktop/empty-state';
import { get } from '@/lib/http';

function nameOf(data: unknown): string {
  if (!data || typeof data !== 'object') return '';
  const d = data as Record<string, unknown>;
  const v = d.name ?? d.goodsName ?? d.itemName ?? d.title;
  return typeof v === 'string' ? v : '';
}

/**
 * /shop/detail/:id: the goods detail. A goods that does not exist shows the server's message (§8,
 * through the failure toast and on the page).
 */
export default function ShopDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const detail = useQuery({
    queryKey: ['item', 'detail', id],
    queryFn: () =>
      get<unknown>(`/item/detail/get/${encodeURIComponent(id)}`, undefined, { action: '查看商品详情' }),
    retry: false,
    enabled: id !== '',
  });

  if (detail.isPending) {
    return (
      <Panel title="商品详情">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Panel>
    );
  }
  const name = nameOf(detail.data);
  return (
    <Panel title={name || '商品详情'}>
      <EmptyState description={detail.isError ? detail.error.message : '暂无该商品的详细信息'}>
        <Button type="primary" onClick={() => navigate('/shop/list')}>
          去看看其他商品
        </Button>
      </EmptyState>
    </Panel>
  );
}
