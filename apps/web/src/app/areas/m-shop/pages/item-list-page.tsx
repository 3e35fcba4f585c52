import { Link, useSearchParams } from 'react-router';
import { SearchIcon } from '@/ui/mobile/icons';
import { BackNavBar } from '@/ui/mobile/back-nav-bar';
import { EmptyState } from '@/ui/mobile/empty-state';
import { cleanKeyword } from '@/features/goods/model/keyword';

/** /m-shop/item/list?k=关键词: goods list of a keyword. */
export default function MShopItemListPage() {
  const [params] = useSearchParams();
  const keyword = cleanKeyword(params.get('k'));
  return (
    <div>
      <BackNavBar
        title="商品列表"
        fallback="/m-shop/index"
        right={
          <Link to="/m-shop/search" aria-label="搜索" style={{ color: '#333', fontSize: 20 }}>
            <SearchIcon />
          </Link>
        }
      />
      {keyword && (
        <p className="ms-keyword">
          搜索“<b>{keyword}</b>”的结果
        </p>
      )}
      <EmptyState fullPage title="暂无相关商品" description="换个关键词试试" />
    </div>
  );
}
