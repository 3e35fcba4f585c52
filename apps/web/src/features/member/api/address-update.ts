/** POST /member/address/update: changes one of the user's addresses; failures toast. */
import { useMutation } from '@tanstack/react-query';
import { addressUpdateEndpoint, type AddressUpdate } from '@pm/contract/member';
import { request } from '@/lib/http';
import { refreshAddresses } from './member-refresh';

export async function updateAddress(input: AddressUpdate) {
  const saved = await request(addressUpdateEndpoint, input, { action: '修改收货地址' });
  await refreshAddresses();
  return saved;
}

export function useUpdateAddress() {
  return useMutation({ mutationFn: updateAddress });
}
