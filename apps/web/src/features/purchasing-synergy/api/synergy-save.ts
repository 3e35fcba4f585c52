/** POST /purchasing-bills/synergy/save: 发起协同采购单. */
import { useMutation } from '@tanstack/react-query';
import { synergySaveEndpoint, type SynergySaveRequest } from '@pm/contract/purchasing-synergy';
import { request } from '@/lib/http';
import { refreshSynergy } from './synergy-change';

export async function saveSynergy(input: SynergySaveRequest) {
  const list = await request(synergySaveEndpoint, input, { action: '发起协同采购单' });
  await refreshSynergy();
  return list;
}

export function useSaveSynergy() {
  return useMutation({ mutationFn: saveSynergy });
}
