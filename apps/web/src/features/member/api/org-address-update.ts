/** POST /member/address/organization/update: changes a 企业 address (purchasing managers only); failures toast. */
import { useMutation } from '@tanstack/react-query';
import { orgAddressUpdateEndpoint, type AddressUpdate } from '@pm/contract/member';
import { request } from '@/lib/http';
import { refreshAddresses } from './member-refresh';

export async function updateOrgAddress(input: AddressUpdate) {
  const saved = await request(orgAddressUpdateEndpoint, input, { action: '修改企业收货地址' });
  await refreshAddresses();
  return saved;
}

export function useUpdateOrgAddress() {
  return useMutation({ mutationFn: updateOrgAddress });
}
