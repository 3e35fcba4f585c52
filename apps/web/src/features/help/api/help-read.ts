/** The help centre's reads (visitors too): home directories, directory articles, search, detail, hot lists, tags. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  helpArticleDetailEndpoint,
  helpDirectoryArticleEndpoint,
  helpHomeDirectoryEndpoint,
  helpHotArticlesEndpoint,
  helpHotTermsEndpoint,
  helpSearchEndpoint,
  helpTagArticlesEndpoint,
  type HelpDirectoryArticleQuery,
  type HelpSearchQuery,
} from '@pm/contract/help';

import { endpointQuery } from '@/lib/query';

export const getHelpHomeQuery = () =>
  queryOptions({
    ...endpointQuery(helpHomeDirectoryEndpoint),
  });

export const useHelpHome = () => useQuery(getHelpHomeQuery());

export const useHelpHotTerms = () =>
  useQuery({
    ...endpointQuery(helpHotTermsEndpoint),
  });

export const useHelpHotArticles = () =>
  useQuery({
    ...endpointQuery(helpHotArticlesEndpoint),
  });

export const useHelpDirectoryArticles = (input: HelpDirectoryArticleQuery) =>
  useQuery({
    ...endpointQuery(helpDirectoryArticleEndpoint, input),
    placeholderData: keepPreviousData,
  });

export const useHelpSearch = (input: HelpSearchQuery, enabled: boolean) =>
  useQuery({
    ...endpointQuery(helpSearchEndpoint, input),
    placeholderData: keepPreviousData,
    enabled,
  });

export const getHelpArticleQuery = (id: string) =>
  queryOptions({
    ...endpointQuery(helpArticleDetailEndpoint, { id }),
    retry: false,
  });

export const useHelpArticle = (id: string) => useQuery(getHelpArticleQuery(id));

/** The two or three articles tagged for a page (相关帮助). */
export const useHelpForPage = (tag: string, limit = 3) =>
  useQuery({
    ...endpointQuery(helpTagArticlesEndpoint, { tag, limit }),
    retry: false,
    staleTime: 5 * 60_000,
  });
