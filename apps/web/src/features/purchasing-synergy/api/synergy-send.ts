/** POST /purchasing-bills/synergy/send: the owner sends chosen lines into the cart or a plan. */
import { useMutation } from '@tanstack/react-query';
import { synergySendEndpoint, type SynergySendRequest } from '@pm/contract/purchasing-synergy';
import { request } from '@/lib/http';
import { refreshSynergy } from './synergy-change';

/** The cart also goes stale: the caller (a page, which may use the cart feature) refreshes it. */
export async function sendSynergy(input: SynergySendRequest) {
  try {
    return await request(synergySendEndpoint, input, { action: '发送协同采购单' });
  } finally {
    await refreshSynergy();
  }
}

export function useSendSynergy() {
  return useMutation({ mutationFn: sendSynergy });
}
