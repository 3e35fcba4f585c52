import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Input, Spin } from 'antd';
import { useNavigate, type LoaderFunctionArgs } from 'react-router';
import { formatFen } from '@pm/contract/format';
import type { Address, InvoiceTitle } from '@pm/contract/member';
import { ORDER_ERROR_CODES, type OrderPreview, type OrderSubmitted } from '@pm/contract/order';
import { getCartListQuery, useCartList } from '@/features/cart/api/cart-list';
import { useShopStore } from '@/features/mall/model/shop-store';
import { getAddressListQuery, useAddressList } from '@/features/member/api/address-list';
import { AddressPicker } from '@/features/member/desktop/address-picker';
import { InvoicePicker } from '@/features/member/desktop/invoice-picker';
import { useOrderPreview } from '@/features/order/api/order-preview';
import { useSubmitOrder } from '@/features/order/api/order-submit';
import { ConfirmGroup } from '@/features/order/desktop/confirm-group';
import { ConfirmResult } from '@/features/order/desktop/confirm-result';
import { PriceChangedModal } from '@/features/order/desktop/price-changed-modal';
import { REMARKS_MAX } from '@/features/order/model/order-view';
import { newVisitId, submissionKey } from '@/features/order/model/submission-key';
import { ApiError } from '@/lib/http';
import { queryClient } from '@/lib/query-client';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';
import { useChooseAddress } from '../../use-address-area';
import './confirm.css';

export function loader(_: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(getCartListQuery(useShopStore.getState().divisionCode));
  void queryClient.prefetchQuery(getAddressListQuery());
  return null;
}

function Section({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <section className="confirm-section">
      <header className="confirm-section__head">
        <h3>{title}</h3>
        {extra}
      </header>
      {children}
    </section>
  );
}

function Loading() {
  return (
    <div className="confirm-loading">
      <Spin />
    </div>
  );
}

function addressText(a: Address): string {
  return `${a.provinceName}${a.cityName}${a.countyName} ${a.detail}`;
}

/**
 * /shop/confirm: 确认订单. The selected settleable cart lines, grouped by supplier, for the chosen
 * address (stock, freight and dates depend on it), the invoice title or none, remarks, 企业月结 with
 * the credit left, and 提交订单: one order per supplier. A double click or a retry sends the same
 * Idempotency-Key, so it orders once.
 */
