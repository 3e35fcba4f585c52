/** GET /user/role-type: the signed-in user's role type (采购员, 采购经理, 供应商, 平台运营). */
import { roleTypeEndpoint } from '@pm/contract/user';
import { request } from '@/lib/http';

export function getRoleType() {
  return request(roleTypeEndpoint, undefined, { silent: true, action: '获取角色类型' });
}
