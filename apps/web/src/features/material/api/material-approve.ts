/** POST /material/:id/approve: publishes the submitted version. */
import { useMutation } from '@tanstack/react-query';
import { materialApproveEndpoint, type MaterialReviewRequest } from '@pm/contract/material';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshMaterial } from './material-change';

export async function approveMaterial(input: MaterialReviewRequest) {
  const answer = await request(materialApproveEndpoint, input, { action: '审核通过' });
  notify('审核通过，素材已发布', 'success');
  await refreshMaterial();
  return answer;
}

export function useApproveMaterial() {
  return useMutation({ mutationFn: approveMaterial });
}
