import { useState } from 'react';
import { Button, Input } from 'antd';
import { useNavigate, type LoaderFunctionArgs } from 'react-router';
import type { Address, InvoiceTitle } from '@pm/contract/member';
import { ApprovalReasonInput } from '@/features/approval/desktop/approval-reason-input';
import { useApprovalRule } from '@/features/approval/api/approval-rule';
import { showsApprovalReason } from '@/features/approval/model/approval-reason';
import { getCartListQuery, useCartList } from '@/features/cart/api/cart-list';
import { useShopStore } from '@/features/mall/model/shop-store';
import { getAddressListQuery, useAddressList } from '@/features/member/api/address-list';
import { AddressPicker } from '@/features/member/desktop/address-picker';
import { InvoicePicker } from '@/features/member/desktop/invoice-picker';
import {
  ConfirmFooter,
  ConfirmLines,
  ConfirmLoading,
  ConfirmPay,
  ConfirmProblems,
  ConfirmSection as Section,
} from '@/features/order/desktop/confirm-parts';
import { ConfirmResult } from '@/features/order/desktop/confirm-result';
import { OrderRefsInputs } from '@/features/order/desktop/order-refs-inputs';
import { PriceChangedModal } from '@/features/order/desktop/price-changed-modal';
import { REMARKS_MAX } from '@/features/order/model/order-view';
import { useCheckout, type Checkout } from '@/features/order/model/use-checkout';
import { queryClient } from '@/lib/query-client';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';
import { useChooseAddress } from '../../use-address-area';
import { PageHelp } from '@/features/help/desktop/page-help';

export function loader(_: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(getCartListQuery(useShopStore.getState().divisionCode));
  void queryClient.prefetchQuery(getAddressListQuery());
  return null;
}

/**
 * /shop/confirm: 确认订单. The selected settleable cart lines, grouped by supplier, for the chosen
 * address (stock, freight and dates depend on it), the invoice title or none, remarks, 企业月结 with
 * the credit left, and 提交订单: one order per supplier. A double click or a retry sends the same
 * Idempotency-Key, so it orders once.
 */
export default function CheckoutPage() {
  const navigate = useNavigate();
  const divisionCode = useShopStore((s) => s.divisionCode);
  const cart = useCartList(divisionCode);
  const [addressId, setAddressId] = useState<string | undefined>(undefined);
  const [address, setAddress] = useState<Address | null>(null);
  const [invoiceId, setInvoiceId] = useState<string | null | undefined>(undefined);

  // Until the buyer picks another, the shop's delivery address (header) or else the default one (the
  // list's first) is chosen; reading them here makes the first preview the one for it, not one
  // without an address.
  const shopAddressId = useShopStore((s) => s.addressId);
  const chooseShopAddress = useChooseAddress();
  const addresses = useAddressList();
  const list = addresses.data ?? [];
  const chosenAddressId = addressId ?? (list.find((a) => a.id === shopAddressId) ?? list[0])?.id ?? undefined;
  const shownAddress = address ?? list.find((a) => a.id === chosenAddressId) ?? null;
  const checkout = useCheckout({
    cart: cart.data,
    addressId: chosenAddressId,
    // undefined until the picker has chosen the default title (or 不开发票 when there is none)
    invoiceId,
    // one preview for the default address rather than one without and one with it
    addressReady: addressId !== undefined || !addresses.isPending,
  });
  const {
    cartLineIds,
    preview,
    view,
    problems,
    remarks,
    setRemarks,
    submitting,
    canSubmit,
    changed,
    submitted,
    submitOrder,
    confirmNewPrice,
    backToEdit,
  } = checkout;

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
        <ConfirmLoading />
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
            <ConfirmLoading />
          ) : (
            <ConfirmLines view={view} fetching={preview.isFetching} />
          )}
        </Section>

        <Section title="采购信息">
          <OrderRefsInputs value={checkout} />
        </Section>

        <ApprovalReasonSection checkout={checkout} />

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
          <ConfirmPay credit={view?.credit} />
        </Section>

        <ConfirmProblems problems={problems} />

        <ConfirmFooter
          view={view}
          address={shownAddress}
          noAddress={!chosenAddressId}
          submitting={submitting}
          canSubmit={canSubmit}
          onSubmit={submitOrder}
        />
      </div>

      <PriceChangedModal
        preview={changed?.after ?? null}
        before={changed?.before}
        submitting={submitting}
        onConfirm={confirmNewPrice}
        onCancel={backToEdit}
      />
      <PageHelp tag="checkout" />
    </Panel>
  );
}

/** 申请说明 (approval): a section of its own when the organization has purchasing managers. */
function ApprovalReasonSection({ checkout }: { checkout: Checkout }) {
  const rule = useApprovalRule();
  if (!showsApprovalReason(rule.data, checkout.overBudget)) return null;
  return (
    <Section title="申请说明">
      <ApprovalReasonInput
        value={checkout.approvalReason}
        onChange={checkout.setApprovalReason}
        problem={checkout.approvalReasonProblem}
        overBudget={checkout.overBudget}
      />
    </Section>
  );
}
