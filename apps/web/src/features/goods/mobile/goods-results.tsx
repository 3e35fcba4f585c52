import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { GoodsSearchResult } from '@pm/contract/goods';
import { formatThousands } from '@pm/contract/format';
import { useGoodsSearchPages } from '../api/goods-search';
import {
  activeFilterCount,
  EMPTY_MOBILE_FILTER,
  mobileSearchRequest,
  nextSort,
  SORT_TABS,
  sortTabOf,
  type MobileListFilter,
} from '../model/mobile-list';
import { EmptyState } from '@/ui/mobile/empty-state';
import { firstCards } from '@/ui/mobile/first-screen';
import { GoodsGridSkeleton } from './goods-card';
import type { GoodsLinks } from './links';
import { nextPageLoader, PagedGoodsGrid } from './paged-goods';
import './goods-list.css';
import { LazyQueryError } from './lazy-query-error';

// The filter sheet (and the antd-mobile Popup) loads when the buyer first opens it.
const FilterSheet = lazy(() => import('./filter-sheet'));

function SortArrows({ sort }: { sort: MobileListFilter['sort'] }) {
  return (
    <span className="mg-sort__arrows" aria-hidden="true">
      <i className={sort === 'priceAsc' ? 'is-on' : ''}>▲</i>
      <i className={sort === 'priceDesc' ? 'is-on' : ''}>▼</i>
    </span>
  );
}

function FilterIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      aria-hidden
    >
      <path d="M4 5h16l-6 7.5V19l-4 1.5v-8L4 5Z" strokeLinejoin="round" />
    </svg>
  );
}

/** 综合 · 销量 · 新品 · 价格 and 筛选 (with the number of filters on). */
function SortBar({
  filter,
  onChange,
  onOpenFilters,
}: {
  filter: MobileListFilter;
  onChange: (f: MobileListFilter) => void;
  onOpenFilters: () => void;
}) {
  const tab = sortTabOf(filter.sort);
  const count = activeFilterCount(filter);
  const priceLabel =
    filter.sort === 'priceAsc' ? '价格从低到高' : filter.sort === 'priceDesc' ? '价格从高到低' : '按价格排序';
  return (
    <div className="mg-sort" role="toolbar" aria-label="排序与筛选">
      {SORT_TABS.map((t) => (
        <button
          key={t.key}
          type="button"
          className={t.key === tab ? 'mg-sort__tab is-on' : 'mg-sort__tab'}
          aria-pressed={t.key === tab}
          aria-label={t.key === 'price' ? priceLabel : undefined}
          onClick={() => {
            const sort = nextSort(filter.sort, t.key);
            if (sort !== filter.sort) onChange({ ...filter, sort });
          }}
        >
          {t.label}
          {t.key === 'price' && <SortArrows sort={filter.sort} />}
        </button>
      ))}
      <button
        type="button"
        className={count ? 'mg-sort__tab mg-sort__filter is-on' : 'mg-sort__tab mg-sort__filter'}
        onClick={onOpenFilters}
        aria-haspopup="dialog"
      >
        筛选
        {count > 0 && <span className="mg-sort__count">{count}</span>}
        <FilterIcon />
      </button>
    </div>
  );
}

function totalText(first: GoodsSearchResult): string {
  return `${first.totalExact ? '共' : '约'} ${formatThousands(first.total)} 件商品`;
}

/**
 * The goods of a phone list for some filters: sort bar, filter sheet (brands and price bands of the
 * result, price range, in stock), and the goods page after page as the buyer scrolls.
 */
export function GoodsResults({
  filter,
  onChange,
  divisionCode,
  links,
  heading,
}: {
  filter: MobileListFilter;
  /** A new set of filters (the page puts them in the address). */
  onChange: (f: MobileListFilter) => void;
  divisionCode: string;
  links: Pick<GoodsLinks, 'detail' | 'list'>;
  /** Shown above the count, e.g. the keyword searched for. */
  heading?: ReactNode;
}) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sheetLoaded, setSheetLoaded] = useState(false);
  const request = useMemo(() => mobileSearchRequest(filter, divisionCode), [filter, divisionCode]);
  const q = useGoodsSearchPages(request);
  const pages = q.data?.pages ?? [];
  const first = pages[0];
  const loadMore = nextPageLoader(q);
  const filtered = activeFilterCount(filter) > 0;

  let body: ReactNode;
  if (q.isPending) {
    // The count's line keeps its place (the grid does not move when the count comes) and the first page's
    // pictures index.html drew for this very request stay while it arrives.
    body = (
      <>
        <p className="mg-list__total" aria-hidden="true">
          &nbsp;
        </p>
        <GoodsGridSkeleton count={6} pictures={firstCards(JSON.stringify({ ...request, page: 1 }))} />
      </>
    );
  } else if (q.isError) body = <LazyQueryError error={q.error} onRetry={() => void q.refetch()} />;
  else if (!first || first.records.length === 0) {
    body = (
      <EmptyState
        title="暂无相关商品"
        description={filtered ? '当前筛选条件下没有商品，试试放宽条件' : '换个关键词或分类试试'}
      >
        {first && first.suggestions.length > 0 && (
          <div className="mg-list__suggest">
            <span>您是不是要找：</span>
            {first.suggestions.map((s) => (
              <Link key={s} to={links.list({ keyword: s })}>
                {s}
              </Link>
            ))}
          </div>
        )}
        {filtered && (
          <button
            type="button"
            className="mg-list__reset"
            onClick={() =>
              onChange({
                ...EMPTY_MOBILE_FILTER,
                keyword: filter.keyword,
                catalog: filter.catalog,
                catalogId: filter.catalogId,
                sort: filter.sort,
              })
            }
          >
            清除筛选条件
          </button>
        )}
      </EmptyState>
    );
  } else {
    body = (
      <>
        <p className="mg-list__total" role="status">
          {totalText(first)}
        </p>
        <PagedGoodsGrid
          pages={pages}
          hrefOf={links.detail}
          hasMore={q.hasNextPage}
          loadMore={loadMore}
          eagerCount={4}
        />
      </>
    );
  }

  return (
    <div className="mg-list">
      <SortBar
        filter={filter}
        onChange={onChange}
        onOpenFilters={() => {
          setSheetLoaded(true);
          setSheetOpen(true);
        }}
      />
      {heading}
      {body}
      {sheetLoaded && (
        <Suspense fallback={null}>
          <FilterSheet
            open={sheetOpen}
            onClose={() => setSheetOpen(false)}
            filter={filter}
            facets={first?.facets}
            request={request}
            onApply={(f) => {
              setSheetOpen(false);
              onChange(f);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
