import { useState } from 'react';
import { Link, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { Button, Checkbox, Popconfirm, Spin, Tag } from 'antd';
import type { CartGroup, CartLine, CartView } from '@pm/contract/cart';
import { formatFen } from '@pm/contract/format';
import { pictureSet } from '@pm/contract/picture';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';
import { queryClient } from '@/lib/query-client';
import { useShopStore } from '@/features/mall/model/shop-store';
import { getCartListQuery, useCartList } from '@/features/cart/api/cart-list';
import { useDeleteCartLines, useSelectCartLines, useUpdateCartNum } from '@/features/cart/api/cart-change';
import { Price } from '@/features/goods/desktop/price';
import { QuantityStepper } from '@/features/goods/desktop/quantity-stepper';
import { ShopAreaPicker } from '../../shop-header';
import './cart.css';

export function loader(_: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(getCartListQuery(useShopStore.getState().divisionCode));
  return null;
}

function PriceChange({ line }: { line: CartLine }) {
  if (line.quote && line.price === line.quote.price) {
    return (
      <Tag color="gold" className="cart-line__tag">
        报价有效至 {line.quote.expiresAt.slice(0, 10)}
      </Tag>
    );
  }
  if (line.priceChange === 0) return null;
  const down = line.priceChange < 0;
  return (
    <Tag color={down ? 'green' : 'red'} className="cart-line__tag">
      比加入时{down ? '降' : '涨'}
      {formatFen(Math.abs(line.priceChange))}
    </Tag>
  );
}

function stockNote(line: CartLine): string {
  if (line.state !== 'ok') return line.stateText;
  if (line.goods.stock < 10) return `库存紧张，仅剩${line.goods.stock}${line.goods.unit}`;
  return line.deliveryDays !== null ? `现货，预计 ${line.deliveryDays} 天送达` : '现货';
}

function Line({
  line,
  busy,
  onSelect,
  onNum,
  onDelete,
}: {
  line: CartLine;
  busy: boolean;
  onSelect: (selected: boolean) => void;
  onNum: (num: number) => void;
  onDelete: () => void;
}) {
  const blocked = line.state !== 'ok';
  return (
    <li className={blocked ? 'cart-line cart-line--blocked' : 'cart-line'} data-testid="cart-line">
      <Checkbox
        aria-label={`选择 ${line.goods.name}`}
        checked={line.selected}
        disabled={busy || (blocked && !line.selected)}
        onChange={(e) => onSelect(e.target.checked)}
      />
      <Link to={`/shop/detail/${line.goodsId}`} className="cart-line__image">
        <img {...pictureSet(line.goods.image, 80)} alt="" width={80} height={80} loading="lazy" />
      </Link>
      <div className="cart-line__info">
        <Link to={`/shop/detail/${line.goodsId}`} className="cart-line__name">
          {line.goods.name}
        </Link>
        <div className="cart-line__meta">
          {line.goods.brandName} · 型号 {line.goods.model || '—'} · 编码 {line.goods.skuCode}
        </div>
        <div className="cart-line__meta">
          起订 {line.goods.moq}
          {line.goods.unit}
          {line.goods.orderMultiple > 1 ? `，${line.goods.orderMultiple}${line.goods.unit}起递增` : ''}
        </div>
      </div>
      <div className="cart-line__price">
        <Price fen={line.price} />
        {line.goods.agreement && !line.quote && <Tag className="cart-line__tag">协议价</Tag>}
        <PriceChange line={line} />
      </div>
      <div className="cart-line__num">
        <QuantityStepper
          value={line.num}
          rule={{ moq: line.goods.moq, orderMultiple: line.goods.orderMultiple }}
          disabled={busy || line.state === 'delisted'}
          onChange={onNum}
        />
        <span className={blocked ? 'cart-line__stock cart-line__stock--bad' : 'cart-line__stock'}>
          {stockNote(line)}
        </span>
      </div>
      <div className="cart-line__amount">
        <Price fen={line.amount} />
      </div>
      <div className="cart-line__ops">
        <Popconfirm title="确定删除这件商品吗？" okText="删除" cancelText="取消" onConfirm={onDelete}>
          <Button type="link" size="small" disabled={busy}>
            删除
          </Button>
        </Popconfirm>
      </div>
    </li>
  );
}

function Group({
  group,
  busy,
  select,
  setNum,
  remove,
}: {
  group: CartGroup;
  busy: boolean;
  select: (ids: string[], selected: boolean) => void;
  setNum: (id: string, num: number) => void;
  remove: (ids: string[]) => void;
}) {
  const selectable = group.lines.filter((l) => l.state === 'ok' || l.selected);
  const some = group.lines.some((l) => l.selected);
  return (
    <section className="cart-group" aria-label={group.supplierName}>
      <header className="cart-group__head">
        <Checkbox
          checked={group.selected && some}
          indeterminate={some && !group.selected}
          disabled={busy || selectable.length === 0}
          onChange={(e) =>
            select(
              selectable.map((l) => l.id),
              e.target.checked,
            )
          }
        >
          <strong>{group.supplierName}</strong>
        </Checkbox>
        <span className="cart-group__sum">
          已选 {group.selectedCount} 种，小计 <Price fen={group.subtotal} />
          <span className="cart-group__freight">
            {group.selectedCount === 0
              ? ''
              : group.freight.fee > 0
                ? `运费 ${formatFen(group.freight.fee)}${group.freight.toFree > 0 ? `，再买 ${formatFen(group.freight.toFree)} 可免运费` : ''}`
                : '免运费'}
          </span>
        </span>
      </header>
      <ul className="cart-group__lines">
        {group.lines.map((line) => (
          <Line
            key={line.id}
            line={line}
            busy={busy}
            onSelect={(s) => select([line.id], s)}
            onNum={(n) => setNum(line.id, n)}
            onDelete={() => remove([line.id])}
          />
        ))}
      </ul>
    </section>
  );
}

function Footer({
  cart,
  busy,
  select,
  remove,
}: {
  cart: CartView;
  busy: boolean;
  select: (all: boolean) => void;
  remove: (ids: string[]) => void;
}) {
  const navigate = useNavigate();
  const lines = cart.groups.flatMap((g) => g.lines);
  const chosen = lines.filter((l) => l.selected);
  const settleable = cart.selectedCount - cart.blockedCount;
  const allSelected = lines.length > 0 && lines.every((l) => l.selected || l.state !== 'ok');
  const blockedIds = lines.filter((l) => l.state !== 'ok').map((l) => l.id);
  return (
    <footer className="cart-footer">
      {cart.blockedCount > 0 && (
        <span className="cart-footer__blocked">
          {cart.blockedCount} 种已选商品暂不能结算（已下架、该地区不可售、库存不足或数量不符），结算时不含
        </span>
      )}
      <Checkbox
        checked={allSelected && chosen.length > 0}
        indeterminate={chosen.length > 0 && !allSelected}
        disabled={busy}
        onChange={(e) => select(e.target.checked)}
      >
        全选
      </Checkbox>
      <Popconfirm
        title={`确定删除选中的 ${chosen.length} 种商品吗？`}
        okText="删除"
        cancelText="取消"
        disabled={chosen.length === 0}
        onConfirm={() => remove(chosen.map((l) => l.id))}
      >
        <Button type="link" disabled={busy || chosen.length === 0}>
          删除选中
        </Button>
      </Popconfirm>
      {blockedIds.length > 0 && (
        <Button type="link" disabled={busy} onClick={() => remove(blockedIds)}>
          清除失效商品
        </Button>
      )}
      <div className="cart-footer__sum">
        <span>
          已选 <b>{settleable}</b> 种商品
        </span>
        <span>
          运费 <b>{formatFen(cart.freight)}</b>
        </span>
        <span className="cart-footer__total">
          合计（含运费）：
          <Price fen={cart.total} />
        </span>
      </div>
      <Button
        type="primary"
        size="large"
        danger
        disabled={busy || settleable === 0}
        onClick={() => navigate('/shop/confirm')}
      >
        去结算
      </Button>
    </footer>
  );
}

/** /shop/cart: 购物车 (login required), grouped by supplier, for the delivery area of the header. */
export default function CartPage() {
  const navigate = useNavigate();
  const divisionCode = useShopStore((s) => s.divisionCode);
  const cart = useCartList(divisionCode);
  const update = useUpdateCartNum();
  const del = useDeleteCartLines();
  const sel = useSelectCartLines();
  const [pending, setPending] = useState(false);
  const busy = pending || cart.isFetching;
  const run = (p: Promise<unknown>) => {
    setPending(true);
    p.catch(() => undefined).finally(() => setPending(false));
  };
  const select = (ids: string[], selected: boolean) => run(sel.mutateAsync({ ids: ids.join(','), selected }));
  const selectAll = (selected: boolean) => run(sel.mutateAsync({ all: true, selected }));
  const setNum = (id: string, num: number) => run(update.mutateAsync({ id, num }));
  const remove = (ids: string[]) => run(del.mutateAsync(ids));

  const title = '购物车';
  if (cart.isPending) {
    return (
      <Panel title={title}>
        <div className="cart-loading">
          <Spin />
        </div>
      </Panel>
    );
  }
  if (cart.isError) {
    return (
      <Panel title={title}>
        <QueryError error={cart.error} onRetry={() => void cart.refetch()} />
      </Panel>
    );
  }
  const view = cart.data;
  return (
    <Panel
      title={`${title}（${view.count}）`}
      extra={
        <span className="cart-area">
          配送至：
          <ShopAreaPicker />
        </span>
      }
    >
      {view.count === 0 ? (
        <EmptyState description="购物车还是空的，去逛逛">
          <Button type="primary" onClick={() => navigate('/shop')}>
            去逛逛
          </Button>
          <Button onClick={() => navigate('/shop/batch/purchase')}>批量采购</Button>
        </EmptyState>
      ) : (
        <div className="cart">
          <div className="cart-head" aria-hidden="true">
            <span />
            <span>商品</span>
            <span>单价</span>
            <span>数量</span>
            <span>金额</span>
            <span>操作</span>
          </div>
          {view.groups.map((g) => (
            <Group key={g.supplierId} group={g} busy={busy} select={select} setNum={setNum} remove={remove} />
          ))}
          <Footer cart={view} busy={busy} select={selectAll} remove={remove} />
        </div>
      )}
    </Panel>
  );
}
