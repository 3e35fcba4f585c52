import { useEffect, useMemo, useRef } from 'react';
import { Button } from 'antd';
import { Link, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { getGoodsSearchQuery, useGoodsSearch } from '@/features/goods/api/goods-search';
import { useHotSearch } from '@/features/goods/api/hot-search';
import { GoodsCardItem, GoodsCardSkeletons, GoodsRowItem } from '@/features/goods/desktop/goods-card';
import { ListFilters } from '@/features/goods/desktop/list-filters';
import { ListToolbar } from '@/features/goods/desktop/list-toolbar';
import { listPathFor } from '@/features/goods/model/keyword';
import {
  LIST_PAGE_SIZE,
  listPathOf,
  parseListFilter,
  toSearchRequest,
  withFilter,
  type ListFilter,
} from '@/features/goods/model/list-filter';
import { useShopStore } from '@/features/mall/model/shop-store';
import { queryClient } from '@/lib/query-client';
import { EmptyState } from '@/ui/desktop/empty-state';
import { Pager } from '@/ui/desktop/pager';
import { QueryError } from '@/ui/desktop/query-error';
import './list.css';

/** The first page of results starts loading with the page's code. */
export function loader({ request }: LoaderFunctionArgs) {
  const filter = parseListFilter(new URL(request.url).search);
  void queryClient.prefetchQuery(
    getGoodsSearchQuery(toSearchRequest(filter, useShopStore.getState().divisionCode)),
  );
  return null;
}

/** The result is narrowed by more than the keyword and category. */
function narrowedBy(filter: ListFilter): boolean {
  return filter.brandIds.length > 0 || filter.priceMin !== '' || filter.priceMax !== '' || filter.inStock;
}

function NoResult({ filter, suggestions }: { filter: ListFilter; suggestions: string[] }) {
  const navigate = useNavigate();
  const hot = useHotSearch(10);
  const what = filter.keyword || filter.catalog;
  const narrowed = narrowedBy(filter);
  return (
    <div className="shop-list__none">
      <EmptyState
        description={
          what ? (
            <>
              抱歉，没有找到与“<em>{what}</em>”相关的商品
            </>
          ) : (
            '抱歉，没有找到符合条件的商品'
          )
        }
      >
        <div className="shop-list__tips">
          {suggestions.length > 0 && (
            <p>
              <span>您是不是要找：</span>
              {suggestions.slice(0, 8).map((s) => (
                <Link key={s} to={listPathFor(s)}>
                  {s}
                </Link>
              ))}
            </p>
          )}
          {(hot.data?.length ?? 0) > 0 && (
            <p>
              <span>热门搜索：</span>
              {hot.data!.slice(0, 8).map((h) => (
                <Link key={h.keyword} to={listPathFor(h.keyword)}>
                  {h.keyword}
                </Link>
              ))}
            </p>
          )}
          <p className="shop-list__advice">建议：检查输入是否有误、换用更常见的说法，或减少筛选条件。</p>
        </div>
        <div className="shop-list__none-actions">
          {narrowed && (
            <Button
              type="primary"
              onClick={() =>
                navigate(
                  listPathOf({
                    ...filter,
                    brandIds: [],
                    priceMin: '',
                    priceMax: '',
                    inStock: false,
                    page: 1,
                  }),
                )
              }
            >
              清除筛选条件
            </Button>
          )}
          <Button onClick={() => navigate('/shop/list')}>查看全部商品</Button>
        </div>
      </EmptyState>
    </div>
  );
}

/** /shop/list?k=<keyword>&catalog=<category name>&brand=…&pmin=…&pmax=…&stock=1&sort=…&page=…&view=… */
export default function ShopListPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const divisionCode = useShopStore((s) => s.divisionCode);
  const search = params.toString();
  const filter = useMemo(() => parseListFilter(search), [search]);
  const request = useMemo(() => toSearchRequest(filter, divisionCode), [filter, divisionCode]);
  const result = useGoodsSearch(request);

  // names of brands chosen earlier stay known when the facets no longer list them
  const brandNames = useRef(new Map<string, string>()).current;
  for (const b of result.data?.facets.brands ?? []) brandNames.set(b.id, b.name);

  // a filter keeps the buyer where they are; another page starts at the top
  const change = (c: Partial<ListFilter>) => {
    navigate(listPathOf(withFilter(filter, c)), { preventScrollReset: c.page === undefined });
  };

  // a page number past the end (e.g. after the area changed) goes to the last page
  const data = result.data;
  const pages = data ? Math.ceil(data.total / LIST_PAGE_SIZE) : 0;
  useEffect(() => {
    if (data && !result.isPlaceholderData && pages > 0 && filter.page > pages) {
      navigate(listPathOf({ ...filter, page: pages }), { replace: true });
    }
  }, [data, pages, filter, navigate, result.isPlaceholderData]);

  const what = filter.keyword || filter.catalog;

  return (
    <div className="shop-list">
      <h1 className="shop-list__title">
        <span>
          {filter.keyword ? (
            <>
              搜索“<em>{filter.keyword}</em>”
            </>
          ) : (
            filter.catalog || '全部商品'
          )}
        </span>
        {data && <small>共 {data.total.toLocaleString('zh-CN')} 件商品</small>}
      </h1>
      {result.isError ? (
        <QueryError error={result.error} onRetry={() => void result.refetch()}>
          <Button onClick={() => navigate('/shop')}>返回首页</Button>
        </QueryError>
      ) : (
        <>
          {!data ? (
            // the filters' usual size (brand, category and price rows) while the first results load
            <div className="pm-facets shop-list__facets-skeleton" aria-hidden="true" />
          ) : (
            (data.total > 0 || data.facets.brands.length > 0) && (
              <ListFilters facets={data.facets} filter={filter} brandNames={brandNames} onChange={change} />
            )
          )}
          {!(data && data.total === 0 && !narrowedBy(filter)) && (
            <ListToolbar filter={filter} total={data?.total ?? 0} pages={pages} onChange={change} />
          )}
          <div
            className={result.isFetching ? 'shop-list__results is-fetching' : 'shop-list__results'}
            aria-busy={result.isFetching}
          >
            {!data ? (
              <div className="shop-list__grid">
                <GoodsCardSkeletons count={10} />
              </div>
            ) : data.records.length === 0 ? (
              <NoResult filter={filter} suggestions={data.suggestions} />
            ) : filter.view === 'list' ? (
              <ul className="shop-list__rows" aria-label={what ? `${what}的商品` : '商品'}>
                {data.records.map((g) => (
                  <GoodsRowItem key={g.id} goods={g} />
                ))}
              </ul>
            ) : (
              <div className="shop-list__grid" role="list" aria-label={what ? `${what}的商品` : '商品'}>
                {data.records.map((g, i) => (
                  <div role="listitem" key={g.id} className="shop-list__cell">
                    <GoodsCardItem goods={g} eager={i < 10} />
                  </div>
                ))}
              </div>
            )}
          </div>
          {data && data.total > LIST_PAGE_SIZE && (
            <div className="shop-list__pagination">
              <Pager
                current={Math.min(filter.page, pages)}
                pages={pages}
                onChange={(page) => change({ page })}
              />
            </div>
          )}
        </>
      )}
    </div>
  );
}
