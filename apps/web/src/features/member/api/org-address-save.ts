/** POST /member/address/organization/save: a new 企业 address (purchasing managers only); failures toast. */
import { useMutation } from '@tanstack/react-query';
import { orgAddressSaveEndpoint, type AddressInput } from '@pm/contract/member';
import { request } from '@/lib/http';
import { refreshAddresses } from './member-refresh';

export async function saveOrgAddress(input: AddressInput) {
  const saved = await request(orgAddressSaveEndpoint, input, { action: '新增企业收货地址' });
  await refreshAddresses();
  return saved;
}

export function useSaveOrgAddress() {
  return useMutation({ mutationFn: saveOrgAddress });
}
