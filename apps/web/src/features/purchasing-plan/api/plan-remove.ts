/** DELETE /purchasing-bills/batch-remove-plans: drafts removed (all named, or none). */
import { useMutation } from '@tanstack/react-query';
import { planRemoveEndpoint } from '@pm/contract/purchasing-plan';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshPlans } from './plan-change';

export async function removePlans(ids: string[]) {
  try {
    const done = await request(planRemoveEndpoint, { ids }, { action: '删除采购计划' });
    notify(`已删除 ${done.removed} 个采购计划`, 'success');
    return done;
  } finally {
    await refreshPlans();
  }
}

export function useRemovePlans() {
  return useMutation({ mutationFn: removePlans });
}
