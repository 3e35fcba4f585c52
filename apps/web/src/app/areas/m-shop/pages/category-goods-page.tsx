import { useParams } from 'react-router';
import { BackNavBar } from '@/ui/mobile/back-nav-bar';
import { EmptyState } from '@/ui/mobile/empty-state';

/** /m-shop/category/:id: goods of one category. */
export default function MShopCategoryGoodsPage() {
  const { id } = useParams();
  return (
    <div>
      <BackNavBar title="分类商品" fallback="/m-shop/category/list" />
      <EmptyState fullPage title="该分类下暂无商品" description={id ? `分类编号：${id}` : undefined} />
    </div>
  );
}
