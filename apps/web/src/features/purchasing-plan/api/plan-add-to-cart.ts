/**
 * POST /purchasing-bills/item/add-to-cart: catalog lines of an executing plan into the cart (each cart
 * line remembers its plan line; the cart's submission commits the plan's budget).
 */
import { useMutation } from '@tanstack/react-query';
import { planAddToCartEndpoint, type PlanAddToCartRequest } from '@pm/contract/purchasing-plan';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshAfterPlanToCart } from './plan-change';

export async function addPlanLinesToCart(input: PlanAddToCartRequest) {
  try {
    const added = await request(planAddToCartEndpoint, input, { action: '计划明细加入购物车' });
    notify(`已加入购物车 ${added.added} 种商品`, 'success');
    return added;
  } finally {
    await refreshAfterPlanToCart();
  }
}

export function useAddPlanLinesToCart() {
  return useMutation({ mutationFn: addPlanLinesToCart });
}
