/** GET /shop/item/search-batch/result?uuid: a match job's progress, and its lines once done (polled). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { batchResultEndpoint } from '@pm/contract/batch';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

const ACTION = '批量匹配进度';
/** How often a running job is asked about, ms. */
export const POLL_MS = 1000;

export function getBatchResult(uuid: string) {
  return request(batchResultEndpoint, { uuid }, { silent: true, action: ACTION });
}

export const getBatchResultQuery = (uuid: string) =>
  queryOptions({
    ...endpointQuery(batchResultEndpoint, { uuid }, { action: ACTION }),
    retry: 1,
    // Until the job ends: a finished job's answer does not change.
    refetchInterval: (q) => {
      const status = q.state.data?.status;
      return status === 'done' || status === 'failed' ? false : POLL_MS;
    },
    staleTime: Infinity,
  });

export function useBatchResult(uuid: string | null) {
  return useQuery({ ...getBatchResultQuery(uuid ?? ''), enabled: uuid !== null });
}
