/** POST /admin/buyer/user/update: a buyer user's roles and department. */
import { useMutation } from '@tanstack/react-query';
import { updateOrgUserEndpoint, type UpdateOrgUserRequest } from '@pm/contract/workbench-admin';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshBuyers } from './workbench-admin-change';

export async function updateOrgUser(input: UpdateOrgUserRequest) {
  const data = await request(updateOrgUserEndpoint, input, { action: '设置角色与部门' });
  notify('已保存', 'success');
  await refreshBuyers();
  return data;
}

export function useUpdateOrgUser() {
  return useMutation({ mutationFn: updateOrgUser });
}
