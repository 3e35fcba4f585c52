import { SearchBar } from 'antd-mobile';
import { Link, useNavigate } from 'react-router';
import { SearchIcon } from '@/ui/mobile/icons';
import { EmptyState } from '@/ui/mobile/empty-state';

const PLACEHOLDER = '搜索商品名称、品牌、型号';

/** The tappable search box of a mobile home page: opens the area's search page. */
export function SearchEntry({ to }: { to: string }) {
  return (
    <Link to={to} className="pm-search-entry" aria-label="搜索">
      <SearchIcon />
      <span>{PLACEHOLDER}</span>
    </Link>
  );
}

/**
 * The keyword search screen shared by the mobile shop and the app market: a trimmed keyword goes to the
 * area's goods list (`listHref`); the search history fills in with the goods issue.
 */
export function KeywordSearch({
  listHref,
  className,
  cancellable = false,
}: {
  listHref: (keyword: string) => string;
  className: string;
  cancellable?: boolean;
}) {
  const navigate = useNavigate();
  return (
    <div>
      <div className={className}>
        <SearchBar
          placeholder={PLACEHOLDER}
          autoFocus
          showCancelButton={cancellable}
          onCancel={() => navigate(-1)}
          onSearch={(value) => {
            const k = value.trim();
            if (k) navigate(listHref(k));
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

/** The recommendation section of a mobile home page (recommendations come with the goods issue). */
export function RecommendSection() {
  return (
    <section className="pm-section">
      <h2 className="pm-section__title">为您推荐</h2>
      <EmptyState title="暂无推荐商品" description="去分类里看看，或搜索需要采购的商品" />
    </section>
  );
}
