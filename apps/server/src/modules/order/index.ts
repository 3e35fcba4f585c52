import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { CartRepo } from '../cart/cart.repo';
import { CartService } from '../cart/cart.service';
import { CartWriter } from '../cart/cart-writer';
import { createApprovalGate } from '../approval';
import { CreditRepo } from '../credit/credit.repo';
import { addressForOrder, invoiceForOrder } from '../member/member.repo';
import { StockRepo } from '../stock/stock.repo';
import { CartCheckout } from './cart-checkout';
import { CheckoutRepo } from './checkout.repo';
import { CheckoutService } from './checkout.service';
import { OrderRepo } from './order.repo';
import { orderRoutes } from './order.routes';
import { OrderService, type OrderOptions } from './order.service';
import { OrderWorker } from './order-worker';

export interface Orders {
  /** Checkout's one entry: priced lines → one order per supplier. */
  checkout: CheckoutService;
  /** The cart's checkout (preview and submission of cart lines), a caller of the entry. */
  cartCheckout: CartCheckout;
  orders: OrderService;
}

/** Checkout and orders over a database: what the module and a restarted process (tests) build alike. */
export function createOrders(db: Db, clock: Clock, opts: OrderOptions): Orders {
  const cartRepo = new CartRepo();
  const writer = new CartWriter(clock);
  const cart = new CartService(db, cartRepo, writer, clock);
  const orderRepo = new OrderRepo();
  const stock = new StockRepo();
  const credit = new CreditRepo();
  const members = { address: addressForOrder, invoice: invoiceForOrder };
  const checkout = new CheckoutService(
    db,
    new CheckoutRepo(),
    orderRepo,
    stock,
    credit,
    cart,
    members,
    clock,
    createApprovalGate(),
  );
  return {
    checkout,
    cartCheckout: new CartCheckout(db, checkout, cart, cartRepo, credit, members),
    orders: new OrderService(db, orderRepo, stock, credit, cartRepo, writer, clock, opts),
  };
}

/** The order service over a database (the job's tests build it as a restarted process would). */
export function createOrderService(db: Db, clock: Clock, opts: OrderOptions): OrderService {
  return createOrders(db, clock, opts).orders;
}

/**
 * Checkout and orders (订单): preview, idempotent submission split by supplier, the buyer's and the
 * supplier's lists, transitions, the organization's credit, and the job confirming receipt.
 */
export const orderModule: FastifyPluginAsync = async (app) => {
  const built = createOrders(app.db, app.clock, { autoConfirmDays: app.config.orderAutoConfirmDays });
  orderRoutes(app, built);
  const worker = new OrderWorker(built.orders, { intervalMs: 60_000, log: app.log });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
};
