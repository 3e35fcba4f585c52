import { KeywordSearch } from '@/features/goods/mobile/goods-search';
import { goodsListHref } from '../links';

/** /app-market/search: keyword entry; results on the goods list. */
export default function AppMarketSearchPage() {
  return <KeywordSearch listHref={goodsListHref} className="am-searchbar" />;
}
