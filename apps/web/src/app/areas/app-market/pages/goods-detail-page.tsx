import { EmptyState } from '@/ui/mobile/empty-state';
import { IdLine } from './placeholder-parts';

/** /app-market/goods-detail/:id. */
export default function GoodsDetailPage() {
  return <EmptyState fullPage title="暂无商品信息" description={<IdLine label="商品编号" />} />;
}
