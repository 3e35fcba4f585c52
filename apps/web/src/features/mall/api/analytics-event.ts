/** POST /mall/goods/data-embedding-point: a goods event (viewed, searched …), sent and forgotten. */
import { goodsEventEndpoint, type GoodsEvent } from '@pm/contract/mall';
import { request } from '@/lib/http';

/** Never toasts and never throws: analytics must not bother the buyer. */
export function recordGoodsEvent(input: GoodsEvent): void {
  void request(goodsEventEndpoint, input, { silent: true, action: '商品行为埋点' }).catch(() => undefined);
}
