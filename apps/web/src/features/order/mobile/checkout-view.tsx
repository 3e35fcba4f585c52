import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Dialog, DotLoading, Input, Result, TextArea } from 'antd-mobile';
import type { CartGroup, CartView } from '@pm/contract/cart';
import { formatFen } from '@pm/contract/format';
import type { OrderPreviewGroup, OrderSubmitted } from '@pm/contract/order';
import { ORDER_REF_LABELS, ORDER_REF_MAX } from '@pm/contract/order-refs';
import { EmptyState } from '@/ui/mobile/empty-state';
import { QueryError } from '@/ui/mobile/query-error';
import { deliveryDayText, lineDeliveryDate, priceMoves, REMARKS_MAX } from '../model/order-view';
import { settledKinds, settledLines, useCheckout, type PriceChange } from '../model/use-checkout';
import { OrderGoods, specText } from './order-goods';
import '@/ui/mobile/mobile-parts.css';
import './order-mobile.css';

function Loading() {
  return (
    <div className="pm-loading" aria-busy="true">
      <DotLoading color="primary" />
    </div>
  );
}

function isPreviewGroup(g: CartGroup | OrderPreviewGroup): g is OrderPreviewGroup {
  return 'expectedDate' in g;
}

/** One supplier's part of the checkout: its settleable chosen lines, delivery dates, freight and amount. */
function SupplierGroup({ group }: { group: CartGroup | OrderPreviewGroup }) {
  const lines = settledLines(group);
  const preview = isPreviewGroup(group) ? group : null;
  const days = lines.map((l) => l.deliveryDays);
  const freight = group.freight.fee;
  return (
    <section className="pm-section" aria-label={group.supplierName}>
      <header className="pm-card-head">
        <h2 className="pm-card-head__title">{group.supplierName}</h2>
        <span className="pm-muted">{lines.length} 种商品</span>
      </header>
      {lines.map((l) => (
        <OrderGoods
          key={l.id}
          line={{
            id: l.id,
            image: l.goods.image,
            name: l.goods.name,
            spec: specText(l.goods),
            unit: l.goods.unit,
            price: l.price,
            num: l.num,
            amount: l.amount,
          }}
          extra={
            preview
              ? `预计 ${deliveryDayText(lineDeliveryDate(preview.expectedDate, l.deliveryDays, days))} 送达`
              : undefined
          }
        />
      ))}
      <footer className="pm-card-foot">
        <span className="pm-muted pm-card-foot__note">
          {freight > 0 ? `运费 ${formatFen(freight)}` : '免运费'}
          {preview ? ` · 最晚 ${deliveryDayText(preview.expectedDate)} 送达` : ''}
        </span>
        <span className="pm-card-foot__sum">
          合计{' '}
          <span className="pm-money">{formatFen(preview ? preview.amount : group.subtotal + freight)}</span>
        </span>
      </footer>
    </section>
  );
}

/**
 * Where 查看订单 goes after a submission: the new order itself, or the order list when the submission was
 * split into several orders (one per supplier).
 */
export function viewOrderHref(
  submitted: Pick<OrderSubmitted, 'orderIds'>,
  orderHref: (id: string) => string,
  ordersHref: string,
): string {
  const [only, ...more] = submitted.orderIds;
  return only && more.length === 0 ? orderHref(only) : ordersHref;
}

/** What the buyer sees after a successful submission: the orders made and what 企业月结 was charged. */
function Submitted({
  submitted,
  orderHref,
  ordersHref,
  homeHref,
}: {
  submitted: OrderSubmitted;
  orderHref: (id: string) => string;
  ordersHref: string;
  homeHref: string;
}) {
  const navigate = useNavigate();
  const many = submitted.orderNos.length > 1;
  return (
    <div className="pm-section">
      <Result
        status="success"
        title="订单提交成功"
        description={
          <>
            <p>
              {many ? `已按供应商拆分为 ${submitted.orderNos.length} 个订单，` : ''}已从企业月结额度扣除{' '}
              <strong>{formatFen(submitted.amount)}</strong>，请等待供应商发货。
            </p>
            <ul className="pm-result-orders" aria-label="订单号">
              {submitted.orderNos.map((no, i) => (
                <li key={no}>
                  订单号：<Link to={orderHref(submitted.orderIds[i] ?? '')}>{no}</Link>
                </li>
              ))}
            </ul>
          </>
        }
      />
      <div className="pm-result-actions">
        <Button
          color="danger"
          className="pm-go"
          shape="rounded"
          onClick={() => navigate(viewOrderHref(submitted, orderHref, ordersHref), { replace: true })}
        >
          查看订单
        </Button>
        <Button shape="rounded" onClick={() => navigate(homeHref, { replace: true })}>
          继续购物
        </Button>
      </div>
    </div>
  );
}

