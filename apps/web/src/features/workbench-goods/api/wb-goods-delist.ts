/** POST /workbench/goods/:id/delist: takes a listed item off sale at once. */
import { useMutation } from '@tanstack/react-query';
import { wbGoodsDelistEndpoint, type WbGoodsVersionRequest } from '@pm/contract/workbench-goods';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshWorkbenchGoods } from './workbench-goods-change';

export async function delistWbGoods(input: WbGoodsVersionRequest) {
  const answer = await request(wbGoodsDelistEndpoint, input, { action: '下架商品' });
  notify('商品已下架', 'success');
  await refreshWorkbenchGoods();
  return answer;
}

export function useDelistWbGoods() {
  return useMutation({ mutationFn: delistWbGoods });
}
