import { useParams } from 'react-router';
import { GoodsListScreen } from '@/app/mobile/list-screen';
import { CatalogHeading } from '@/features/goods/mobile/catalog-heading';
import { BackNavBar } from '@/ui/mobile/back-nav-bar';
import { M_SHOP_LINKS } from '../goods-links';
import { mShopHref } from '../paths';

/** /m-shop/category/:id: the goods of a category with sort and filters (brand, price, in stock). */
export default function MShopCategoryGoodsPage() {
  const { id = '' } = useParams();
  return (
    <div>
      <BackNavBar title="分类商品" fallback={mShopHref('categories')} />
      <GoodsListScreen
        key={id}
        links={M_SHOP_LINKS}
        catalogId={id}
        heading={() => <CatalogHeading id={id} hrefFor={M_SHOP_LINKS.category} />}
      />
    </div>
  );
}
