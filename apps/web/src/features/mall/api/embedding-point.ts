/** POST /mall/goods/data-embedding-point: a goods event (viewed, searched …), sent and forgotten. */
import { embeddingPointEndpoint, type EmbeddingPoint } from '@pm/contract/mall';
import { request } from '@/lib/http';

/** Never toasts and never throws: analytics must not bother the buyer. */
export function recordEmbeddingPoint(input: EmbeddingPoint): void {
  void request(embeddingPointEndpoint, input, { silent: true, action: '商品行为埋点' }).catch(
    () => undefined,
  );
}
