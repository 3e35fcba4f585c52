import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { CartRepo } from '../cart/cart.repo';
import { CartService } from '../cart/cart.service';
import { CartWriter } from '../cart/cart-writer';
import { addressForOrder, invoiceForOrder } from '../member/member.repo';
import { OrderRepo } from './order.repo';
import { orderRoutes } from './order.routes';
import { OrderService, type OrderOptions } from './order.service';
import { OrderWorker } from './order-worker';

/** The order service over a database: what the module and a restarted process (tests) build alike. */
export function createOrderService(db: Db, clock: Clock, opts: OrderOptions): OrderService {
  const cartRepo = new CartRepo();
  const writer = new CartWriter(clock);
  return new OrderService(
    db,
    new OrderRepo(),
    new CartService(db, cartRepo, writer, clock),
    cartRepo,
    writer,
    { address: addressForOrder, invoice: invoiceForOrder },
    clock,
    opts,
  );
}

/**
 * Checkout and orders (订单): preview, idempotent submission split by supplier, the buyer's and the
 * supplier's lists, transitions, the organization's credit, and the job confirming receipt.
 */
export const orderModule: FastifyPluginAsync = async (app) => {
  const service = createOrderService(app.db, app.clock, { autoConfirmDays: app.config.orderAutoConfirmDays });
  orderRoutes(app, service);
  const worker = new OrderWorker(service, { intervalMs: 60_000, log: app.log });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
};
