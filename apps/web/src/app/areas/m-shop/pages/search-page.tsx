import { KeywordSearch } from '@/features/goods/mobile/goods-search';
import { itemListHref } from '../links';

/** /m-shop/search: keyword entry; the goods list shows the results. */
export default function MShopSearchPage() {
  return <KeywordSearch listHref={itemListHref} className="ms-searchbar" cancellable />;
}
