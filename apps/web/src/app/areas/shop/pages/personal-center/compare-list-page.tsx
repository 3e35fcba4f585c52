import { useEffect, useMemo, useState } from 'react';
import { Button, Checkbox, Pagination, Popconfirm, Skeleton, Space } from 'antd';
import { DownloadOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import type { CompareLine } from '@pm/contract/compare';
import { formatFen } from '@pm/contract/format';
import { useMoveCompareToCart } from '@/features/compare/api/compare-cart-append';
import { getComparePageQuery, useComparePage } from '@/features/compare/api/compare-page';
import { useRemoveCompareLines } from '@/features/compare/api/compare-remove';
import { useDownloadCompareReport } from '@/features/compare/api/compare-report';
import { useSetCompareNum } from '@/features/compare/api/compare-set-num';
import { CompareSetCard } from '@/features/compare/desktop/compare-set-card';
import { detailPath } from '@/features/goods/desktop/goods-card';
import { QuantityStepper } from '@/features/goods/desktop/quantity-stepper';
import { useShopStore } from '@/features/mall/model/shop-store';
import { PageHelp } from '@/features/help/desktop/page-help';
import { queryClient } from '@/lib/query-client';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';
import { ShopAreaPicker } from '../../shop-header';
import { GoShopping } from './go-shopping';

/** Comparable sets per page. */
const SETS_PER_PAGE = 10;

/** Starts loading the first page for the shop's delivery area with the page's code. */
export function loader() {
  void queryClient.prefetchQuery(
    getComparePageQuery({
      page: 1,
      limit: SETS_PER_PAGE,
      divisionCode: useShopStore.getState().divisionCode,
    }),
  );
  return null;
}

/** /shop/person/compare: 核价单, comparable goods side by side with the lowest total marked. */
export default function CompareListPage() {
  const divisionCode = useShopStore((s) => s.divisionCode);
  const [page, setPage] = useState(1);
  const q = useComparePage({ page, limit: SETS_PER_PAGE, divisionCode });
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const move = useMoveCompareToCart();
  const remove = useRemoveCompareLines();
  const report = useDownloadCompareReport();
  const setNum = useSetCompareNum();

  const lines = useMemo(() => q.data?.records.flatMap((s) => s.lines) ?? [], [q.data]);
  // only lines still on screen count as selected
  const selected = useMemo(
    () => new Set(lines.filter((l) => picked.has(l.id)).map((l) => l.id)),
    [lines, picked],
  );
  const selectedLines = lines.filter((l) => selected.has(l.id));
  const cheapestIds = q.data?.records.flatMap((s) => (s.cheapestLineId ? [s.cheapestLineId] : [])) ?? [];
  const busy = move.isPending || remove.isPending;
  const emptiedPage = q.data !== undefined && q.data.records.length === 0 && page > 1;
  useEffect(() => {
    // the last page emptied (lines moved or removed): go back one
    if (emptiedPage) setPage((p) => Math.max(1, p - 1));
  }, [emptiedPage]);

  const toggle = (id: string, checked: boolean) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  const toCart = async () => {
    try {
      await move.mutateAsync({ ids: [...selected] });
      setPicked(new Set());
    } catch {
      // toasted by the api call
    }
  };
  const removeLines = async (ids: string[]) => {
    try {
      await remove.mutateAsync(ids);
      setPicked((prev) => new Set([...prev].filter((id) => !ids.includes(id))));
    } catch {
      // toasted by the api call
    }
  };
  const exportReport = () => report.mutate({ divisionCode });

  const quantity = (l: CompareLine) => (
    <QuantityStepper
      value={l.num}
      rule={{ moq: l.goods.moq, orderMultiple: l.goods.orderMultiple }}
      disabled={setNum.isPending || busy}
      onChange={(num) => setNum.mutate({ goodsId: l.goodsId, num })}
    />
  );

  const extra = (
    <Space size={12}>
      <ShopAreaPicker />
      <Button
        icon={<DownloadOutlined />}
        loading={report.isPending}
        disabled={!q.data || q.data.lineCount === 0}
        onClick={exportReport}
      >
        导出核价单
      </Button>
    </Space>
  );

  if (q.isPending) {
    return (
      <Panel title="核价单" extra={extra}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Panel>
    );
  }
  if (q.isError) {
    return (
      <Panel title="核价单" extra={extra}>
        <QueryError error={q.error} onRetry={() => void q.refetch()} />
      </Panel>
    );
  }
  const data = q.data;
  if (data.lineCount === 0) {
    return (
      <Panel title="核价单" extra={extra}>
        <EmptyState description="核价单还是空的，挑选商品后可加入核价单比价">
          <GoShopping />
        </EmptyState>
      </Panel>
    );
  }
  const allOnPage = lines.length > 0 && selected.size === lines.length;
  const selectedTotal = selectedLines.reduce((sum, l) => sum + l.total, 0);

  return (
    <Panel title="核价单" extra={extra}>
      <div className="pm-cmp-bar" role="toolbar" aria-label="核价单操作">
        <Checkbox
          checked={allOnPage}
          indeterminate={selected.size > 0 && !allOnPage}
          disabled={busy}
          onChange={(e) => setPicked(e.target.checked ? new Set(lines.map((l) => l.id)) : new Set())}
        >
          全选本页
        </Checkbox>
        <Button
          size="small"
          disabled={busy || cheapestIds.length === 0}
          onClick={() => setPicked(new Set(cheapestIds))}
        >
          选中每组最低总价
        </Button>
        <span className="pm-cmp-bar__count">
          已选 {selected.size} 件{selected.size > 0 && `，合计 ${formatFen(selectedTotal)}（含运费）`}
        </span>
        <span className="pm-cmp-bar__fill" />
        <span className="pm-cmp-bar__count">
          共 {data.total} 组、{data.lineCount} 件商品
        </span>
        <Popconfirm
          title={`从核价单移除所选的 ${selected.size} 件商品？`}
          okText="移除"
          cancelText="取消"
          disabled={selected.size === 0 || busy}
          onConfirm={() => void removeLines([...selected])}
        >
          <Button disabled={selected.size === 0 || busy} loading={remove.isPending}>
            移除所选
          </Button>
        </Popconfirm>
        <Button
          type="primary"
          danger
          icon={<ShoppingCartOutlined />}
          disabled={selected.size === 0 || busy}
          loading={move.isPending}
          onClick={() => void toCart()}
        >
          加入购物车
        </Button>
      </div>
      <p className="pm-cmp-bar__note">
        同一三级分类或同一产品系列的商品归为一组比价；总价按所选配送地区含运费计算，每组标出可购买商品中的最低总价。加入购物车后，商品从核价单移入购物车。
      </p>
      {data.records.map((set) => (
        <CompareSetCard
          key={set.key}
          set={set}
          selected={selected}
          onToggle={toggle}
          onRemove={(id) => void removeLines([id])}
          renderQuantity={quantity}
          detailPath={detailPath}
          busy={busy}
        />
      ))}
      {data.total > data.limit && (
        <Pagination
          className="pm-cmp-pager"
          current={data.page}
          pageSize={data.limit}
          total={data.total}
          showSizeChanger={false}
          showTotal={(n) => `共 ${n} 组`}
          onChange={(p) => setPage(p)}
        />
      )}
      <PageHelp tag="compare" />
    </Panel>
  );
}
