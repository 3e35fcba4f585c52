/** POST /workbench/review/:id/reject: sends the version back with a reason. */
import { useMutation } from '@tanstack/react-query';
import { wbReviewRejectEndpoint, type WbReviewRejectRequest } from '@pm/contract/workbench-goods';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshWorkbenchGoods } from './workbench-goods-change';

export async function rejectWbGoods(input: WbReviewRejectRequest) {
  const answer = await request(wbReviewRejectEndpoint, input, { action: '审核驳回' });
  notify('已驳回', 'success');
  await refreshWorkbenchGoods();
  return answer;
}

export function useRejectWbGoods() {
  return useMutation({ mutationFn: rejectWbGoods });
}
