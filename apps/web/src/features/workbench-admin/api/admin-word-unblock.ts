/** POST /admin/hot-search/unblock: lift a blocked word. */
import { useMutation } from '@tanstack/react-query';
import { unblockWordEndpoint } from '@pm/contract/workbench-admin-content';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshContent } from './workbench-admin-change';

export async function unblockWord(input: { word: string }) {
  const data = await request(unblockWordEndpoint, input, { action: '取消屏蔽' });
  notify('已取消屏蔽', 'success');
  await refreshContent();
  return data;
}

export function useUnblockWord() {
  return useMutation({ mutationFn: unblockWord });
}
