/** DELETE /member/address/remove?id=: removing the default hands it to the newest address. */
import { useMutation } from '@tanstack/react-query';
import { addressRemoveEndpoint } from '@pm/contract/member';
import { request } from '@/lib/http';
import { refreshAddresses } from './member-refresh';

export async function removeAddress(id: string) {
  try {
    return await request(addressRemoveEndpoint, { id }, { action: '删除收货地址' });
  } finally {
    await refreshAddresses();
  }
}

export function useRemoveAddress() {
  return useMutation({ mutationFn: removeAddress });
}
