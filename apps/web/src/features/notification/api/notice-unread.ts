/** GET /notification/unread-count: the number on the bell (desktop header, phone personal centre). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { noticeUnreadEndpoint } from '@pm/contract/notification';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

/** How often an open page asks again (and whenever the window regains focus). */
export const NOTICE_UNREAD_REFRESH_MS = 60_000;

export async function getNoticeUnread(): Promise<number> {
  return (await request(noticeUnreadEndpoint, undefined, { silent: true })).unread;
}

// A failing count never bothers the user: the bell just stays as it was.
export const getNoticeUnreadQuery = () =>
  queryOptions({
    ...endpointQuery(noticeUnreadEndpoint),
    select: (data) => data.unread,
    retry: false,
    staleTime: 10_000,
  });

/** The unread count, only for a signed-in user (`enabled`), kept fresh while the page is open. */
export function useNoticeUnread(enabled: boolean) {
  return useQuery({
    ...getNoticeUnreadQuery(),
    enabled,
    refetchInterval: NOTICE_UNREAD_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}
