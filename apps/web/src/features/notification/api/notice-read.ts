/** POST /notification/read/:id: marks a notice read when it is opened (quietly: no toast on success). */
import { useMutation } from '@tanstack/react-query';
import { noticeReadEndpoint } from '@pm/contract/notification';
import { request } from '@/lib/http';
import { refreshNotices } from './notice-change';

export async function readNotice(id: string) {
  const notice = await request(noticeReadEndpoint, { id }, { silent: true });
  await refreshNotices();
  return notice;
}

export function useReadNotice() {
  return useMutation({ mutationFn: readNotice });
}
