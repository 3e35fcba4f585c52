/** POST /purchasing-bills/synergy/join: 加入协同采购单. */
import { useMutation } from '@tanstack/react-query';
import { synergyJoinEndpoint } from '@pm/contract/purchasing-synergy';
import { request } from '@/lib/http';
import { refreshSynergy } from './synergy-change';

export async function joinSynergy(id: string) {
  const list = await request(synergyJoinEndpoint, { id }, { action: '加入协同采购单' });
  await refreshSynergy();
  return list;
}

export function useJoinSynergy() {
  return useMutation({ mutationFn: joinSynergy });
}
