/** GET /item/suggest-keyword: suggestions as the buyer types (goods, brands, categories, hot; pinyin too). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { suggestKeywordEndpoint } from '@pm/contract/goods';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getSuggestKeyword(keyword: string, limit = 10) {
  return request(suggestKeywordEndpoint, { keyword, limit }, { silent: true });
}

export const getSuggestKeywordQuery = (keyword: string, limit = 10) =>
  queryOptions({
    ...endpointQuery(suggestKeywordEndpoint, { keyword, limit }),
    retry: false,
    staleTime: 5 * 60_000,
  });

/** Suggestions for a (debounced) keyword; none for a blank one. */
export function useSuggestKeyword(keyword: string, limit = 10) {
  return useQuery({
    ...getSuggestKeywordQuery(keyword, limit),
    enabled: keyword !== '',
    placeholderData: keepPreviousData,
  });
}
