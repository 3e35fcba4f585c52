/** POST /workbench/goods/:id/submit: sends the item for review. */
import { useMutation } from '@tanstack/react-query';
import { wbGoodsSubmitEndpoint, type WbGoodsVersionRequest } from '@pm/contract/workbench-goods';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshWorkbenchGoods } from './workbench-goods-change';

export async function submitWbGoods(input: WbGoodsVersionRequest) {
  const answer = await request(wbGoodsSubmitEndpoint, input, { action: '提交审核' });
  notify('已提交审核', 'success');
  await refreshWorkbenchGoods();
  return answer;
}

export function useSubmitWbGoods() {
  return useMutation({ mutationFn: submitWbGoods });
}
