/** GET /admin/data/list-by-role-ids?roleIds=1,2: the resource tree of the user's roles. */
import { resourcesByRoleIdsEndpoint } from '@pm/contract/user';
import { request } from '@/lib/http';

export function getResourcesByRoleIds(roleIds: readonly string[]) {
  return request(
    resourcesByRoleIdsEndpoint,
    { roleIds: roleIds.join(',') },
    { silent: true, action: '加载菜单权限' },
  );
}
