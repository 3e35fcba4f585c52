/** POST /member/invoice/organization/save: a new 企业 invoice title (purchasing managers only); failures toast. */
import { useMutation } from '@tanstack/react-query';
import { orgInvoiceSaveEndpoint, type InvoiceTitleInput } from '@pm/contract/member';
import { request } from '@/lib/http';
import { refreshInvoices } from './member-refresh';

export async function saveOrgInvoice(input: InvoiceTitleInput) {
  const saved = await request(orgInvoiceSaveEndpoint, input, { action: '新增企业发票抬头' });
  await refreshInvoices();
  return saved;
}

export function useSaveOrgInvoice() {
  return useMutation({ mutationFn: saveOrgInvoice });
}
