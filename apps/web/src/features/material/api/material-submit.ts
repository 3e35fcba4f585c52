/** POST /material/:id/submit: sends the latest version to review (refused while it contradicts the goods). */
import { useMutation } from '@tanstack/react-query';
import { materialSubmitEndpoint, type MaterialVersionRequest } from '@pm/contract/material';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshMaterial } from './material-change';

export async function submitMaterial(input: MaterialVersionRequest) {
  const answer = await request(materialSubmitEndpoint, input, { action: '提交审核' });
  notify('已提交审核', 'success');
  await refreshMaterial();
  return answer;
}

export function useSubmitMaterial() {
  return useMutation({ mutationFn: submitMaterial });
}
