/** POST /material/:id/comment: adds a comment. */
import { useMutation } from '@tanstack/react-query';
import { materialCommentEndpoint, type MaterialCommentRequest } from '@pm/contract/material';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshMaterial } from './material-change';

export async function commentMaterial(input: MaterialCommentRequest) {
  const answer = await request(materialCommentEndpoint, input, { action: '添加批注' });
  notify('批注已添加', 'success');
  await refreshMaterial();
  return answer;
}

export function useCommentMaterial() {
  return useMutation({ mutationFn: commentMaterial });
}
