/** POST /purchasing-bills/item/batch-save: lines added to a plan (catalog goods or free text). */
import { useMutation } from '@tanstack/react-query';
import { planItemsSaveEndpoint, type PlanItemsSaveRequest } from '@pm/contract/purchasing-plan';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshPlans } from './plan-change';

export async function savePlanItems(input: PlanItemsSaveRequest, { quiet = false } = {}) {
  try {
    const plan = await request(planItemsSaveEndpoint, input, { action: '添加计划明细' });
    if (!quiet) notify(`已添加 ${input.lines.length} 条计划明细`, 'success');
    return plan;
  } finally {
    await refreshPlans();
  }
}

export function useSavePlanItems() {
  return useMutation({ mutationFn: (input: PlanItemsSaveRequest) => savePlanItems(input) });
}
