/** POST /member/invoice/default (form id): makes the title the user's default. */
import { useMutation } from '@tanstack/react-query';
import { invoiceSetDefaultEndpoint } from '@pm/contract/member';
import { request } from '@/lib/http';
import { refreshInvoices } from './member-refresh';

export async function setDefaultInvoice(id: string) {
  try {
    return await request(invoiceSetDefaultEndpoint, { id }, { action: '设为默认发票抬头' });
  } finally {
    await refreshInvoices();
  }
}

export function useSetDefaultInvoice() {
  return useMutation({ mutationFn: setDefaultInvoice });
}
