/** GET /bidding/event/import-items: items for a new event from the caller's own cart or inquiry basket. */
import { bidImportItemsEndpoint, type BidImportQuery } from '@pm/contract/bidding';
import { request } from '@/lib/http';

export function getBidImportItems(from: BidImportQuery['from']) {
  return request(
    bidImportItemsEndpoint,
    { from },
    { action: from === 'cart' ? '从购物车导入' : '从询价篮导入' },
  );
}
