/** POST /material/save: saves a draft (replaces the current draft or makes a new version). */
import { useMutation } from '@tanstack/react-query';
import { materialSaveEndpoint, type MaterialSaveRequest } from '@pm/contract/material';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshMaterial } from './material-change';

export async function saveMaterial(input: MaterialSaveRequest) {
  const answer = await request(materialSaveEndpoint, input, { action: '保存草稿' });
  notify('已保存为草稿', 'success');
  await refreshMaterial();
  return answer;
}

export function useSaveMaterial() {
  return useMutation({ mutationFn: saveMaterial });
}
