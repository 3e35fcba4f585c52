import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Checkbox, Dialog, DotLoading, SwipeAction } from 'antd-mobile';
import { CART_LINE_STATE_LABELS, type CartGroup, type CartLine, type CartView } from '@pm/contract/cart';
import { formatFen } from '@pm/contract/format';
import { quantityHint } from '@pm/contract/quantity';
import { SquarePicture } from '@/ui/mobile/square-picture';
import { EmptyState } from '@/ui/mobile/empty-state';
import { QueryError } from '@/ui/mobile/query-error';
import { TitleBar } from '@/ui/mobile/title-bar';
import '@/ui/mobile/react19-render';
import {
  blockedIds,
  cartLines,
  checkState,
  freightText,
  priceNote,
  selectableIds,
  settleableCount,
  stockNote,
} from '../model/cart-lines';
import { useCartEditor, type CartEditor } from '../model/use-cart-editor';
import { QuantityInput } from './quantity-input';
import '@/ui/mobile/mobile-parts.css';
import './cart-mobile.css';

type Actions = Pick<CartEditor, 'busy' | 'select' | 'setNum' | 'remove'>;

function confirmRemove(text: string): Promise<boolean> {
  return Dialog.confirm({ content: text, confirmText: '删除', cancelText: '取消' });
}

function LineItem({
  line,
  actions,
  goodsHref,
}: {
  line: CartLine;
  actions: Actions;
  goodsHref: (goodsId: string) => string;
}) {
  const { busy } = actions;
  const blocked = line.state !== 'ok';
  const note = priceNote(line);
  const rule = quantityHint(line.goods);
  const remove = () =>
    void confirmRemove('确定删除这件商品吗？').then((ok) => ok && actions.remove([line.id]));
  return (
    <li className="pm-cart-line-wrap">
      <SwipeAction
        rightActions={[{ key: 'delete', text: '删除', color: 'danger', onClick: remove }]}
        aria-label={`${line.goods.name}，向左滑动可删除`}
      >
        <div
          className={blocked ? 'pm-cart-line pm-cart-line--blocked' : 'pm-cart-line'}
          data-testid="cart-line"
        >
          <Checkbox
            className="pm-cart-line__check"
            checked={line.selected}
            disabled={busy || (blocked && !line.selected)}
            onChange={(on) => actions.select([line.id], on)}
          >
            <span className="pm-sr-only">选择 {line.goods.name}</span>
          </Checkbox>
          <Link to={goodsHref(line.goodsId)} className="pm-cart-line__image" tabIndex={-1} aria-hidden>
            <SquarePicture src={line.goods.image} size={84} />
            {blocked && <span className="pm-cart-line__flag">{CART_LINE_STATE_LABELS[line.state]}</span>}
          </Link>
          <div className="pm-cart-line__info">
            <Link to={goodsHref(line.goodsId)} className="pm-cart-line__name">
              {line.goods.name}
            </Link>
            <div className="pm-cart-line__meta">
              {[line.goods.brandName, line.goods.model && `型号 ${line.goods.model}`]
                .filter(Boolean)
                .join(' · ')}
            </div>
            {(line.goods.agreement || note || rule) && (
              <div className="pm-cart-line__tags">
                {line.goods.agreement && !line.quote && (
                  <span className="pm-badge pm-badge--gold">协议价</span>
                )}
                {note && (
                  <span
                    className={
                      note.tone === 'up'
                        ? 'pm-badge pm-badge--red'
                        : note.tone === 'down'
                          ? 'pm-badge pm-badge--green'
                          : 'pm-badge pm-badge--gold'
                    }
                  >
                    {note.text}
                  </span>
                )}
                {rule && <span className="pm-cart-line__rule">{rule}</span>}
              </div>
            )}
            <div className="pm-cart-line__row">
              <span className="pm-money pm-cart-line__price">{formatFen(line.price)}</span>
              <QuantityInput
                value={line.num}
                goods={line.goods}
                label={line.goods.name}
                disabled={busy || line.state === 'delisted'}
                onChange={(n) => actions.setNum(line.id, n)}
              />
            </div>
            <div className={blocked ? 'pm-cart-line__stock pm-cart-line__stock--bad' : 'pm-cart-line__stock'}>
              {stockNote(line)}
            </div>
          </div>
        </div>
      </SwipeAction>
    </li>
  );
}

function Group({
  group,
  actions,
  goodsHref,
}: {
  group: CartGroup;
  actions: Actions;
  goodsHref: (goodsId: string) => string;
}) {
  const state = checkState(group.lines);
  const freight = freightText(group);
  return (
    <section className="pm-section pm-cart-group" aria-label={group.supplierName}>
      <header className="pm-cart-group__head">
        <Checkbox
          checked={state.checked}
          indeterminate={state.indeterminate}
          disabled={actions.busy || state.disabled}
          onChange={(on) => actions.select(selectableIds(group.lines), on)}
        >
          <span className="pm-cart-group__name">{group.supplierName}</span>
        </Checkbox>
      </header>
      <ul className="pm-cart-group__lines">
        {group.lines.map((line) => (
          <LineItem key={line.id} line={line} actions={actions} goodsHref={goodsHref} />
        ))}
      </ul>
      {group.selectedCount > 0 && (
        <footer className="pm-cart-group__sum">
          <span className="pm-muted">{freight}</span>
          <span>
            小计 <span className="pm-money">{formatFen(group.subtotal)}</span>
          </span>
        </footer>
      )}
    </section>
  );
}

