/** Reloads what shows the user's addresses or invoice titles after a change. */
import {
  addressDefaultEndpoint,
  addressListEndpoint,
  addressPageEndpoint,
  invoiceDefaultEndpoint,
  invoicePageEndpoint,
  orgAddressListEndpoint,
  orgInvoiceListEndpoint,
} from '@pm/contract/member';
import { queryClient } from '@/lib/query-client';
import { endpointKey } from '@/lib/query';

export async function refreshAddresses(): Promise<void> {
  await Promise.all(
    [addressListEndpoint, addressPageEndpoint, addressDefaultEndpoint, orgAddressListEndpoint].map((e) =>
      queryClient.invalidateQueries({ queryKey: endpointKey(e) }),
    ),
  );
}

export async function refreshInvoices(): Promise<void> {
  await Promise.all(
    [invoicePageEndpoint, invoiceDefaultEndpoint, orgInvoiceListEndpoint].map((e) =>
      queryClient.invalidateQueries({ queryKey: endpointKey(e) }),
    ),
  );
}

/** Drops the cached addresses and titles (after signing out: the next user must not see them). */
export function forgetMemberData(): void {
  for (const e of [
    addressListEndpoint,
    addressPageEndpoint,
    addressDefaultEndpoint,
    invoicePageEndpoint,
    invoiceDefaultEndpoint,
    orgAddressListEndpoint,
    orgInvoiceListEndpoint,
  ]) {
    queryClient.removeQueries({ queryKey: endpointKey(e) });
  }
}
