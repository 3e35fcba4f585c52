import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  brandPageRoute,
  catalogMultistageRoute,
  catalogTreeForShopRoute,
  catalogTreeRoute,
  clearSearchHistoryRoute,
  goodsSearchRoute,
  goodsTypePageRoute,
  hotSearchRoute,
  searchHistoryRoute,
  suggestKeywordRoute,
} from '@pm/contract/goods-schema';
import { openGoodsSearchRoute } from '@pm/contract/open-platform-api-schema';
import { requireAuth } from '../../plugins/auth';
import { type AnswerHeader, route } from '../../lib/route';
import type { CatalogService } from './catalog.service';
import type { CacheOutcome } from './search-cache';
import type { Caller, SearchService } from './search.service';

/** The header of a search answer that says where it came from (search-cache.ts). */
export const SEARCH_CACHE_HEADER = 'X-Search-Cache';

const SEARCH_CACHE_HEADER_DOC: AnswerHeader = {
  description:
    '本次结果的来源：hit 为与之前相同的请求（同一关键词、筛选、排序、页码、每页条数、价格类别与配送省份）' +
    '留存或正在计算的结果，留存后商品、价格、库存、协议价、类目或同义词一有变化即作废；' +
    'miss 为本次计算所得（可能留存供之后相同的请求使用）；off 为服务器关闭了结果留存（SEARCH_CACHE_ENTRIES 或 SEARCH_CACHE_MB 为 0），每次都计算。' +
    '仅用于观测，结果内容与来源无关',
  schema: { type: 'string', enum: ['hit', 'miss', 'off'] satisfies CacheOutcome[] },
};

/** A public route's caller when signed in (agreement prices, history), else a visitor. */
function callerOf(req: FastifyRequest): Caller | null {
  return req.auth ? { userId: req.auth.userId, organizationId: req.auth.organizationId } : null;
}

export function goodsRoutes(app: FastifyInstance, search: SearchService, catalog: CatalogService): void {
  // The API for apps (开放接口, modules/open-platform): the same search, the app's organization's prices.
  route(app, openGoodsSearchRoute, (req) => {
    const auth = req.openApp?.auth;
    return search.search(
      req.body,
      auth ? { userId: auth.userId, organizationId: auth.organizationId } : null,
    );
  });
  route(
    app,
    goodsSearchRoute,
    async (req, reply) => {
      const { answer, outcome } = await search.searchAnswer(req.body, callerOf(req));
      // Whether the answer was kept (hit), computed (miss) or computed with keeping off: bench:search-load.
      void reply.header(SEARCH_CACHE_HEADER, outcome);
      return answer;
    },
    { answerHeaders: { [SEARCH_CACHE_HEADER]: SEARCH_CACHE_HEADER_DOC } },
  );
  route(app, goodsTypePageRoute, (req) => search.typePage(req.body, callerOf(req)));
  route(app, suggestKeywordRoute, (req) => search.suggest(req.query.keyword, req.query.limit));
  route(app, searchHistoryRoute, (req) => search.history(requireAuth(req).userId, req.query.limit));
  route(app, clearSearchHistoryRoute, (req) => search.clearHistory(requireAuth(req).userId));
  route(app, hotSearchRoute, (req) => search.hot(req.query.limit));
  route(app, brandPageRoute, (req) => catalog.brandPage(req.query));
  route(app, catalogTreeForShopRoute, () => catalog.tree(true));
  route(app, catalogTreeRoute, () => catalog.tree(false));
  route(app, catalogMultistageRoute, (req) => catalog.children(req.query.parentId));
}
