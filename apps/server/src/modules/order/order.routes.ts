import type { FastifyInstance } from 'fastify';
import { XLSX_MEDIA_TYPE } from '@pm/contract/compare';
import { IDEMPOTENCY_HEADER } from '@pm/contract/order';
import {
  creditRoute,
  orderBuyAgainRoute,
  orderCancelRoute,
  orderConfirmReceiptRoute,
  orderDetailRoute,
  orderExportRoute,
  orderPageRoute,
  orderPreviewRoute,
  orderSubmitRoute,
  vendorOrderDetailRoute,
  vendorOrderPageRoute,
  vendorOrderShipRoute,
} from '@pm/contract/order-schema';
import { fileRoute, route } from '../../lib/route';
import { requireAuth } from '../../plugins/auth';
import type { Orders } from './index';

export function orderRoutes(app: FastifyInstance, { cartCheckout, orders: service }: Orders): void {
  route(app, orderPreviewRoute, (req) =>
    cartCheckout.preview(requireAuth(req), req.query.cartLineIds, req.query.addressId),
  );
  route(
    app,
    orderSubmitRoute,
    (req) => cartCheckout.submit(requireAuth(req), req.headers[IDEMPOTENCY_HEADER], req.body),
    { message: '订单提交成功', errors: [409] },
  );
  route(app, orderPageRoute, (req) => service.page(requireAuth(req), req.query));
  route(app, orderDetailRoute, (req) => service.detail(requireAuth(req), req.params.id));
  route(app, orderCancelRoute, (req) => service.cancel(requireAuth(req), req.params.id), {
    message: '订单已取消',
    errors: [409],
  });
  route(app, orderConfirmReceiptRoute, (req) => service.confirmReceipt(requireAuth(req), req.params.id), {
    message: '已确认收货',
    errors: [409],
  });
  route(app, orderBuyAgainRoute, (req) => service.buyAgain(requireAuth(req), req.params.id), {
    message: '已加入购物车',
  });
  route(app, vendorOrderPageRoute, (req) => service.page(requireAuth(req), req.query, true));
  route(app, vendorOrderDetailRoute, (req) => service.detail(requireAuth(req), req.params.id, true));
  route(
    app,
    vendorOrderShipRoute,
    (req) => service.ship(requireAuth(req), req.params.id, req.body.carrier, req.body.waybillNo),
    { message: '发货成功', errors: [409] },
  );
  route(app, creditRoute, (req) => service.credit(requireAuth(req)));

  fileRoute(app, orderExportRoute, XLSX_MEDIA_TYPE, (req) => service.exportFile(requireAuth(req), req.query));
}
