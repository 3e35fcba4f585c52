/** POST /workbench/goods/:id/withdraw: takes the item back from review. */
import { useMutation } from '@tanstack/react-query';
import { wbGoodsWithdrawEndpoint, type WbGoodsVersionRequest } from '@pm/contract/workbench-goods';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshWorkbenchGoods } from './workbench-goods-change';

export async function withdrawWbGoods(input: WbGoodsVersionRequest) {
  const answer = await request(wbGoodsWithdrawEndpoint, input, { action: '撤回审核' });
  notify('已撤回审核', 'success');
  await refreshWorkbenchGoods();
  return answer;
}

export function useWithdrawWbGoods() {
  return useMutation({ mutationFn: withdrawWbGoods });
}
