/** POST /purchasing-bills/synergy/item/update: changes one of the caller's lines from the version read. */
import { useMutation } from '@tanstack/react-query';
import { synergyItemUpdateEndpoint, type SynergyItemUpdateRequest } from '@pm/contract/purchasing-synergy';
import { request } from '@/lib/http';
import { refreshSynergy } from './synergy-change';

export async function updateSynergyItem(input: SynergyItemUpdateRequest) {
  try {
    return await request(synergyItemUpdateEndpoint, input, { action: '修改协同采购明细' });
  } finally {
    // A refusal (a colleague's change, a stale version) shows the list as it is now.
    await refreshSynergy();
  }
}

export function useUpdateSynergyItem() {
  return useMutation({ mutationFn: updateSynergyItem });
}
