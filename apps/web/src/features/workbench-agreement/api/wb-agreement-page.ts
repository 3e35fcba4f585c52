/** GET /workbench/agreement/page: the supplier's agreement prices, by buyer organization and keyword. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { wbAgreementPageEndpoint, type WbAgreementPageQuery } from '@pm/contract/workbench-agreement';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getWbAgreementPage(input: WbAgreementPageQuery) {
  return request(wbAgreementPageEndpoint, input, { silent: true });
}

export const getWbAgreementPageQuery = (input: WbAgreementPageQuery) =>
  queryOptions({ ...endpointQuery(wbAgreementPageEndpoint, input), retry: false, staleTime: 0 });

export function useWbAgreementPage(input: WbAgreementPageQuery) {
  return useQuery({ ...getWbAgreementPageQuery(input), placeholderData: keepPreviousData });
}
