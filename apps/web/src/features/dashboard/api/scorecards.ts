/** GET /dashboard/scorecards: a scorecard per supplier (or, for a supplier, per anonymised buyer). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { scorecardsEndpoint, type DashboardFilter } from '@pm/contract/dashboard';
import { endpointQuery } from '@/lib/query';

export const getScorecardsQuery = (filter: DashboardFilter) =>
  queryOptions({
    ...endpointQuery(scorecardsEndpoint, filter, { action: '查看供应商绩效' }),
    retry: false,
    staleTime: 60_000,
  });

export function useScorecards(filter: DashboardFilter, enabled = true) {
  return useQuery({ ...getScorecardsQuery(filter), enabled, placeholderData: keepPreviousData });
}
