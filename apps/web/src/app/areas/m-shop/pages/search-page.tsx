import { SearchBar } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { EmptyState } from '@/features/layout/mobile/empty-state';
import { itemListHref } from '../links';

/** /m-shop/search: keyword entry; the goods list shows the results. */
export default function MShopSearchPage() {
  const navigate = useNavigate();
  return (
    <div>
      <div className="ms-searchbar">
        <SearchBar
          placeholder="搜索商品名称、品牌、型号"
          autoFocus
          showCancelButton
          onCancel={() => navigate(-1)}
          onSearch={(value) => {
            const k = value.trim();
            if (k) navigate(itemListHref(k));
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
