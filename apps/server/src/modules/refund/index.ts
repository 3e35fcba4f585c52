import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import { REFUND_PHOTO_MAX_BYTES } from '@pm/contract/refund';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { OrderRepo } from '../order/order.repo';
import { RefundPhotoStore } from './refund-photos';
import { RefundRepo } from './refund.repo';
import { refundRoutes } from './refund.routes';
import { REFUND_MESSAGES, RefundService } from './refund.service';
import { RefundWorker, type RefundWorkerOptions } from './refund-worker';

/** The refund service and its worker over a database: what the module and tests (a restarted process) build alike. */
export function createRefunds(
  db: Db,
  clock: Clock,
  dataDir: string,
  opts: RefundWorkerOptions = {},
): { service: RefundService; worker: RefundWorker } {
  const repo = new RefundRepo();
  const orders = new OrderRepo();
  const photos = new RefundPhotoStore(dataDir);
  const worker = new RefundWorker(db, repo, orders, photos, clock, opts);
  const service = new RefundService(db, repo, orders, photos, clock, () => worker.wake());
  return { service, worker };
}

/**
 * After-sales (退款/售后): applications on delivered or completed orders, the supplier's answers, return
 * shipments, evidence photos, and the worker paying approved refunds back into the organization's credit
 * (started with the app, stopped when it closes).
 */
export const refundModule: FastifyPluginAsync = async (app) => {
  // Uploads for this module's routes only: one photo, read into memory (the body's `file` field).
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: REFUND_PHOTO_MAX_BYTES, files: 1, fields: 4, parts: 5 },
    async onFile(part) {
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError(413, REFUND_MESSAGES.photoTooLarge, 413);
        }
        throw err;
      }
      (part as { value?: unknown }).value = { filename: part.filename, mimetype: part.mimetype, data };
    },
  });

  const { service, worker } = createRefunds(app.db, app.clock, app.config.dataDir, { log: app.log });
  refundRoutes(app, service);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
};
