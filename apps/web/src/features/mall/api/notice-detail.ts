/** GET /mall/notice/:id: a published notice (商城公告) with its rich-text body; 404 for drafts and withdrawn ones. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { noticeDetailEndpoint } from '@pm/contract/mall';
import { ApiError, request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getNoticeDetail(id: string) {
  return request(noticeDetailEndpoint, { id }, { silent: true });
}

export const getNoticeDetailQuery = (id: string) =>
  queryOptions({ ...endpointQuery(noticeDetailEndpoint, { id }), retry: false, staleTime: 60_000 });

export function useNoticeDetail(id: string) {
  return useQuery({ ...getNoticeDetailQuery(id), enabled: id !== '' });
}

/** Whether a notice's query failed because there is no such published notice (a draft, withdrawn, unknown). */
export function isNoticeMissing(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
