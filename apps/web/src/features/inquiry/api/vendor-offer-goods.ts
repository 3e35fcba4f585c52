/** GET /inquiry-basket/vendor/goods: the supplier's own goods on sale, to offer for a line it was invited to. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { vendorOfferGoodsEndpoint, type VendorOfferGoodsQuery } from '@pm/contract/inquiry';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getVendorOfferGoods(input: VendorOfferGoodsQuery) {
  return request(vendorOfferGoodsEndpoint, input, { silent: true });
}

export const getVendorOfferGoodsQuery = (input: VendorOfferGoodsQuery) =>
  queryOptions({ ...endpointQuery(vendorOfferGoodsEndpoint, input), retry: false, staleTime: 30_000 });

export function useVendorOfferGoods(input: VendorOfferGoodsQuery, enabled = true) {
  return useQuery({ ...getVendorOfferGoodsQuery(input), enabled, placeholderData: keepPreviousData });
}
