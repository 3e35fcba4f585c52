/** GET /workbench/agreement/buyers: verified buyer organizations a supplier may price for, by name. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { wbAgreementBuyersEndpoint, type WbAgreementBuyerQuery } from '@pm/contract/workbench-agreement';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getWbAgreementBuyers(input: WbAgreementBuyerQuery) {
  return request(wbAgreementBuyersEndpoint, input, { silent: true });
}

export const getWbAgreementBuyersQuery = (input: WbAgreementBuyerQuery) =>
  queryOptions({ ...endpointQuery(wbAgreementBuyersEndpoint, input), retry: false });

export function useWbAgreementBuyers(input: WbAgreementBuyerQuery, enabled = true) {
  return useQuery({ ...getWbAgreementBuyersQuery(input), enabled, placeholderData: keepPreviousData });
}
