/** POST /admin/role/resources/save: the resources a role grants (menus follow at the users' next load). */
import { useMutation } from '@tanstack/react-query';
import { saveRoleResourcesEndpoint, type SaveRoleResourcesRequest } from '@pm/contract/workbench-admin';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshRoles } from './workbench-admin-change';

export async function saveRoleResources(input: SaveRoleResourcesRequest) {
  const data = await request(saveRoleResourcesEndpoint, input, { action: '分配角色权限' });
  notify('已保存，用户下次打开页面时菜单随之变化', 'success');
  await refreshRoles();
  return data;
}

export function useSaveRoleResources() {
  return useMutation({ mutationFn: saveRoleResources });
}
