import type { FastifyPluginAsync } from 'fastify';
import { CatalogRepo } from './catalog.repo';
import { CatalogService } from './catalog.service';
import { GoodsCardRepo } from './goods-card.repo';
import { goodsRoutes } from './goods.routes';
import { SearchRepo } from './search.repo';
import { SearchService } from './search.service';

/** Goods search, keyword suggestions and statistics, the catalog tree and brands. */
export const goodsModule: FastifyPluginAsync = async (app) => {
  const catalogRepo = new CatalogRepo();
  goodsRoutes(
    app,
    new SearchService(app.db, new SearchRepo(), catalogRepo, new GoodsCardRepo(), app.clock),
    new CatalogService(app.db, catalogRepo),
  );
};
