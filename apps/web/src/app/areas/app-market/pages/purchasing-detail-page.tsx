import { useParams } from 'react-router';
import { refreshCart } from '@/features/cart/api/cart-change';
import { getGoodsSearch } from '@/features/goods/api/goods-search';
import type { GoodsHit } from '@/features/purchasing-synergy/mobile/synergy-add-line';
import { SynergyDetailScreen } from '@/features/purchasing-synergy/mobile/synergy-detail-screen';
import { MobileQueryRoot } from '@/ui/mobile/query-root';

/** The goods search of the mall, as the list's 添加明细 shows it (ten best matches). */
async function searchGoods(keyword: string): Promise<GoodsHit[]> {
  const found = await getGoodsSearch({ keyword, page: 1, limit: 10 });
  return found.records.map((g) => ({
    id: g.id,
    name: g.name,
    spec: [g.brandName, g.model, g.spec].filter((s) => s !== '').join(' '),
    unit: g.unit,
    price: g.price,
  }));
}

/** /app-market/purchasing-detail/:id: 协同采购详情 (members, lines per member, send, end early, close). */
export default function PurchasingDetailPage() {
  const { id = '' } = useParams();
  return (
    <MobileQueryRoot>
      <SynergyDetailScreen id={id} searchGoods={searchGoods} onSent={() => void refreshCart()} />
    </MobileQueryRoot>
  );
}
