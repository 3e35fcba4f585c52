import { SearchBar } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { EmptyState } from '@/features/layout/mobile/empty-state';
import { goodsListHref } from '../links';

/** /app-market/search: keyword entry; results on the goods list. */
export default function AppMarketSearchPage() {
  const navigate = useNavigate();
  return (
    <div>
      <div className="am-searchbar">
        <SearchBar
          placeholder="搜索商品名称、品牌、型号"
          autoFocus
          onSearch={(value) => {
            const k = value.trim();
            if (k) navigate(goodsListHref(k));
          }}
        />
      </div>
      <section className="pm-section">
        <h2 className="pm-section__title">搜索历史</h2>
        <EmptyState title="暂无搜索记录" description="输入关键词后按搜索键查找商品" />
      </section>
    </div>
  );
}
