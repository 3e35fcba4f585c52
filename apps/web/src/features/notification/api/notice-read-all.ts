/** POST /notification/read-all: 全部已读. */
import { useMutation } from '@tanstack/react-query';
import { noticeReadAllEndpoint } from '@pm/contract/notification';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshNotices } from './notice-change';

export async function readAllNotices() {
  const done = await request(noticeReadAllEndpoint, undefined, { action: '全部标为已读' });
  notify('已全部标为已读', 'success');
  await refreshNotices();
  return done;
}

export function useReadAllNotices() {
  return useMutation({ mutationFn: readAllNotices });
}
