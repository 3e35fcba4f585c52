/** POST /purchasing-bills/item/update: a line's specification, unit, quantity, estimated price or remark. */
import { useMutation } from '@tanstack/react-query';
import { planItemUpdateEndpoint, type PlanItemUpdateRequest } from '@pm/contract/purchasing-plan';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshPlans } from './plan-change';

export async function updatePlanItem(input: PlanItemUpdateRequest) {
  try {
    const plan = await request(planItemUpdateEndpoint, input, { action: '修改计划明细' });
    notify('计划明细已保存', 'success');
    return plan;
  } finally {
    await refreshPlans();
  }
}

export function useUpdatePlanItem() {
  return useMutation({ mutationFn: updatePlanItem });
}
