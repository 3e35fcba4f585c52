import { Link } from 'react-router';
import { GoodsListScreen } from '@/app/mobile/list-screen';
import { BackNavBar } from '@/ui/mobile/back-nav-bar';
import { SearchIcon } from '@/ui/mobile/icons';
import { M_SHOP_LINKS } from '../goods-links';
import { M_SHOP_HOME_PATH, mShopHref } from '../paths';

/** /m-shop/item/list?k=关键词 (or ?catalog= / ?cid=): the goods with sort, filters and infinite scroll. */
export default function MShopItemListPage() {
  return (
    <div>
      <BackNavBar
        title="商品列表"
        fallback={M_SHOP_HOME_PATH}
        right={
          <Link to={mShopHref('search')} aria-label="搜索商品" className="mg-nav-icon">
            <SearchIcon />
          </Link>
        }
      />
      <GoodsListScreen
        links={M_SHOP_LINKS}
        heading={(f) =>
          f.keyword || f.catalog ? (
            <p className="mg-list__heading">
              {f.keyword ? '搜索' : '分类'}“<b>{f.keyword || f.catalog}</b>”的结果
            </p>
          ) : null
        }
      />
    </div>
  );
}
