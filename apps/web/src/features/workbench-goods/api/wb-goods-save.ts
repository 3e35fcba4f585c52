/** POST /workbench/goods/:id/save: saves the supplier's version (a listed item's change waits for review; its price applies at once). */
import { useMutation } from '@tanstack/react-query';
import { wbGoodsSaveEndpoint, type WbGoodsSaveRequest } from '@pm/contract/workbench-goods';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshWorkbenchGoods } from './workbench-goods-change';

export async function saveWbGoods(input: WbGoodsSaveRequest) {
  const answer = await request(wbGoodsSaveEndpoint, input, { action: '保存商品' });
  notify('商品已保存', 'success');
  await refreshWorkbenchGoods();
  return answer;
}

export function useSaveWbGoods() {
  return useMutation({ mutationFn: saveWbGoods });
}
