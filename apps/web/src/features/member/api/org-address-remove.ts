/** DELETE /member/address/organization/remove?id=: removes a 企业 address (purchasing managers only). */
import { useMutation } from '@tanstack/react-query';
import { orgAddressRemoveEndpoint } from '@pm/contract/member';
import { request } from '@/lib/http';
import { refreshAddresses } from './member-refresh';

export async function removeOrgAddress(id: string) {
  try {
    return await request(orgAddressRemoveEndpoint, { id }, { action: '删除企业收货地址' });
  } finally {
    await refreshAddresses();
  }
}

export function useRemoveOrgAddress() {
  return useMutation({ mutationFn: removeOrgAddress });
}
