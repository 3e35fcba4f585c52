import { useParams, type LoaderFunctionArgs } from 'react-router';
import { GoodsDetailScreen, prefetchGoodsDetail } from '@/app/mobile/detail-screen';
import { APP_MARKET_LINKS } from '../goods-links';

/** Starts loading the goods (for the delivery area) with the page. */
export function loader({ params }: LoaderFunctionArgs) {
  prefetchGoodsDetail(params.id);
  return null;
}

/** /app-market/goods-detail/:id: gallery, price, area stock, quantity, 加入购物车 · 立即购买. */
export default function GoodsDetailPage() {
  const { id = '' } = useParams();
  return <GoodsDetailScreen key={id} id={id} links={APP_MARKET_LINKS} />;
}
