/** POST /purchasing-bills/save: a new plan (a draft), with lines or none. */
import { useMutation } from '@tanstack/react-query';
import { planSaveEndpoint, type PlanSaveRequest } from '@pm/contract/purchasing-plan';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshPlans } from './plan-change';

export async function savePlan(input: PlanSaveRequest) {
  const saved = await request(planSaveEndpoint, input, { action: '新建采购计划' });
  notify('采购计划已保存为草稿', 'success');
  await refreshPlans();
  return saved;
}

export function useSavePlan() {
  return useMutation({ mutationFn: savePlan });
}
