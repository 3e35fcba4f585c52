/** POST /workbench/review/:id/approve: the submitted version is listed and searchable at once. */
import { useMutation } from '@tanstack/react-query';
import { wbReviewApproveEndpoint, type WbGoodsVersionRequest } from '@pm/contract/workbench-goods';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshWorkbenchGoods } from './workbench-goods-change';

export async function approveWbGoods(input: WbGoodsVersionRequest) {
  const answer = await request(wbReviewApproveEndpoint, input, { action: '审核通过' });
  notify('审核通过，商品已上架', 'success');
  await refreshWorkbenchGoods();
  return answer;
}

export function useApproveWbGoods() {
  return useMutation({ mutationFn: approveWbGoods });
}
