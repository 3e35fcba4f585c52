/** POST /purchasing-bills/synergy/close: the owner closes the list without sending. */
import { useMutation } from '@tanstack/react-query';
import { synergyCloseEndpoint, type SynergyVersionRequest } from '@pm/contract/purchasing-synergy';
import { request } from '@/lib/http';
import { refreshSynergy } from './synergy-change';

export async function closeSynergy(input: SynergyVersionRequest) {
  try {
    return await request(synergyCloseEndpoint, input, { action: '关闭协同采购单' });
  } finally {
    await refreshSynergy();
  }
}

export function useCloseSynergy() {
  return useMutation({ mutationFn: closeSynergy });
}
