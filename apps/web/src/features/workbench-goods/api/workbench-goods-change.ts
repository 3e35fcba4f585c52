/**
 * What a workbench goods write makes stale: the supplier's lists, details and counts, the review queue,
 * and what buyers see of goods (search, details, cart), since price, stock and approvals change them.
 */
import {
  wbGoodsDetailEndpoint,
  wbGoodsPageEndpoint,
  wbGoodsSummaryEndpoint,
  wbReviewDetailEndpoint,
  wbReviewPageEndpoint,
} from '@pm/contract/workbench-goods';
import { queryClient } from '@/lib/query-client';
import { endpointKey } from '@/lib/query';

export async function refreshWorkbenchGoods(): Promise<void> {
  await Promise.all(
    [
      wbGoodsPageEndpoint,
      wbGoodsDetailEndpoint,
      wbGoodsSummaryEndpoint,
      wbReviewPageEndpoint,
      wbReviewDetailEndpoint,
    ].map((e) => queryClient.invalidateQueries({ queryKey: endpointKey(e) })),
  );
}
