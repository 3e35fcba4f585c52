import type { FastifyPluginAsync } from 'fastify';
import { CartRepo } from '../cart/cart.repo';
import { CartService } from '../cart/cart.service';
import { CartWriter } from '../cart/cart-writer';
import { addressForOrder, invoiceForOrder } from '../member/member.repo';
import { OrderRepo } from './order.repo';
import { orderRoutes } from './order.routes';
import { OrderService } from './order.service';
import { OrderWorker } from './order-worker';

/**
 * Checkout and orders (订单): preview, idempotent submission split by supplier, the buyer's and the
 * supplier's lists, transitions, the organization's credit, and the job confirming receipt.
 */
export const orderModule: FastifyPluginAsync = async (app) => {
  const cartRepo = new CartRepo();
  const writer = new CartWriter(app.clock);
  const service = new OrderService(
    app.db,
    new OrderRepo(),
    new CartService(app.db, cartRepo, writer, app.clock),
    cartRepo,
    writer,
    { address: addressForOrder, invoice: invoiceForOrder },
    app.clock,
    { autoConfirmDays: app.config.orderAutoConfirmDays },
  );
  orderRoutes(app, service);
  const worker = new OrderWorker(service, { intervalMs: 60_000, log: app.log });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
};
