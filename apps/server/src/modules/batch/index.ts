import type { FastifyPluginAsync } from 'fastify';
import { BATCH_FILE_MAX_BYTES, batchMatchEndpoint } from '@pm/contract/batch';
import { acceptUploads } from '../../lib/upload';
import { CatalogRepo } from '../goods/catalog.repo';
import { GoodsCardRepo } from '../goods/goods-card.repo';
import { SearchRepo } from '../goods/search.repo';
import { SearchService } from '../goods/search.service';
import { BatchMatcher } from './batch-matcher';
import { BatchWorker } from './batch-worker';
import { BatchRepo } from './batch.repo';
import { batchRoutes } from './batch.routes';
import { BatchService } from './batch.service';

/** A match of BATCH_MAX_LINES lines form-encoded (Chinese text triples in percent-encoding) needs more than the default. */
const MATCH_BODY_LIMIT = 4 * 1024 * 1024;

const FILE_TOO_LARGE = `文件不能超过 ${BATCH_FILE_MAX_BYTES / 1024 / 1024} MB`;

/**
 * Batch purchase (批量采购): reading uploaded lists, matching lines to goods, match jobs and their
 * worker (started with the app, stopped when it closes).
 */
export const batchModule: FastifyPluginAsync = async (app) => {
  // Uploads (lib/upload): the list's file, one per request, at most BATCH_FILE_MAX_BYTES.
  await acceptUploads(app, { maxBytes: BATCH_FILE_MAX_BYTES, tooLarge: FILE_TOO_LARGE });

  app.addHook('onRoute', (opts) => {
    if (opts.url.endsWith(batchMatchEndpoint.path)) opts.bodyLimit = MATCH_BODY_LIMIT;
  });

  const repo = new BatchRepo();
  const search = new SearchService(
    app.db,
    new SearchRepo(),
    new CatalogRepo(),
    new GoodsCardRepo(),
    app.clock,
  );
  const matcher = new BatchMatcher(app.db, repo, search);
  const worker = new BatchWorker(app.db, repo, matcher, app.clock, { log: app.log });
  const service = new BatchService(app.db, repo, matcher, new GoodsCardRepo(), app.clock, () =>
    worker.wake(),
  );
  batchRoutes(app, service);

  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
};
