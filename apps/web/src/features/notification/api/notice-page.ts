/** GET /notification/page: the caller's notices, newest first, filtered by unread and category. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { noticePageEndpoint, type NoticePageQuery } from '@pm/contract/notification';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getNoticePage(input: NoticePageQuery) {
  return request(noticePageEndpoint, input, { silent: true });
}

// Notices arrive at any time: read afresh whenever the list mounts or the window regains focus.
export const getNoticePageQuery = (input: NoticePageQuery) =>
  queryOptions({ ...endpointQuery(noticePageEndpoint, input), retry: false, staleTime: 0 });

export function useNoticePage(input: NoticePageQuery) {
  return useQuery({ ...getNoticePageQuery(input), placeholderData: keepPreviousData });
}
