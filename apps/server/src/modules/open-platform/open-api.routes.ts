/**
 * The API for apps: thin adapters over the mall's own services (orders, checkout's one entry, refunds,
 * goods), called with the app's organization as its creator sees it. The gate (app-gate.ts) has checked
 * token, allowlist, limit and scope before any of these runs. Goods search is registered by the goods
 * module (it owns the search service).
 */
import type { FastifyInstance } from 'fastify';
import {
  openEventFeedAliasRoute,
  openEventFeedRoute,
  openGoodsRoute,
  openOrderDetailRoute,
  openOrderPageRoute,
  openOrderShipRoute,
  openOrderSubmitRoute,
  openPriceUpdateRoute,
  openRefundDetailRoute,
  openRefundPageRoute,
  openStockUpdateRoute,
} from '@pm/contract/open-platform-api-schema';
import { OPEN_API_MESSAGES as A } from '@pm/contract/open-platform-api';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/route';
import type { Orders } from '../order';
import type { RefundService } from '../refund/refund.service';
import { requireApp } from './app-gate';
import type { OpenGoodsService } from './open-goods';
import type { OpenPlatformService } from './open-platform.service';

export function openApiRoutes(
  app: FastifyInstance,
  deps: { orders: Orders; refunds: RefundService; goods: OpenGoodsService; platform: OpenPlatformService },
): void {
  const { orders, refunds, goods, platform } = deps;
  const isVendor = (roles: readonly string[]) => roles.includes('VENDOR');

  route(app, openGoodsRoute, (req) => goods.goods(requireApp(req).auth, req.query.ids));

  route(
    app,
    openOrderSubmitRoute,
    async (req) => {
      const { auth, appId } = requireApp(req);
      const b = req.body;
      const ids = b.lines.map((l) => l.goodsId);
      const prices = await goods.prices(auth, ids);
      const missing = ids.find((id) => !prices.has(id));
      if (missing) throw AppError.notFound(A.goodsNotFound);
      const key = req.headers['idempotency-key'];
      const placed = await orders.checkout.place(auth, {
        lines: b.lines.map((l, i) => ({
          goodsId: l.goodsId,
          num: l.num,
          price: prices.get(l.goodsId)!,
          origin: { kind: 'api', clientId: appId, reference: `${key}#${i}` },
        })),
        addressId: b.addressId,
        invoiceId: b.invoiceId ?? null,
        remarks: b.remarks,
        refs: { poNumber: b.poNumber, costCenter: b.costCenter },
        key,
        // The app's keys are its own (not its creator's web orders' nor another app's).
        appId,
        expectedAmount: b.expectedAmount,
      });
      return {
        submissionId: placed.submissionId,
        orderIds: placed.orders.map((o) => o.id),
        orderNos: placed.orders.map((o) => o.orderNo),
        amount: placed.amount,
      };
    },
    { message: '订单已提交', errors: [409] },
  );

  route(app, openOrderPageRoute, (req) => {
    const { auth } = requireApp(req);
    return orders.orders.page(auth, req.query, isVendor(auth.roleTypes));
  });
  route(app, openOrderDetailRoute, (req) => {
    const { auth } = requireApp(req);
    return orders.orders.detail(auth, req.params.id, isVendor(auth.roleTypes));
  });
  route(
    app,
    openOrderShipRoute,
    (req) => {
      const { auth } = requireApp(req);
      if (!isVendor(auth.roleTypes)) throw AppError.notFound();
      return orders.orders.ship(auth, req.params.id, req.body.carrier, req.body.waybillNo);
    },
    { message: '发货成功', errors: [409] },
  );
  route(app, openRefundPageRoute, (req) => {
    const { auth } = requireApp(req);
    return refunds.page(auth, req.query, isVendor(auth.roleTypes));
  });
  route(app, openRefundDetailRoute, (req) => {
    const { auth } = requireApp(req);
    return refunds.detail(auth, req.params.id, isVendor(auth.roleTypes));
  });
  route(app, openStockUpdateRoute, (req) => goods.setStock(requireApp(req).auth, req.body.items), {
    message: '库存已更新',
  });
  route(app, openPriceUpdateRoute, (req) => goods.setPrices(requireApp(req).auth, req.body.items), {
    message: '价格已更新',
  });
  // The feed at /open/v1/events and at the spec's /open/events: one handler.
  for (const feedRoute of [openEventFeedRoute, openEventFeedAliasRoute]) {
    route(app, feedRoute, (req) => platform.feed(requireApp(req).auth.organizationId, req.query));
  }
}
