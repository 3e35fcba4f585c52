/** DELETE /purchasing-bills/synergy/item/remove: removes one of the caller's lines from the version read. */
import { useMutation } from '@tanstack/react-query';
import { synergyItemRemoveEndpoint, type SynergyItemRemoveRequest } from '@pm/contract/purchasing-synergy';
import { request } from '@/lib/http';
import { refreshSynergy } from './synergy-change';

export async function removeSynergyItem(input: SynergyItemRemoveRequest) {
  try {
    return await request(synergyItemRemoveEndpoint, input, { action: '删除协同采购明细' });
  } finally {
    await refreshSynergy();
  }
}

export function useRemoveSynergyItem() {
  return useMutation({ mutationFn: removeSynergyItem });
}
