import type { FastifyInstance } from 'fastify';
import {
  inquiryBasketRoute,
  inquiryCancelRoute,
  inquiryDetailRoute,
  inquiryInviteRoute,
  inquiryPageRoute,
  inquiryPushRoute,
  inquiryRemoveRoute,
  inquirySuppliersRoute,
  quoteAcceptRoute,
  quoteSaveRoute,
  vendorInquiryDetailRoute,
  vendorInquiryPageRoute,
  vendorOfferGoodsRoute,
} from '@pm/contract/inquiry-schema';
import { requireAuth } from '../../plugins/auth';
import { route } from '../../lib/route';
import type { InquiryInvitationService } from './inquiry-invitation.service';
import type { InquiryQuoteService } from './inquiry-quote.service';
import type { InquiryService } from './inquiry.service';

export function inquiryRoutes(
  app: FastifyInstance,
  s: { inquiries: InquiryService; quotes: InquiryQuoteService; invitations: InquiryInvitationService },
): void {
  const { inquiries: service, quotes, invitations } = s;
  // the buyer: basket, inquiries, invitations, accepting quotes
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
  route(app, inquirySuppliersRoute, (req) => invitations.suppliers(requireAuth(req), req.query));
  route(app, inquiryInviteRoute, (req) => invitations.invite(requireAuth(req), req.body), {
    message: '已邀请供应商报价',
    errors: [409],
  });
  route(app, quoteAcceptRoute, (req) => service.accept(requireAuth(req), req.body.ids), {
    message: '已加入购物车',
  });
  route(app, inquiryCancelRoute, (req) => service.cancel(requireAuth(req), req.body.id), {
    message: '询价已取消',
  });
  // suppliers: inquiries addressed to them or they were invited to, quotes
  route(app, vendorInquiryPageRoute, (req) => quotes.vendorPage(requireAuth(req), req.query));
  route(app, vendorInquiryDetailRoute, (req) => quotes.vendorDetail(requireAuth(req), req.query.id));
  route(app, vendorOfferGoodsRoute, (req) => quotes.ownGoods(requireAuth(req), req.query));
  route(app, quoteSaveRoute, (req) => quotes.saveQuotes(requireAuth(req), req.body), {
    message: '报价已提交',
  });
}
