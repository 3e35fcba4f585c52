import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
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
  type orderExportQuery,
} from '@pm/contract/order-schema';
import { endpointDoc, route } from '../../lib/route';
import { requireAuth } from '../../plugins/auth';
import { attachment } from '../compare/compare.routes';
import type { OrderService } from './order.service';

export function orderRoutes(app: FastifyInstance, service: OrderService): void {
  route(app, orderPreviewRoute, (req) =>
    service.preview(requireAuth(req), req.query.cartLineIds, req.query.addressId),
  );
  route(
    app,
    orderSubmitRoute,
    (req) => service.submit(requireAuth(req), req.headers[IDEMPOTENCY_HEADER], req.body),
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

  // A file download: the xlsx itself, documented with its media type and the usual error answers.
  const file = orderExportRoute;
  app.route({
    method: file.endpoint.method,
    url: file.endpoint.path,
    config: { access: file.endpoint.access },
    schema: {
      ...endpointDoc(file.endpoint),
      querystring: file.querystring,
      response: { 200: file.response },
      produces: [XLSX_MEDIA_TYPE],
    },
    handler: async (req, reply) => {
      const query = req.query as z.output<typeof orderExportQuery>;
      const out = await service.exportFile(requireAuth(req), query);
      return reply
        .header('content-type', XLSX_MEDIA_TYPE)
        .header('content-disposition', attachment(out))
        .header('cache-control', 'no-store')
        .send(out.buffer);
    },
  });
}
