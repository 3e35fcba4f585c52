/** POST /member/invoice/save: a new invoice title (the first one becomes the default); failures toast. */
import { useMutation } from '@tanstack/react-query';
import { invoiceSaveEndpoint, type InvoiceTitleInput } from '@pm/contract/member';
import { request } from '@/lib/http';
import { refreshInvoices } from './member-refresh';

export async function saveInvoice(input: InvoiceTitleInput) {
  const saved = await request(invoiceSaveEndpoint, input, { action: '新增发票抬头' });
  await refreshInvoices();
  return saved;
}

export function useSaveInvoice() {
  return useMutation({ mutationFn: saveInvoice });
}
