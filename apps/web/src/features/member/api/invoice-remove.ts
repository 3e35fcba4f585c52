/** DELETE /member/invoice/remove?id=: removing the default hands it to the newest title. */
import { useMutation } from '@tanstack/react-query';
import { invoiceRemoveEndpoint } from '@pm/contract/member';
import { request } from '@/lib/http';
import { refreshInvoices } from './member-refresh';

export async function removeInvoice(id: string) {
  try {
    return await request(invoiceRemoveEndpoint, { id }, { action: '删除发票抬头' });
  } finally {
    await refreshInvoices();
  }
}

export function useRemoveInvoice() {
  return useMutation({ mutationFn: removeInvoice });
}
