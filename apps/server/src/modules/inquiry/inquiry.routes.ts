import type { FastifyInstance } from 'fastify';
import {
  inquiryBasketRoute,
  inquiryCancelRoute,
  inquiryDetailRoute,
  inquiryPageRoute,
  inquiryPushRoute,
  inquiryRemoveRoute,
  quoteAcceptRoute,
  quoteSaveRoute,
  vendorInquiryDetailRoute,
  vendorInquiryPageRoute,
} from '@pm/contract/inquiry-schema';
import { requireAuth } from '../../plugins/auth';
import { route } from '../../lib/route';
import type { InquiryService } from './inquiry.service';

export function inquiryRoutes(app: FastifyInstance, service: InquiryService): void {
  // the buyer: basket, inquiries, accepting quotes
  route(app, inquiryBasketRoute, (req) => service.basket(requireAuth(req), req.query));
  route(app, inquiryRemoveRoute, (req) => service.removeBasketLines(requireAuth(req), req.query.ids), {
    message: '已移出询价篮',
  });
  route(app, inquiryPushRoute, (req) => service.push(requireAuth(req), req.body), {
    message: '询价已提交',
    errors: [409],
  });
  route(app, inquiryPageRoute, (req) => service.page(requireAuth(req), req.query));
  route(app, inquiryDetailRoute, (req) =>
    service.detail(requireAuth(req), req.query.id, req.query.divisionCode),
  );
  route(app, quoteAcceptRoute, (req) => service.accept(requireAuth(req), req.body.ids), {
    message: '已加入购物车',
  });
  route(app, inquiryCancelRoute, (req) => service.cancel(requireAuth(req), req.body.id), {
    message: '询价已取消',
  });
  // suppliers: inquiries addressed to them, quotes
  route(app, vendorInquiryPageRoute, (req) => service.vendorPage(requireAuth(req), req.query));
  route(app, vendorInquiryDetailRoute, (req) => service.vendorDetail(requireAuth(req), req.query.id));
  route(app, quoteSaveRoute, (req) => service.saveQuotes(requireAuth(req), req.body), {
    message: '报价已提交',
  });
}
