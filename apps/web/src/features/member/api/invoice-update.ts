/** POST /member/invoice/update: changes one of the user's invoice titles; failures toast. */
import { useMutation } from '@tanstack/react-query';
import { invoiceUpdateEndpoint, type InvoiceTitleUpdate } from '@pm/contract/member';
import { request } from '@/lib/http';
import { refreshInvoices } from './member-refresh';

export async function updateInvoice(input: InvoiceTitleUpdate) {
  const saved = await request(invoiceUpdateEndpoint, input, { action: '修改发票抬头' });
  await refreshInvoices();
  return saved;
}

export function useUpdateInvoice() {
  return useMutation({ mutationFn: updateInvoice });
}
