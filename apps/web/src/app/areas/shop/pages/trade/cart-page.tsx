import { Link, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { Button, Checkbox, Popconfirm, Spin, Tag } from 'antd';
import type { CartGroup, CartLine, CartView } from '@pm/contract/cart';
import { formatFen } from '@pm/contract/format';
import { pictureSet } from '@pm/contract/picture';
import { quantityHint } from '@pm/contract/quantity';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';
import { queryClient } from '@/lib/query-client';
import { useShopStore } from '@/features/mall/model/shop-store';
import { getCartListQuery } from '@/features/cart/api/cart-list';
import {
  blockedIds,
  cartLines,
  checkState,
  freightText,
  priceNote,
  selectableIds,
  settleableCount,
  stockNote,
} from '@/features/cart/model/cart-lines';
import { useCartEditor } from '@/features/cart/model/use-cart-editor';
import { Price } from '@/features/goods/desktop/price';
import { QuantityStepper } from '@/features/goods/desktop/quantity-stepper';
import { ShopAreaPicker } from '../../shop-header';
import './cart.css';
import { PageHelp } from '@/features/help/desktop/page-help';

export function loader(_: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(getCartListQuery(useShopStore.getState().divisionCode));
  return null;
}

const NOTE_COLORS = { up: 'red', down: 'green', quote: 'gold' } as const;

/** How the price moved since the line was added, or the quote it holds. */
function PriceChange({ line }: { line: CartLine }) {
  const note = priceNote(line);
  if (!note) return null;
  return (
    <Tag color={NOTE_COLORS[note.tone]} className="cart-line__tag">
      {note.text}
    </Tag>
  );
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
  const rule = quantityHint(line.goods);
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
        {rule && <div className="cart-line__meta">{rule}</div>}
      </div>
      <div className="cart-line__price">
        <Price fen={line.price} />
        {line.goods.agreement && !line.quote && <Tag className="cart-line__tag">协议价</Tag>}
        <PriceChange line={line} />
      </div>
      <div className="cart-line__num">
        <QuantityStepper
          value={line.num}
          rule={line.goods}
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
  const state = checkState(group.lines);
  const freight = freightText(group);
  return (
    <section className="cart-group" aria-label={group.supplierName}>
      <header className="cart-group__head">
        <Checkbox
          checked={state.checked}
          indeterminate={state.indeterminate}
          disabled={busy || state.disabled}
          onChange={(e) => select(selectableIds(group.lines), e.target.checked)}
        >
          <strong>{group.supplierName}</strong>
        </Checkbox>
        <span className="cart-group__sum">
          已选 {group.selectedCount} 种，小计 <Price fen={group.subtotal} />
          <span className="cart-group__freight">{freight}</span>
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
  const lines = cartLines(cart);
  const chosen = lines.filter((l) => l.selected);
  const settleable = settleableCount(cart);
  const all = checkState(lines);
  const blocked = blockedIds(cart);
  return (
    <footer className="cart-footer">
      {cart.blockedCount > 0 && (
        <span className="cart-footer__blocked">
          {cart.blockedCount} 种已选商品暂不能结算（已下架、该地区不可售、库存不足或数量不符），结算时不含
        </span>
      )}
      <Checkbox
        checked={all.checked}
        indeterminate={all.indeterminate}
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
      {blocked.length > 0 && (
        <Button type="link" disabled={busy} onClick={() => remove(blocked)}>
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
  const { cart, busy, select, selectAll, setNum, remove } = useCartEditor(divisionCode);

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
      <PageHelp tag="cart" />
    </Panel>
  );
}
