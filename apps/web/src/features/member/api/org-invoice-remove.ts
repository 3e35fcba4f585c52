/** DELETE /member/invoice/organization/remove?id=: removes a 企业 invoice title (purchasing managers only). */
import { useMutation } from '@tanstack/react-query';
import { orgInvoiceRemoveEndpoint } from '@pm/contract/member';
import { request } from '@/lib/http';
import { refreshInvoices } from './member-refresh';

export async function removeOrgInvoice(id: string) {
  try {
    return await request(orgInvoiceRemoveEndpoint, { id }, { action: '删除企业发票抬头' });
  } finally {
    await refreshInvoices();
  }
}

export function useRemoveOrgInvoice() {
  return useMutation({ mutationFn: removeOrgInvoice });
}
