/** POST /member/address/save: a new address (the first one becomes the default); failures toast. */
import { useMutation } from '@tanstack/react-query';
import { addressSaveEndpoint, type AddressInput } from '@pm/contract/member';
import { request } from '@/lib/http';
import { refreshAddresses } from './member-refresh';

export async function saveAddress(input: AddressInput) {
  const saved = await request(addressSaveEndpoint, input, { action: '新增收货地址' });
  await refreshAddresses();
  return saved;
}

export function useSaveAddress() {
  return useMutation({ mutationFn: saveAddress });
}
