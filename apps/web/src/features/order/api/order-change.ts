/** What an order change makes stale: the buyer's and the supplier's order views, the credit, the cart. */
import { cartDirectCountEndpoint, cartListEndpoint, cartSumEndpoint } from '@pm/contract/cart';
import {
  creditEndpoint,
  orderDetailEndpoint,
  orderPageEndpoint,
  vendorOrderDetailEndpoint,
  vendorOrderPageEndpoint,
} from '@pm/contract/order';
import type { AnyEndpoint } from '@pm/contract/endpoint';
import { queryClient } from '@/lib/query-client';
import { endpointKey } from '@/lib/query';

function invalidate(endpoints: AnyEndpoint[]): Promise<unknown> {
  return Promise.all(endpoints.map((e) => queryClient.invalidateQueries({ queryKey: endpointKey(e) })));
}

/** The buyer's order list and details, and the credit they take. */
export async function refreshOrders(): Promise<void> {
  await invalidate([orderPageEndpoint, orderDetailEndpoint, creditEndpoint]);
}

/** The supplier's order list and details. */
export async function refreshVendorOrders(): Promise<void> {
  await invalidate([vendorOrderPageEndpoint, vendorOrderDetailEndpoint]);
}

/**
 * The cart list, the header's cart number and the mobile tab bars' badge (a submission takes lines out,
 * 再次购买 puts them in).
 */
export async function refreshCartViews(): Promise<void> {
  await invalidate([cartListEndpoint, cartSumEndpoint, cartDirectCountEndpoint]);
}
