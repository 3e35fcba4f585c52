/** POST /material/generate: candidates from the goods data, each checked by the spec lock. */
import { useMutation } from '@tanstack/react-query';
import { materialGenerateEndpoint, type MaterialGenerateRequest } from '@pm/contract/material';
import { request } from '@/lib/http';

export async function generateMaterial(input: MaterialGenerateRequest) {
  const answer = await request(materialGenerateEndpoint, input, { action: 'AI创作' });
  return answer;
}

export function useGenerateMaterial() {
  return useMutation({ mutationFn: generateMaterial });
}
