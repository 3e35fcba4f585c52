/** POST /purchasing-bills/update: a plan's name, period, department, owner, budget or remarks. */
import { useMutation } from '@tanstack/react-query';
import { planUpdateEndpoint, type PlanUpdateRequest } from '@pm/contract/purchasing-plan';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshPlans } from './plan-change';

export async function updatePlan(input: PlanUpdateRequest) {
  try {
    const saved = await request(planUpdateEndpoint, input, { action: '修改采购计划' });
    notify('采购计划已保存', 'success');
    return saved;
  } finally {
    await refreshPlans();
  }
}

export function useUpdatePlan() {
  return useMutation({ mutationFn: updatePlan });
}
