/** POST /cart/compare-price/append (form): failures toast the server message or 操作失败，系统异常. */
import { useMutation } from '@tanstack/react-query';
import { compareAppendEndpoint, type CompareAppendRequest } from '@pm/contract/add-to-lists';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';

export async function appendCompare(input: CompareAppendRequest) {
  const line = await request(compareAppendEndpoint, input, { action: '加入核价单' });
  notify('加入核价单成功', 'success');
  return line;
}

export function useAppendCompare() {
  return useMutation({ mutationFn: appendCompare });
}
