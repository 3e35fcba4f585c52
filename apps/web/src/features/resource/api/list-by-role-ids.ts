/** GET /admin/data/list-by-role-ids?roleIds=1,2: the resource tree of the user's roles (§6, §7). */
import type { Resource } from '@pm/contract/user';
import { get } from '@/lib/http';

export function fetchResourcesByRoleIds(roleIds: readonly string[]): Promise<Resource[]> {
  return get<Resource[]>(
    '/admin/data/list-by-role-ids',
    { roleIds: roleIds.join(',') },
    { silent: true, action: '加载菜单权限' },
  );
}
