import { useParams, type LoaderFunctionArgs } from 'react-router';
import { GoodsDetailScreen, prefetchGoodsDetail } from '@/app/mobile/detail-screen';
import { BackNavBar } from '@/ui/mobile/back-nav-bar';
import { M_SHOP_LINKS } from '../goods-links';
import { M_SHOP_HOME_PATH } from '../paths';

/** Starts loading the goods (for the delivery area) with the page. */
export function loader({ params }: LoaderFunctionArgs) {
  prefetchGoodsDetail(params.id);
  return null;
}

/** /m-shop/item/detail/:id (footer hidden): gallery, price, area stock, quantity, 加入购物车 · 立即购买. */
export default function MShopItemDetailPage() {
  const { id = '' } = useParams();
  return (
    <div>
      <BackNavBar title="商品详情" fallback={M_SHOP_HOME_PATH} />
      <GoodsDetailScreen key={id} id={id} links={M_SHOP_LINKS} />
    </div>
  );
}
