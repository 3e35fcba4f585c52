/**
 * GET /cart/compare-price/page: the buyer's 核价单 in comparable sets, priced (with freight, stock and
 * delivery) for the delivery area; the cheapest total of each set is marked.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { comparePageEndpoint, type ComparePageQuery } from '@pm/contract/compare';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

const ACTION = '查看核价单';

function input(q: ComparePageQuery): ComparePageQuery {
  const out: ComparePageQuery = { page: q.page ?? 1, limit: q.limit ?? 20 };
  if (q.divisionCode && /^\d{6}$/.test(q.divisionCode)) out.divisionCode = q.divisionCode;
  return out;
}

export function getComparePage(q: ComparePageQuery) {
  return request(comparePageEndpoint, input(q), { silent: true, action: ACTION });
}

export const getComparePageQuery = (q: ComparePageQuery) =>
  queryOptions({ ...endpointQuery(comparePageEndpoint, input(q), { action: ACTION }), retry: false });

/** Another area or page re-queries; the list stays on screen meanwhile. */
export function useComparePage(q: ComparePageQuery) {
  return useQuery({ ...getComparePageQuery(q), placeholderData: keepPreviousData });
}
