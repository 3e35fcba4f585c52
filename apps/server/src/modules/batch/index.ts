import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import { BATCH_FILE_MAX_BYTES, batchMatchEndpoint } from '@pm/contract/batch';
import { AppError } from '../../lib/app-error';
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
  // Uploads for this module's routes only: one file, read into memory (the body's `file` field).
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: BATCH_FILE_MAX_BYTES, files: 1, fields: 4, parts: 5 },
    async onFile(part) {
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError(413, FILE_TOO_LARGE, 413);
        }
        throw err;
      }
      (part as { value?: unknown }).value = { filename: part.filename, mimetype: part.mimetype, data };
    },
  });

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
