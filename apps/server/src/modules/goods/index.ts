import type { FastifyPluginAsync } from 'fastify';
import { watchChanges } from '../../db/change-feed';
import { Periodic } from '../../lib/periodic';
import { CatalogRepo } from './catalog.repo';
import { CatalogService } from './catalog.service';
import { GoodsCardRepo } from './goods-card.repo';
import { goodsRoutes } from './goods.routes';
import { FLUSH_MS } from './search-stats';
import { SearchRepo } from './search.repo';
import { SearchService } from './search.service';
import { SYNONYMS_TOPIC } from './synonyms';

/** Goods search, keyword suggestions and statistics, the catalog tree and brands. */
export const goodsModule: FastifyPluginAsync = async (app) => {
  const catalogRepo = new CatalogRepo();
  const synonymFeed = watchChanges(app.db, SYNONYMS_TOPIC);
  const search = new SearchService(
    app.db,
    new SearchRepo(),
    catalogRepo,
    new GoodsCardRepo(),
    app.clock,
    synonymFeed,
  );
  const unshare = search.shareSynonyms();
  // The hot-search counts gathered in memory are written every second and when the app closes.
  const flusher = new Periodic(() => search.stats.flush(), {
    intervalMs: FLUSH_MS,
    firstMs: FLUSH_MS,
    log: app.log,
    name: 'search statistics',
  });
  app.addHook('onReady', async () => flusher.start());
  app.addHook('onClose', async () => {
    await flusher.stop();
    await search.stats.flush().catch((err: unknown) => app.log.warn({ err }, 'search statistics lost'));
    unshare();
    synonymFeed.close();
  });
  goodsRoutes(app, search, new CatalogService(app.db, catalogRepo));
};
