/** GET /member/invoice/defaultInvoice: the user's default invoice title, or null. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { invoiceDefaultEndpoint } from '@pm/contract/member';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getDefaultInvoice() {
  return request(invoiceDefaultEndpoint, undefined, { silent: true });
}

export const getDefaultInvoiceQuery = () =>
  queryOptions({ ...endpointQuery(invoiceDefaultEndpoint), retry: false });

export function useDefaultInvoice(enabled = true) {
  return useQuery({ ...getDefaultInvoiceQuery(), enabled });
}
