/**
 * The checkout, desktop (/shop/confirm) and phone alike, without UI: the chosen settleable cart lines,
 * their order preview for the chosen address, remarks, and 提交订单 with one Idempotency-Key per visit
 * and body (a double click or a retry orders once). A price change (40901) waits for the buyer to
 * confirm the new total or go back; a credit (40903), stock (40904) or plan budget (40920: a 申请说明 sends
 * it to the purchasing manager instead) refusal is kept to show; any other
 * failure reloads the preview (stock, credit or the lines may have moved). No UI kit.
 */
import { useMemo, useRef, useState } from 'react';
import { isSettleable, type CartGroup, type CartView } from '@pm/contract/cart';
import {
  ORDER_ERROR_CODES,
  type OrderPreview,
  type OrderPreviewGroup,
  type OrderSubmitted,
} from '@pm/contract/order';
import { APPROVAL_LIMITS } from '@pm/contract/approval';
import { orderRefProblem } from '@pm/contract/order-refs';
import { PLAN_ERROR_CODES } from '@pm/contract/purchasing-plan';
import { ApiError } from '@/lib/http';
import { useOrderPreview } from '../api/order-preview';
import { useSubmitOrder } from '../api/order-submit';
import { newVisitId, submissionKey } from './submission-key';

/** The lines a checkout settles: the cart's chosen settleable ones. */
export function checkoutLineIds(cart: Pick<CartView, 'groups'> | undefined): string[] {
  return (cart?.groups ?? []).flatMap((g) => g.lines.filter(isSettleable).map((l) => l.id));
}

/** What a group settles: its chosen settleable lines. */
export function settledLines<G extends CartGroup | OrderPreviewGroup>(group: G): G['lines'] {
  return group.lines.filter(isSettleable);
}

/** The supplier groups shown: the preview's, or until it is read the cart's groups with lines to settle. */
export function checkoutGroups(
  view: OrderPreview | undefined,
  cart: Pick<CartView, 'groups'> | undefined,
): (CartGroup | OrderPreviewGroup)[] {
  return view?.groups ?? (cart?.groups ?? []).filter((g) => g.lines.some(isSettleable));
}

/** How many kinds of goods the groups settle. */
export function settledKinds(groups: readonly (CartGroup | OrderPreviewGroup)[]): number {
  return groups.reduce((n, g) => n + settledLines(g).length, 0);
}

/** A submission refused for a changed price: the preview sent and the server's new one. */
export interface PriceChange {
  before: OrderPreview | undefined;
  after: OrderPreview;
}

export interface CheckoutInput {
  cart: CartView | undefined;
  addressId: string | undefined;
  /** The invoice title; null: 不开发票; undefined: not chosen yet (none sent). */
  invoiceId: string | null | undefined;
  /** Whether the address is settled (the default one is known): the first preview is then for it. */
  addressReady: boolean;
  /** The account cannot order (no organization yet): no preview, nothing to submit. */
  blocked?: boolean;
  /** After an order was placed (e.g. scroll to the top). */
  onSubmitted?: (submitted: OrderSubmitted) => void;
}

export function useCheckout({
  cart,
  addressId,
  invoiceId,
  addressReady,
  blocked = false,
  onSubmitted,
}: CheckoutInput) {
  const cartLineIds = useMemo(() => checkoutLineIds(cart), [cart]);
  const [remarks, setRemarks] = useState('');
  const [poNumber, setPoNumber] = useState('');
  const [costCenter, setCostCenter] = useState('');
  // 申请说明: read by the purchasing manager when the submission needs approval or overruns a plan
  const [approvalReason, setApprovalReason] = useState('');
  const [visitId] = useState(newVisitId);
  const [changed, setChanged] = useState<PriceChange | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [refusalCode, setRefusalCode] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState<OrderSubmitted | null>(null);
  const inFlight = useRef(false);
  const preview = useOrderPreview({ cartLineIds, addressId }, !blocked && addressReady);
  const submit = useSubmitOrder();
  const view = blocked ? undefined : preview.data;

  const send = async (expectedAmount: number, before: OrderPreview | undefined) => {
    if (inFlight.current || !addressId) return;
    inFlight.current = true;
    setRefusal(null);
    setRefusalCode(null);
    const body = {
      cartLineIds,
      addressId,
      invoiceId: invoiceId ?? null,
      remarks: remarks.trim(),
      // the buyer's own references, only when given
      ...(poNumber.trim() ? { poNumber: poNumber.trim() } : {}),
      ...(costCenter.trim() ? { costCenter: costCenter.trim() } : {}),
      ...(approvalReason.trim() ? { approvalReason: approvalReason.trim() } : {}),
      expectedAmount,
    };
    try {
      const result = await submit.mutateAsync({ body, key: submissionKey(visitId, body) });
      setChanged(null);
      setSubmitted(result);
      onSubmitted?.(result);
    } catch (err) {
      if (err instanceof ApiError && err.code === ORDER_ERROR_CODES.priceChanged && err.data) {
        setChanged({ before, after: err.data as OrderPreview });
      } else {
        setChanged(null);
        if (
          err instanceof ApiError &&
          (err.code === ORDER_ERROR_CODES.creditExceeded ||
            err.code === ORDER_ERROR_CODES.understock ||
            err.code === PLAN_ERROR_CODES.overBudget)
        ) {
          setRefusal(err.message);
          setRefusalCode(err.code);
        }
        // stock, credit or the lines may have moved: show the server's view of them now
        void preview.refetch();
      }
    } finally {
      inFlight.current = false;
    }
  };

  const problems = view?.problems ?? [];
  const refProblems = {
    poNumber: orderRefProblem('poNumber', poNumber),
    costCenter: orderRefProblem('costCenter', costCenter),
  };
  const approvalReasonProblem =
    approvalReason.trim().length > APPROVAL_LIMITS.reasonMax
      ? `申请说明最多 ${APPROVAL_LIMITS.reasonMax} 字`
      : null;
  const busy = submit.isPending || preview.isFetching;
  return {
    cartLineIds,
    preview,
    view,
    problems,
    /** The groups shown: the preview's, or the cart's until the preview is read. */
    groups: checkoutGroups(view, cart),
    remarks,
    setRemarks,
    /** 采购单号 and 成本中心 as typed, and why one cannot be sent (null: fine). */
    poNumber,
    setPoNumber,
    costCenter,
    setCostCenter,
    refProblems,
    /** 申请说明 as typed (sent trimmed when given), and why it cannot be sent (null: fine). */
    approvalReason,
    setApprovalReason,
    approvalReasonProblem,
    /** The last submission went over a plan's budget (40920): a 申请说明 sends it for approval. */
    overBudget: refusalCode === PLAN_ERROR_CODES.overBudget,
    busy,
    submitting: submit.isPending,
    canSubmit:
      Boolean(view) &&
      problems.length === 0 &&
      Boolean(addressId) &&
      !busy &&
      !refProblems.poNumber &&
      !refProblems.costCenter &&
      !approvalReasonProblem,
    changed,
    refusal,
    submitted,
    /** 提交订单 at the previewed total. */
    submitOrder: () => {
      if (view) void send(view.total, view);
    },
    /** 确认新价格: submit again at the new total. */
    confirmNewPrice: () => {
      if (changed) void send(changed.after.total, changed.after);
    },
    /** 返回修改: close the price change and read the preview again. */
    backToEdit: () => {
      setChanged(null);
      void preview.refetch();
    },
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
