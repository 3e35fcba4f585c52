/** POST /material/:id/revert: an earlier version as a new draft. */
import { useMutation } from '@tanstack/react-query';
import { materialRevertEndpoint, type MaterialRevertRequest } from '@pm/contract/material';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshMaterial } from './material-change';

export async function revertMaterial(input: MaterialRevertRequest) {
  const answer = await request(materialRevertEndpoint, input, { action: '恢复版本' });
  notify('已恢复为新的草稿版本', 'success');
  await refreshMaterial();
  return answer;
}

export function useRevertMaterial() {
  return useMutation({ mutationFn: revertMaterial });
}
