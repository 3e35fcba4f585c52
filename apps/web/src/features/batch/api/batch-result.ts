/** GET /shop/item/search-batch/result?uuid: a match job's progress, and its lines once done (polled). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { batchResultEndpoint } from '@pm/contract/batch';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

const ACTION = '批量匹配进度';
/** How often a running job is asked about, ms. */
export const POLL_MS = 1000;

/** `divisionCode`: the delivery area the lines are judged for ('' for none). */
const queryOf = (uuid: string, divisionCode: string) => (divisionCode ? { uuid, divisionCode } : { uuid });

export function getBatchResult(uuid: string, divisionCode = '') {
  return request(batchResultEndpoint, queryOf(uuid, divisionCode), { silent: true, action: ACTION });
}

export const getBatchResultQuery = (uuid: string, divisionCode = '') =>
  queryOptions({
    ...endpointQuery(batchResultEndpoint, queryOf(uuid, divisionCode), { action: ACTION }),
    retry: 1,
    // Until the job ends: a finished job's answer does not change.
    refetchInterval: (q) => {
      const status = q.state.data?.status;
      return status === 'done' || status === 'failed' ? false : POLL_MS;
    },
    staleTime: Infinity,
  });

export function useBatchResult(uuid: string | null, divisionCode = '') {
  return useQuery({ ...getBatchResultQuery(uuid ?? '', divisionCode), enabled: uuid !== null });
}
