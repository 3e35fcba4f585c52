/** POST /admin/notice/save: add or change a notice, publish or withdraw it. */
import { useMutation } from '@tanstack/react-query';
import { saveNoticeEndpoint, type SaveNoticeRequest } from '@pm/contract/workbench-admin-content';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshContent } from './workbench-admin-change';

export async function saveNotice(input: SaveNoticeRequest) {
  const data = await request(saveNoticeEndpoint, input, { action: '保存公告' });
  notify('已保存', 'success');
  await refreshContent();
  return data;
}

export function useSaveNotice() {
  return useMutation({ mutationFn: saveNotice });
}
