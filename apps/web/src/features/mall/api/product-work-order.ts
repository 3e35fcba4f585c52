/** POST /product-work-order/save: a signed-in buyer reports a problem with a goods item (商品纠错). */
import { useMutation } from '@tanstack/react-query';
import { productWorkOrderEndpoint, type ProductWorkOrderRequest } from '@pm/contract/mall';
import { request } from '@/lib/http';

/** Failures toast the server's message. */
export function saveProductWorkOrder(input: ProductWorkOrderRequest) {
  return request(productWorkOrderEndpoint, input, { action: '商品纠错' });
}

export function useSaveProductWorkOrder() {
  return useMutation({ mutationFn: saveProductWorkOrder });
}
