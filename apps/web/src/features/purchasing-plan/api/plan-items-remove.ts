/** DELETE /purchasing-bills/item/remove-batch: lines of one plan removed (none that was ordered). */
import { useMutation } from '@tanstack/react-query';
import { planItemsRemoveEndpoint, type PlanItemsRemoveRequest } from '@pm/contract/purchasing-plan';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshPlans } from './plan-change';

export async function removePlanItems(input: PlanItemsRemoveRequest) {
  try {
    const plan = await request(planItemsRemoveEndpoint, input, { action: '删除计划明细' });
    notify('计划明细已删除', 'success');
    return plan;
  } finally {
    await refreshPlans();
  }
}

export function useRemovePlanItems() {
  return useMutation({ mutationFn: removePlanItems });
}
