/** POST /admin/site-config/save: one text value of the site configuration. */
import { useMutation } from '@tanstack/react-query';
import { saveSiteConfigEndpoint, type SaveSiteConfigRequest } from '@pm/contract/workbench-admin-content';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshContent } from './workbench-admin-change';

export async function saveSiteConfig(input: SaveSiteConfigRequest) {
  const data = await request(saveSiteConfigEndpoint, input, { action: '保存站点配置' });
  notify('已保存', 'success');
  await refreshContent();
  return data;
}

export function useSaveSiteConfig() {
  return useMutation({ mutationFn: saveSiteConfig });
}