export default function ConfirmPage() {
  const navigate = useNavigate();
  const divisionCode = useShopStore((s) => s.divisionCode);
  const cart = useCartList(divisionCode);
  const cartLineIds = useMemo(
    () =>
      (cart.data?.groups ?? [])
        .flatMap((g) => g.lines)
        .filter((l) => l.selected && l.state === 'ok')
        .map((l) => l.id),
    [cart.data],
  );
  const [addressId, setAddressId] = useState<string | undefined>(undefined);
  const [address, setAddress] = useState<Address | null>(null);
  const [invoiceId, setInvoiceId] = useState<string | null | undefined>(undefined);
  const [remarks, setRemarks] = useState('');
  const [visitId] = useState(newVisitId);
  const [changed, setChanged] = useState<{ before: OrderPreview | undefined; after: OrderPreview } | null>(
    null,
  );
  const [submitted, setSubmitted] = useState<OrderSubmitted | null>(null);
  const inFlight = useRef(false);

  // Until the buyer picks another, the shop's delivery address (header) or else the default one (the
  // list's first) is chosen; reading them here makes the first preview the one for it, not one
  // without an address.
  const shopAddressId = useShopStore((s) => s.addressId);
  const chooseShopAddress = useChooseAddress();
  const addresses = useAddressList();
  const list = addresses.data ?? [];
  const chosenAddressId = addressId ?? (list.find((a) => a.id === shopAddressId) ?? list[0])?.id ?? undefined;
  const shownAddress = address ?? list.find((a) => a.id === chosenAddressId) ?? null;
  // undefined until the picker has chosen the default title (or 不开发票 when there is none)
  const chosenInvoiceId = invoiceId ?? null;
  const preview = useOrderPreview(
    { cartLineIds, addressId: chosenAddressId },
    // one preview for the default address rather than one without and one with it
    addressId !== undefined || !addresses.isPending,
  );
  const submit = useSubmitOrder();
  const view = preview.data;

  const send = async (expectedAmount: number, before: OrderPreview | undefined) => {
    if (inFlight.current || !chosenAddressId) return;
    inFlight.current = true;
    const body = {
      cartLineIds,
      addressId: chosenAddressId,
      invoiceId: chosenInvoiceId,
      remarks: remarks.trim(),
      expectedAmount,
    };
    try {
      const result = await submit.mutateAsync({ body, key: submissionKey(visitId, body) });
      setChanged(null);
      setSubmitted(result);
    } catch (err) {
      if (err instanceof ApiError && err.code === ORDER_ERROR_CODES.priceChanged && err.data) {
        setChanged({ before, after: err.data as OrderPreview });
      } else {
        setChanged(null);
        // stock, credit or the lines may have moved: show the server's view of them now
        void preview.refetch();
      }
    } finally {
      inFlight.current = false;
    }
  };

  const title = '确认订单';
  if (submitted) {
    return (
      <Panel title={title}>
        <ConfirmResult submitted={submitted} />
      </Panel>
    );
  }
  if (cart.isPending) {
    return (
      <Panel title={title}>
        <Loading />
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
  if (cartLineIds.length === 0) {
    return (
      <Panel title={title}>
        <EmptyState description="没有待结算的商品，请先在购物车中勾选商品">
          <Button type="primary" onClick={() => navigate('/shop/cart')}>
            返回购物车
          </Button>
        </EmptyState>
      </Panel>
    );
  }

  const problems = view?.problems ?? [];
  const noAddress = !chosenAddressId;
  const busy = submit.isPending || preview.isFetching;
  const canSubmit = Boolean(view) && problems.length === 0 && !noAddress && !busy;

  return (
    <Panel title={title}>
      <div className="confirm">
        <Section title="收货地址">
          <AddressPicker
            value={chosenAddressId}
            onChange={(a: Address) => {
              setAddress(a);
              setAddressId(a.id);
              // the chosen address is the shop's delivery address: stock, limits and freight everywhere
              if (a.id !== shopAddressId) chooseShopAddress(a, 'hand');
            }}
          />
        </Section>

        <Section title="发票信息">
          <InvoicePicker
            value={invoiceId}
            onChange={(inv: InvoiceTitle | null) => setInvoiceId(inv ? inv.id : null)}
          />
        </Section>

        <Section
          title="商品清单"
          extra={
            <Button type="link" onClick={() => navigate('/shop/cart')}>
              返回购物车修改
            </Button>
          }
        >
          {preview.isError && !view ? (
            <QueryError error={preview.error} onRetry={() => void preview.refetch()} />
          ) : !view ? (
            <Loading />
          ) : (
            <div className={preview.isFetching ? 'confirm-groups confirm-groups--busy' : 'confirm-groups'}>
              <div className="confirm-lines-head" aria-hidden="true">
                <span>商品</span>
                <span>单价</span>
                <span>数量</span>
                <span>金额</span>
                <span>预计送达</span>
              </div>
              {view.groups.map((g) => (
                <ConfirmGroup key={g.supplierId} group={g} />
              ))}
            </div>
          )}
        </Section>

        <Section title="订单备注">
          <Input.TextArea
            aria-label="订单备注"
            placeholder="选填：对本次采购的说明，如送货时间、收货联系要求等（供应商可见）"
            value={remarks}
            maxLength={REMARKS_MAX}
            showCount
            autoSize={{ minRows: 2, maxRows: 4 }}
            onChange={(e) => setRemarks(e.target.value)}
          />
        </Section>

        <Section title="支付方式">
          <div className="confirm-pay">
            <span className="confirm-pay__method">企业月结</span>
            {view && (
              <span className="confirm-pay__credit">
                可用额度 <strong>{formatFen(view.credit.remaining)}</strong>
                <span className="confirm-pay__sub">
                  （总额度 {formatFen(view.credit.limit)}，已用 {formatFen(view.credit.used)}）
                </span>
              </span>
            )}
          </div>
        </Section>

        {problems.length > 0 && (
          <Alert
            type="error"
            showIcon
            className="confirm-problems"
            title="暂时无法提交订单"
            description={
              <ul>
                {problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            }
          />
        )}

        <footer className="confirm-footer">
          {view && (
            <dl className="confirm-footer__sum">
              <div>
                <dt>
                  {view.groups.length} 个供应商，{view.groups.reduce((n, g) => n + g.selectedCount, 0)}{' '}
                  种商品，商品金额：
                </dt>
                <dd>{formatFen(view.goodsAmount)}</dd>
              </div>
              <div>
                <dt>运费：</dt>
                <dd>{formatFen(view.freight)}</dd>
              </div>
              <div className="confirm-footer__total">
                <dt>应付总额：</dt>
                <dd>{formatFen(view.total)}</dd>
              </div>
              {shownAddress && (
                <div className="confirm-footer__to">
                  <dt>寄送至：</dt>
                  <dd>
                    {addressText(shownAddress)}，收货人：{shownAddress.consignee} {shownAddress.mobile}
                  </dd>
                </div>
              )}
            </dl>
          )}
          <div className="confirm-footer__go">
            {noAddress && view && <span className="confirm-footer__hint">请先添加收货地址</span>}
            <Button
              type="primary"
              danger
              size="large"
              className="confirm-submit"
              loading={submit.isPending}
              disabled={!canSubmit}
              onClick={() => view && void send(view.total, view)}
            >
              提交订单
            </Button>
          </div>
        </footer>
      </div>

      <PriceChangedModal
        preview={changed?.after ?? null}
        before={changed?.before}
        submitting={submit.isPending}
        onConfirm={() => changed && void send(changed.after.total, changed.after)}
        onCancel={() => {
          setChanged(null);
          void preview.refetch();
        }}
      />
    </Panel>
  );
}
