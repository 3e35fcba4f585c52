/** POST /vendor/order/ship/:id {carrier, waybillNo}: the supplier ships an order (→ 待收货). */
import { useMutation } from '@tanstack/react-query';
import { vendorOrderShipEndpoint, type OrderIdRequest, type OrderShipRequest } from '@pm/contract/order';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshVendorOrders } from './order-change';

/** The order (path) and the shipment (body). */
export type ShipInput = OrderIdRequest & OrderShipRequest;

export async function shipOrder(input: ShipInput) {
  const detail = await request(vendorOrderShipEndpoint, input, { action: '发货' });
  notify('已发货', 'success');
  await refreshVendorOrders();
  return detail;
}

export function useShipOrder() {
  return useMutation({ mutationFn: shipOrder });
}
