/** GET /admin/notice/page: notices, unpublished ones too. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminNoticePageEndpoint } from '@pm/contract/workbench-admin-content';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getAdminNoticePage(input: { page?: number; limit?: number }) {
  return request(adminNoticePageEndpoint, input, { silent: true });
}

// what other operators change shows when the page mounts again
export const getAdminNoticePageQuery = (input: { page?: number; limit?: number }) =>
  queryOptions({ ...endpointQuery(adminNoticePageEndpoint, input), retry: false, staleTime: 0 });

export function useAdminNoticePage(input: { page?: number; limit?: number }) {
  return useQuery({ ...getAdminNoticePageQuery(input), placeholderData: keepPreviousData });
}
