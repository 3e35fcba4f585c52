/** POST /purchasing-bills/synergy/early-dead: the owner ends the collaboration early. */
import { useMutation } from '@tanstack/react-query';
import { synergyEarlyDeadEndpoint, type SynergyVersionRequest } from '@pm/contract/purchasing-synergy';
import { request } from '@/lib/http';
import { refreshSynergy } from './synergy-change';

export async function endSynergyEarly(input: SynergyVersionRequest) {
  try {
    return await request(synergyEarlyDeadEndpoint, input, { action: '提前结束协同' });
  } finally {
    await refreshSynergy();
  }
}

export function useEndSynergyEarly() {
  return useMutation({ mutationFn: endSynergyEarly });
}
