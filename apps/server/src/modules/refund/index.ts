import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { acceptUploads, UploadStore } from '../../lib/upload';
import { CreditRepo } from '../credit/credit.repo';
import { StockRepo } from '../stock/stock.repo';
import { RefundPhotoRepo } from './refund-photo.repo';
import { RefundPhotoService } from './refund-photo.service';
import { RefundRepo } from './refund.repo';
import { refundRoutes } from './refund.routes';
import { REFUND_PHOTO_UPLOADS, RefundService } from './refund.service';
import { RefundWorker, type RefundWorkerOptions } from './refund-worker';

/** The refund service and its worker over a database: what the module and tests (a restarted process) build alike. */
export function createRefunds(
  db: Db,
  clock: Clock,
  dataDir: string,
  opts: RefundWorkerOptions = {},
): { service: RefundService; photos: RefundPhotoService; worker: RefundWorker } {
  const repo = new RefundRepo();
  const photoRepo = new RefundPhotoRepo();
  const files = new UploadStore(dataDir, 'refund-photos');
  const worker = new RefundWorker(db, repo, new CreditRepo(), photoRepo, files, clock, opts);
  const service = new RefundService(db, repo, new StockRepo(), clock, (id) => worker.wake(id));
  return { service, photos: new RefundPhotoService(db, photoRepo, files, clock), worker };
}

/**
 * After-sales (退款/售后): applications on delivered or completed orders, the supplier's answers, return
 * shipments, evidence photos, and the worker paying approved refunds back into the organization's credit
 * (started with the app, stopped when it closes).
 */
export const refundModule: FastifyPluginAsync = async (app) => {
  // Uploads (lib/upload): one photo per request, at most REFUND_PHOTO_MAX_BYTES.
  await acceptUploads(app, REFUND_PHOTO_UPLOADS);

  const { service, photos, worker } = createRefunds(app.db, app.clock, app.config.dataDir, { log: app.log });
  refundRoutes(app, service, photos);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
};
