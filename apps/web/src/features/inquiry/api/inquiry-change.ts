/** What an inquiry change makes stale: the basket, the buyer's inquiries, the suppliers' views. */
import {
  inquiryBasketEndpoint,
  inquiryDetailEndpoint,
  inquiryPageEndpoint,
  vendorInquiryDetailEndpoint,
  vendorInquiryPageEndpoint,
} from '@pm/contract/inquiry';
import { queryClient } from '@/lib/query-client';
import { endpointKey } from '@/lib/query';

export async function refreshBasket(): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: endpointKey(inquiryBasketEndpoint) });
}

export async function refreshInquiries(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: endpointKey(inquiryPageEndpoint) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(inquiryDetailEndpoint) }),
  ]);
}

export async function refreshVendorInquiries(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: endpointKey(vendorInquiryPageEndpoint) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(vendorInquiryDetailEndpoint) }),
  ]);
}
