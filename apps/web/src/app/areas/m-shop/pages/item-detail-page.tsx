import { useParams } from 'react-router';
import { BackNavBar } from '@/ui/mobile/back-nav-bar';
import { EmptyState } from '@/ui/mobile/empty-state';

/** /m-shop/item/detail/:id: goods detail (footer hidden). */
export default function MShopItemDetailPage() {
  const { id } = useParams();
  return (
    <div>
      <BackNavBar title="商品详情" fallback="/m-shop/index" />
      <EmptyState fullPage title="暂无商品信息" description={id ? `商品编号：${id}` : undefined} />
    </div>
  );
}
