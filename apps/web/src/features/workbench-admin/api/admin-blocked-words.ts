/** GET /admin/hot-search/blocked: the blocklist and the hot searches as counted. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { blockedWordsEndpoint } from '@pm/contract/workbench-admin-content';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getBlockedWords() {
  return request(blockedWordsEndpoint, undefined, { silent: true });
}

// what other operators change shows when the page mounts again
export const getBlockedWordsQuery = () =>
  queryOptions({ ...endpointQuery(blockedWordsEndpoint, undefined), retry: false, staleTime: 0 });

export function useBlockedWords() {
  return useQuery({ ...getBlockedWordsQuery(), placeholderData: keepPreviousData });
}
