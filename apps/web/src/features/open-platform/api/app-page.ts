/** GET /open-platform/apps: the organization's apps, newest first. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { openAppPageEndpoint, type OpenPageQuery } from '@pm/contract/open-platform';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getOpenApps(input: OpenPageQuery) {
  return request(openAppPageEndpoint, input, { silent: true });
}

export const getOpenAppsQuery = (input: OpenPageQuery) =>
  queryOptions({ ...endpointQuery(openAppPageEndpoint, input), retry: false, staleTime: 0 });

export function useOpenApps(input: OpenPageQuery, enabled = true) {
  return useQuery({ ...getOpenAppsQuery(input), placeholderData: keepPreviousData, enabled });
}
