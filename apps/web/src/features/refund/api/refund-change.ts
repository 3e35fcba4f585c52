/**
 * What a refund change makes stale: both sides' refund lists and details, the order it belongs to
 * (its status, `refunds` and 申请售后) and, once money is given back, the 企业月结 credit. What an order
 * still allows (GET /refund/order/:orderId) is read afresh whenever the application opens, and is not
 * refreshed here: the open application would turn into "nothing left to apply for" under the buyer.
 */
import type { AnyEndpoint } from '@pm/contract/endpoint';
import {
  creditEndpoint,
  orderDetailEndpoint,
  orderPageEndpoint,
  vendorOrderDetailEndpoint,
  vendorOrderPageEndpoint,
} from '@pm/contract/order';
import {
  refundDetailEndpoint,
  refundPageEndpoint,
  vendorRefundDetailEndpoint,
  vendorRefundPageEndpoint,
} from '@pm/contract/refund';
import { queryClient } from '@/lib/query-client';
import { endpointKey } from '@/lib/query';

function invalidate(endpoints: AnyEndpoint[]): Promise<unknown> {
  return Promise.all(endpoints.map((e) => queryClient.invalidateQueries({ queryKey: endpointKey(e) })));
}

/** The buyer's refunds, their orders and the credit. */
export async function refreshRefunds(): Promise<void> {
  await invalidate([
    refundPageEndpoint,
    refundDetailEndpoint,
    orderPageEndpoint,
    orderDetailEndpoint,
    creditEndpoint,
  ]);
}

/** The supplier's refunds and orders. */
export async function refreshVendorRefunds(): Promise<void> {
  await invalidate([
    vendorRefundPageEndpoint,
    vendorRefundDetailEndpoint,
    vendorOrderPageEndpoint,
    vendorOrderDetailEndpoint,
  ]);
}
