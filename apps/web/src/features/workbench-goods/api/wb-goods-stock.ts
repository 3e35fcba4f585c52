/** POST /workbench/goods/:id/stock: one warehouse's stock changes at once. */
import { useMutation } from '@tanstack/react-query';
import { wbGoodsStockEndpoint, type WbGoodsStockRequest } from '@pm/contract/workbench-goods';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshWorkbenchGoods } from './workbench-goods-change';

export async function setWbGoodsStock(input: WbGoodsStockRequest) {
  const answer = await request(wbGoodsStockEndpoint, input, { action: '修改库存' });
  notify('库存已修改', 'success');
  await refreshWorkbenchGoods();
  return answer;
}

export function useSetWbGoodsStock() {
  return useMutation({ mutationFn: setWbGoodsStock });
}
