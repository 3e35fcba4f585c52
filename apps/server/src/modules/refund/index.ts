import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { acceptUploads, UploadStore } from '../../lib/upload';
import { OrderRepo } from '../order/order.repo';
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
): { service: RefundService; worker: RefundWorker } {
  const repo = new RefundRepo();
  const orders = new OrderRepo();
  const photos = new UploadStore(dataDir, 'refund-photos');
  const worker = new RefundWorker(db, repo, orders, photos, clock, opts);
  const service = new RefundService(db, repo, orders, photos, clock, (id) => worker.wake(id));
  return { service, worker };
}

/**
 * After-sales (退款/售后): applications on delivered or completed orders, the supplier's answers, return
 * shipments, evidence photos, and the worker paying approved refunds back into the organization's credit
 * (started with the app, stopped when it closes).
 */
export const refundModule: FastifyPluginAsync = async (app) => {
  // Uploads (lib/upload): one photo per request, at most REFUND_PHOTO_MAX_BYTES.
  await acceptUploads(app, REFUND_PHOTO_UPLOADS);

  const { service, worker } = createRefunds(app.db, app.clock, app.config.dataDir, { log: app.log });
  refundRoutes(app, service);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
};
