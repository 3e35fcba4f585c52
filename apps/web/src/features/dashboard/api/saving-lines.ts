/** GET /dashboard/saving-lines: the observations behind one savings baseline, paged. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { savingLinesEndpoint, type SavingLinesQuery } from '@pm/contract/dashboard';
import { endpointQuery } from '@/lib/query';

export const getSavingLinesQuery = (query: SavingLinesQuery) =>
  queryOptions({
    ...endpointQuery(savingLinesEndpoint, query, { action: '查看节约明细' }),
    retry: false,
    staleTime: 60_000,
  });

export function useSavingLines(query: SavingLinesQuery, enabled = true) {
  return useQuery({ ...getSavingLinesQuery(query), enabled, placeholderData: keepPreviousData });
}
