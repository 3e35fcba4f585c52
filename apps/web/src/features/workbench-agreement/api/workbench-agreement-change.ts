/**
 * What an agreement price write makes stale: the supplier's list of prices and the buyer organizations'
 * counts. (Buyers' search, details and cart follow on the server: the catalog change number moves.)
 */
import { wbAgreementBuyersEndpoint, wbAgreementPageEndpoint } from '@pm/contract/workbench-agreement';
import { queryClient } from '@/lib/query-client';
import { endpointKey } from '@/lib/query';

export async function refreshWorkbenchAgreement(): Promise<void> {
  await Promise.all(
    [wbAgreementPageEndpoint, wbAgreementBuyersEndpoint].map((e) =>
      queryClient.invalidateQueries({ queryKey: endpointKey(e) }),
    ),
  );
}
