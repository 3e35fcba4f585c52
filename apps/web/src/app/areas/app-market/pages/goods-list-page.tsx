import { GoodsListScreen } from '@/app/mobile/list-screen';
import { CatalogHeading } from '@/features/goods/mobile/catalog-heading';
import { APP_MARKET_LINKS } from '../goods-links';

/** /app-market/goods-list?k= (or ?cid= / ?catalog=): the goods with sort, filters and infinite scroll. */
export default function GoodsListPage() {
  return (
    <GoodsListScreen
      links={APP_MARKET_LINKS}
      heading={(f) =>
        f.keyword || f.catalog ? (
          <p className="mg-list__heading">
            {f.keyword ? '搜索' : '分类'}“<b>{f.keyword || f.catalog}</b>”的结果
          </p>
        ) : f.catalogId ? (
          <CatalogHeading id={f.catalogId} hrefFor={APP_MARKET_LINKS.category} />
        ) : null
      }
    />
  );
}
