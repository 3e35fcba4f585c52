/** POST /member/invoice/organization/update: changes a 企业 invoice title (purchasing managers only); failures toast. */
import { useMutation } from '@tanstack/react-query';
import { orgInvoiceUpdateEndpoint, type InvoiceTitleUpdate } from '@pm/contract/member';
import { request } from '@/lib/http';
import { refreshInvoices } from './member-refresh';

export async function updateOrgInvoice(input: InvoiceTitleUpdate) {
  const saved = await request(orgInvoiceUpdateEndpoint, input, { action: '修改企业发票抬头' });
  await refreshInvoices();
  return saved;
}

export function useUpdateOrgInvoice() {
  return useMutation({ mutationFn: updateOrgInvoice });
}
