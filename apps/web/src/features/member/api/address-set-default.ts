/** POST /member/address/default (form id): makes the address the user's default. */
import { useMutation } from '@tanstack/react-query';
import { addressSetDefaultEndpoint } from '@pm/contract/member';
import { request } from '@/lib/http';
import { refreshAddresses } from './member-refresh';

export async function setDefaultAddress(id: string) {
  try {
    return await request(addressSetDefaultEndpoint, { id }, { action: '设为默认收货地址' });
  } finally {
    await refreshAddresses();
  }
}

export function useSetDefaultAddress() {
  return useMutation({ mutationFn: setDefaultAddress });
}
