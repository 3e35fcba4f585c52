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
import { requireAuth } from '../../plugins/auth';
import { route } from '../../lib/route';
import type { CatalogService } from './catalog.service';
import type { Caller, SearchService } from './search.service';

/** A public route's caller when signed in (agreement prices, history), else a visitor. */
function callerOf(req: FastifyRequest): Caller | null {
  return req.auth ? { userId: req.auth.userId, organizationId: req.auth.organizationId } : null;
}

export function goodsRoutes(app: FastifyInstance, search: SearchService, catalog: CatalogService): void {
  route(app, goodsSearchRoute, async (req, reply) => {
    const { answer, outcome } = await search.searchAnswer(req.body, callerOf(req));
    // Whether the answer was kept (hit), computed (miss) or computed with keeping off: bench:search-load.
    void reply.header('x-search-cache', outcome);
    return answer;
  });
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