function Bar({
  view,
  managing,
  actions,
  onSettle,
}: {
  view: CartView;
  managing: boolean;
  actions: Actions;
  onSettle: () => void;
}) {
  const lines = cartLines(view);
  const all = checkState(lines);
  const chosen = lines.filter((l) => l.selected).map((l) => l.id);
  const settleable = settleableCount(view);
  return (
    <div className="pm-fixed-bar pm-cart-bar" role="region" aria-label="结算栏">
      <Checkbox
        checked={all.checked}
        indeterminate={all.indeterminate}
        disabled={actions.busy || all.disabled}
        onChange={(on) => actions.select(selectableIds(lines), on)}
      >
        全选
      </Checkbox>
      {managing ? (
        <>
          <span className="pm-cart-bar__sum" />
          <Button
            color="danger"
            className="pm-go-outline"
            fill="outline"
            shape="rounded"
            disabled={actions.busy || chosen.length === 0}
            onClick={() =>
              void confirmRemove(`确定删除选中的 ${chosen.length} 种商品吗？`).then(
                (ok) => ok && actions.remove(chosen),
              )
            }
          >
            删除{chosen.length > 0 ? `（${chosen.length}）` : ''}
          </Button>
        </>
      ) : (
        <>
          <span className="pm-cart-bar__sum">
            <span>
              合计：<span className="pm-money pm-cart-bar__total">{formatFen(view.total)}</span>
            </span>
            <span className="pm-muted">
              {view.freight > 0 ? `含运费 ${formatFen(view.freight)}` : '免运费'}
            </span>
          </span>
          <Button
            color="danger"
            shape="rounded"
            className="pm-go pm-cart-bar__go"
            disabled={actions.busy || settleable <= 0}
            onClick={onSettle}
          >
            去结算{settleable > 0 ? `（${settleable}）` : ''}
          </Button>
        </>
      )}
    </div>
  );
}

/**
 * The cart on a phone (both mobile areas): lines grouped by supplier with subtotal and freight, check
 * boxes per line, group and all (the selection is kept on the server, as on the desktop), quantity
 * steppers that respect MOQ, multiple and cap, swipe left to delete, flagged lines (已下架, 该地区不可售,
 * 库存不足, price changes), and a bar with the total and 去结算. 管理 switches the bar to deleting.
 */
export function CartListView({
  divisionCode,
  area,
  goodsHref,
  onSettle,
  onShop,
}: {
  /** The delivery area the lines are checked for (stock, limits, freight). */
  divisionCode: string;
  /** Shown above the lines: the delivery area and how to change it. */
  area?: ReactNode;
  goodsHref: (goodsId: string) => string;
  onSettle: () => void;
  /** 去逛逛 of the empty cart. */
  onShop: () => void;
}) {
  const { cart, busy, select, setNum, remove } = useCartEditor(divisionCode);
  const [managing, setManaging] = useState(false);
  const actions: Actions = { busy, select, setNum, remove };

  const view = cart.data;
  const count = view?.count ?? 0;
  const title = count > 0 ? `购物车（${count}）` : '购物车';

  let body: ReactNode;
  if (cart.isPending) {
    body = (
      <div className="pm-loading" aria-busy="true">
        <DotLoading color="primary" />
      </div>
    );
  } else if (cart.isError) {
    body = <QueryError error={cart.error} onRetry={() => void cart.refetch()} />;
  } else if (!view || view.count === 0) {
    body = (
      <EmptyState fullPage title="购物车还是空的" description="挑选需要采购的商品加入购物车吧">
        <Button color="danger" className="pm-go-outline" fill="outline" shape="rounded" onClick={onShop}>
          去逛逛
        </Button>
      </EmptyState>
    );
  } else {
    const blocked = blockedIds(view);
    body = (
      <>
        {blocked.length > 0 && (
          <div className="pm-cart-notice" role="status">
            <span>
              {blocked.length} 种商品暂不能购买（已下架、该地区不可售、库存不足或数量不符），结算时不含
            </span>
            <button
              type="button"
              className="pm-link pm-link--danger"
              disabled={actions.busy}
              onClick={() =>
                void confirmRemove(`确定清除 ${blocked.length} 种失效商品吗？`).then(
                  (ok) => ok && actions.remove(blocked),
                )
              }
            >
              清除失效商品
            </button>
          </div>
        )}
        {view.groups.map((g) => (
          <Group key={g.supplierId} group={g} actions={actions} goodsHref={goodsHref} />
        ))}
        <p className="pm-cart-tip">向左滑动商品可删除</p>
        <div className="pm-fixed-bar-space" />
        <Bar view={view} managing={managing} actions={actions} onSettle={onSettle} />
      </>
    );
  }

  return (
    <div className="pm-cart">
      <TitleBar
        title={title}
        right={
          count > 0 ? (
            <button type="button" className="pm-link" onClick={() => setManaging((m) => !m)}>
              {managing ? '完成' : '管理'}
            </button>
          ) : null
        }
      />
      {area}
      {body}
    </div>
  );
}
