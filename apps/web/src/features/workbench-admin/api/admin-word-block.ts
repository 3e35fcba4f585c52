/** POST /admin/hot-search/block: a word no hot search or suggestion may hold. */
import { useMutation } from '@tanstack/react-query';
import { blockWordEndpoint } from '@pm/contract/workbench-admin-content';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshContent } from './workbench-admin-change';

export async function blockWord(input: { word: string }) {
  const data = await request(blockWordEndpoint, input, { action: '屏蔽热搜词' });
  notify('已屏蔽', 'success');
  await refreshContent();
  return data;
}

export function useBlockWord() {
  return useMutation({ mutationFn: blockWord });
}
