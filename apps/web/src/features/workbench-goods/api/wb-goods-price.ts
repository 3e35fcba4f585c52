/** POST /workbench/goods/:id/price: the price changes at once (kept in its history). */
import { useMutation } from '@tanstack/react-query';
import { wbGoodsPriceEndpoint, type WbGoodsPriceRequest } from '@pm/contract/workbench-goods';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshWorkbenchGoods } from './workbench-goods-change';

export async function setWbGoodsPrice(input: WbGoodsPriceRequest) {
  const answer = await request(wbGoodsPriceEndpoint, input, { action: '修改价格' });
  notify('价格已修改', 'success');
  await refreshWorkbenchGoods();
  return answer;
}

export function useSetWbGoodsPrice() {
  return useMutation({ mutationFn: setWbGoodsPrice });
}
