/** POST /workbench/goods/create: a new goods item, saved as a draft. */
import { useMutation } from '@tanstack/react-query';
import { wbGoodsCreateEndpoint, type WbGoodsFields } from '@pm/contract/workbench-goods';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshWorkbenchGoods } from './workbench-goods-change';

export async function createWbGoods(input: WbGoodsFields) {
  const answer = await request(wbGoodsCreateEndpoint, input, { action: '新建商品' });
  notify('商品已保存为草稿', 'success');
  await refreshWorkbenchGoods();
  return answer;
}

export function useCreateWbGoods() {
  return useMutation({ mutationFn: createWbGoods });
}
