/**
 * POST /purchasing-bills/order with the Idempotency-Key header: catalog lines of an executing plan
 * ordered through the checkout entry (one order per supplier); the plan's budget is committed in the
 * same transaction, and an order past the budget is refused (40920, the server's message toasted).
 */
import { useMutation } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER } from '@pm/contract/order';
import { planOrderEndpoint, type PlanOrderRequest } from '@pm/contract/purchasing-plan';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshAfterPlanOrder } from './plan-change';

export interface PlanOrderInput {
  body: PlanOrderRequest;
  /** The same for a retry of the same submission (a double click orders once). */
  key: string;
}

export async function orderPlanLines({ body, key }: PlanOrderInput) {
  try {
    const ordered = await request(planOrderEndpoint, body, {
      action: '按采购计划下单',
      headers: { [IDEMPOTENCY_HEADER]: key },
    });
    notify(`已下单 ${ordered.orderNos.length} 笔订单`, 'success');
    return ordered;
  } finally {
    await refreshAfterPlanOrder();
  }
}

export function useOrderPlanLines() {
  return useMutation({ mutationFn: orderPlanLines });
}
