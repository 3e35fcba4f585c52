/** POST /admin/banner/save: add or change a banner. */
import { useMutation } from '@tanstack/react-query';
import { saveBannerEndpoint, type SaveBannerRequest } from '@pm/contract/workbench-admin-content';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshContent } from './workbench-admin-change';

export async function saveBanner(input: SaveBannerRequest) {
  const data = await request(saveBannerEndpoint, input, { action: '保存轮播图' });
  notify('已保存', 'success');
  await refreshContent();
  return data;
}

export function useSaveBanner() {
  return useMutation({ mutationFn: saveBanner });
}
