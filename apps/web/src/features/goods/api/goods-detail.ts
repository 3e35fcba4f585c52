/** GET /item/detail/get/:id: a goods item; one that does not exist answers the server's message. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { goodsDetailEndpoint } from '@pm/contract/goods';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getGoodsDetail(id: string) {
  return request(goodsDetailEndpoint, { id }, { silent: true, action: '查看商品详情' });
}

export const getGoodsDetailQuery = (id: string) =>
  queryOptions({ ...endpointQuery(goodsDetailEndpoint, { id }, { action: '查看商品详情' }), retry: false });

export function useGoodsDetail(id: string) {
  return useQuery({ ...getGoodsDetailQuery(id), enabled: id !== '' });
}
