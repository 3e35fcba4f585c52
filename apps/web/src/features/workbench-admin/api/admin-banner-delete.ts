/** POST /admin/banner/delete/:id: remove a banner. */
import { useMutation } from '@tanstack/react-query';
import { deleteBannerEndpoint } from '@pm/contract/workbench-admin-content';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshContent } from './workbench-admin-change';

export async function deleteBanner(input: { id: string }) {
  const data = await request(deleteBannerEndpoint, input, { action: '删除轮播图' });
  notify('已删除', 'success');
  await refreshContent();
  return data;
}

export function useDeleteBanner() {
  return useMutation({ mutationFn: deleteBanner });
}
