/**
 * What a plan change makes stale: every plan read (the list with its counts, the details, the change
 * log). An order placed from a plan also changes the buyer's orders, their details and the credit.
 */
import { cartDirectCountEndpoint, cartListEndpoint, cartSumEndpoint } from '@pm/contract/cart';
import type { AnyEndpoint } from '@pm/contract/endpoint';
import { creditEndpoint, orderDetailEndpoint, orderPageEndpoint } from '@pm/contract/order';
import { planDetailEndpoint, planLogPageEndpoint, planPageEndpoint } from '@pm/contract/purchasing-plan';
import { queryClient } from '@/lib/query-client';
import { endpointKey } from '@/lib/query';

const PLAN_READS: AnyEndpoint[] = [planPageEndpoint, planDetailEndpoint, planLogPageEndpoint];
const ORDER_READS: AnyEndpoint[] = [orderPageEndpoint, orderDetailEndpoint, creditEndpoint];
const CART_READS: AnyEndpoint[] = [cartListEndpoint, cartSumEndpoint, cartDirectCountEndpoint];

function invalidate(endpoints: AnyEndpoint[]): Promise<unknown> {
  return Promise.all(endpoints.map((e) => queryClient.invalidateQueries({ queryKey: endpointKey(e) })));
}

export async function refreshPlans(): Promise<void> {
  await invalidate(PLAN_READS);
}

/** After ordering from a plan: the plans and the buyer's orders with the credit they take. */
export async function refreshAfterPlanOrder(): Promise<void> {
  await invalidate([...PLAN_READS, ...ORDER_READS]);
}

/** After plan lines went into the cart: the cart list, the header's number and the tab bars' badge. */
export async function refreshAfterPlanToCart(): Promise<void> {
  await invalidate([...PLAN_READS, ...CART_READS]);
}