/** Prices or freight moved (40901): the lines whose price moved, the new total, 确认新价格 or 返回修改. */
function PriceChangedDialog({
  changed,
  onConfirm,
  onCancel,
}: {
  changed: PriceChange | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const moves = changed ? priceMoves(changed.before, changed.after) : [];
  return (
    <Dialog
      visible={changed !== null}
      title="商品价格有变动"
      content={
        changed && (
          <div className="pm-price-changed">
            <p>提交前商品价格或运费发生了变化，请确认新的金额后再提交。</p>
            {moves.length > 0 && (
              <ul>
                {moves.map((m) => (
                  <li key={m.id}>
                    <span className="pm-price-changed__name">{m.name}</span>
                    <span>
                      {formatFen(m.before)} → <strong>{formatFen(m.after)}</strong>
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <p>
              {changed.before ? `原应付 ${formatFen(changed.before.total)}，` : ''}现应付{' '}
              <strong className="pm-money">{formatFen(changed.after.total)}</strong>（商品{' '}
              {formatFen(changed.after.goodsAmount)}，运费 {formatFen(changed.after.freight)}）
            </p>
          </div>
        )
      }
      closeOnAction={false}
      onAction={(action) => (action.key === 'confirm' ? onConfirm() : onCancel())}
      actions={[
        [
          { key: 'back', text: '返回修改' },
          { key: 'confirm', text: '确认新价格', bold: true },
        ],
      ]}
    />
  );
}

/**
 * The checkout on a phone (both mobile areas): the chosen cart lines grouped by supplier with delivery
 * dates and freight for the chosen address, the address and invoice pickers (given by the page, they
 * belong to the member feature), remarks, 企业月结 with the credit left, the total and 提交订单 with an
 * Idempotency-Key (a double tap or a retry orders once). A price change (40901) asks to confirm the new
 * total; a credit (40903) or stock (40904) refusal shows the server's message. `cannotOrderNotice` (the
 * notice saying why) replaces the pickers and the button for an account that cannot order (no
 * organization yet).
 */
export function CheckoutView({
  cart,
  cartPending,
  cartError,
  onRetryCart,
  addressId,
  addressReady,
  invoiceId,
  address,
  invoice,
  cannotOrderNotice,
  cartHref,
  homeHref,
  ordersHref,
  orderHref,
  approvalField,
}: {
  /** The cart: its chosen settleable lines are what is settled. */
  cart: CartView | undefined;
  cartPending: boolean;
  cartError: unknown;
  onRetryCart: () => void;
  addressId: string | undefined;
  /** The addresses are loaded: the first preview is then for the default one, not without one. */
  addressReady: boolean;
  /** The invoice title; null: 不开发票; undefined: not chosen yet. */
  invoiceId: string | null | undefined;
  address: ReactNode;
  invoice: ReactNode;
  cannotOrderNotice?: ReactNode;
  cartHref: string;
  homeHref: string;
  ordersHref: string;
  orderHref: (id: string) => string;
  /** 申请说明 (the screen composes it from approval): shown after 采购信息. */
  approvalField?: (field: {
    value: string;
    onChange: (value: string) => void;
    problem: string | null;
    overBudget: boolean;
  }) => ReactNode;
}) {
  const navigate = useNavigate();
  const {
    cartLineIds,
    preview,
    view,
    problems,
    groups,
    remarks,
    setRemarks,
    poNumber,
    setPoNumber,
    costCenter,
    setCostCenter,
    refProblems,
    approvalReason,
    setApprovalReason,
    approvalReasonProblem,
    overBudget,
    busy,
    submitting,
    canSubmit,
    changed,
    refusal,
    submitted,
    submitOrder,
    confirmNewPrice,
    backToEdit,
  } = useCheckout({
    cart,
    addressId,
    invoiceId,
    addressReady,
    blocked: Boolean(cannotOrderNotice),
    onSubmitted: () => window.scrollTo(0, 0),
  });

  if (submitted) {
    return (
      <Submitted submitted={submitted} orderHref={orderHref} ordersHref={ordersHref} homeHref={homeHref} />
    );
  }
  if (cartPending) return <Loading />;
  if (cartError) return <QueryError error={cartError} onRetry={onRetryCart} />;
  if (cartLineIds.length === 0) {
    return (
      <EmptyState fullPage title="暂无待结算商品" description="请先在购物车中勾选要结算的商品">
        <Button
          color="danger"
          className="pm-go-outline"
          fill="outline"
          shape="rounded"
          onClick={() => navigate(cartHref)}
        >
          返回购物车
        </Button>
      </EmptyState>
    );
  }

  const total = view ? view.total : (cart?.total ?? 0);
  const kinds = settledKinds(groups);

  return (
    <div className="pm-checkout">
      {cannotOrderNotice ?? (
        <>
          {address}
          {invoice}
        </>
      )}

      {!cannotOrderNotice && preview.isError && !view ? (
        <QueryError error={preview.error} onRetry={() => void preview.refetch()} />
      ) : (
        <div aria-busy={busy}>
          {groups.map((g) => (
            <SupplierGroup key={g.supplierId} group={g} />
          ))}
        </div>
      )}

      {!cannotOrderNotice && (
        <section className="pm-section" aria-label="采购信息">
          <h2 className="pm-section__title">采购信息</h2>
          {(
            [
              ['poNumber', poNumber, setPoNumber, '选填：贵司内部的采购单号'],
              ['costCenter', costCenter, setCostCenter, '选填：费用归属的成本中心'],
            ] as const
          ).map(([field, value, set, placeholder]) => (
            <div key={field} className="pm-ref-field">
              <label htmlFor={`pm-checkout-${field}`}>{ORDER_REF_LABELS[field]}</label>
              <Input
                id={`pm-checkout-${field}`}
                value={value}
                placeholder={placeholder}
                maxLength={ORDER_REF_MAX + 1}
                clearable
                onChange={set}
              />
              {refProblems[field] && (
                <p className="pm-field-error" role="alert">
                  {refProblems[field]}
                </p>
              )}
            </div>
          ))}
        </section>
      )}

      {!cannotOrderNotice &&
        approvalField?.({
          value: approvalReason,
          onChange: setApprovalReason,
          problem: approvalReasonProblem,
          overBudget,
        })}

      {!cannotOrderNotice && (
        <section className="pm-section" aria-label="订单备注">
          <h2 className="pm-section__title">
            <label htmlFor="pm-checkout-remarks">订单备注</label>
          </h2>
          <div className="pm-remarks pm-count-readable">
            <TextArea
              id="pm-checkout-remarks"
              placeholder="选填：送货时间、收货联系要求等（供应商可见）"
              value={remarks}
              maxLength={REMARKS_MAX}
              showCount
              autoSize={{ minRows: 2, maxRows: 4 }}
              onChange={setRemarks}
            />
          </div>
        </section>
      )}

      <section className="pm-section" aria-label="金额">
        <dl>
          <div className="pm-kv">
            <dt>商品金额</dt>
            <dd>{formatFen(view ? view.goodsAmount : (cart?.selectedAmount ?? 0))}</dd>
          </div>
          <div className="pm-kv">
            <dt>运费</dt>
            <dd>{formatFen(view ? view.freight : (cart?.freight ?? 0))}</dd>
          </div>
          <div className="pm-kv">
            <dt>支付方式</dt>
            <dd>企业月结</dd>
          </div>
          {view && (
            <div className="pm-kv">
              <dt>可用额度</dt>
              <dd>
                {formatFen(view.credit.remaining)}
                <div className="pm-muted">
                  总额度 {formatFen(view.credit.limit)}，已用 {formatFen(view.credit.used)}
                </div>
              </dd>
            </div>
          )}
        </dl>
      </section>

      {(problems.length > 0 || refusal) && (
        <div className="pm-problems" role="alert">
          <h2>暂时无法提交订单</h2>
          <ul>
            {refusal && !problems.includes(refusal) && <li>{refusal}</li>}
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}

      <div className="pm-fixed-bar-space" />
      <div className="pm-fixed-bar pm-pay-bar" role="region" aria-label="提交订单">
        <span className="pm-pay-bar__sum">
          共 {kinds} 种，应付：<span className="pm-money pm-pay-bar__total">{formatFen(total)}</span>
        </span>
        {cannotOrderNotice ? (
          <span className="pm-muted">加入采购单位后可下单</span>
        ) : (
          <Button
            color="danger"
            shape="rounded"
            className="pm-go pm-pay-bar__go"
            loading={submitting}
            disabled={!canSubmit}
            onClick={submitOrder}
          >
            {!addressId && addressReady ? '请先添加地址' : '提交订单'}
          </Button>
        )}
      </div>

      <PriceChangedDialog changed={changed} onConfirm={confirmNewPrice} onCancel={backToEdit} />
    </div>
  );
}
