/** POST /purchasing-bills/synergy/item/batch-save: adds the caller's own lines. */
import { useMutation } from '@tanstack/react-query';
import { synergyItemsSaveEndpoint, type SynergyItemsSaveRequest } from '@pm/contract/purchasing-synergy';
import { request } from '@/lib/http';
import { refreshSynergy } from './synergy-change';

export async function saveSynergyItems(input: SynergyItemsSaveRequest) {
  const list = await request(synergyItemsSaveEndpoint, input, { action: '添加协同采购明细' });
  await refreshSynergy();
  return list;
}

export function useSaveSynergyItems() {
  return useMutation({ mutationFn: saveSynergyItems });
}
