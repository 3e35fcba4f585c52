import type { FastifyPluginAsync } from 'fastify';
import { watchChanges } from '../../db/change-feed';
import { createPreparedReads } from '../../db/database';
import { Periodic } from '../../lib/periodic';
import { CatalogRepo } from './catalog.repo';
import { CatalogService } from './catalog.service';
import { GoodsCardRepo } from './goods-card.repo';
import { goodsRoutes } from './goods.routes';
import { FLUSH_MS } from './search-stats';
import { SearchRepo } from './search.repo';
import { SearchService } from './search.service';
import { CATALOG_TOPIC, SearchCache } from './search-cache';
import { SYNONYMS_TOPIC } from './synonyms';

/** Goods search, keyword suggestions and statistics, the catalog tree and brands. */
export const goodsModule: FastifyPluginAsync = async (app) => {
  const catalogRepo = new CatalogRepo();
  const synonymFeed = watchChanges(app.db, SYNONYMS_TOPIC);
  const searchRepo = new SearchRepo();
  // The answers kept (search-cache.ts): dropped when the catalog or the synonyms change.
  const catalogFeed = watchChanges(app.db, CATALOG_TOPIC);
  const cacheSynonymFeed = watchChanges(app.db, SYNONYMS_TOPIC);
  const cache = new SearchCache(
    app.db,
    searchRepo,
    { catalog: catalogFeed, synonyms: cacheSynonymFeed },
    { maxEntries: app.config.searchCacheEntries, maxBytes: app.config.searchCacheMb * 1024 * 1024 },
  );
  // The search's reads on connections of their own, each text prepared once with a generic plan.
  const reads = createPreparedReads(app.db);
  const search = new SearchService(
    app.db,
    searchRepo,
    catalogRepo,
    new GoodsCardRepo(),
    app.clock,
    synonymFeed,
    cache,
    catalogFeed,
    reads ?? undefined,
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
    catalogFeed.close();
    cacheSynonymFeed.close();
    await reads?.destroy();
  });
  goodsRoutes(app, search, new CatalogService(app.db, catalogRepo));
};
