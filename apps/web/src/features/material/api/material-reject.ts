/** POST /material/:id/reject: sends it back with a comment. */
import { useMutation } from '@tanstack/react-query';
import { materialRejectEndpoint, type MaterialReviewRequest } from '@pm/contract/material';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshMaterial } from './material-change';

export async function rejectMaterial(input: MaterialReviewRequest) {
  const answer = await request(materialRejectEndpoint, input, { action: '驳回' });
  notify('已驳回', 'success');
  await refreshMaterial();
  return answer;
}

export function useRejectMaterial() {
  return useMutation({ mutationFn: rejectMaterial });
}
