import type { FastifyPluginAsync } from 'fastify';
import { CartWriter } from '../cart/cart-writer';
import { GoodsCardRepo } from '../goods/goods-card.repo';
import { InquiryInvitationRepo } from './inquiry-invitation.repo';
import { InquiryInvitationService } from './inquiry-invitation.service';
import { InquiryQuoteRepo } from './inquiry-quote.repo';
import { InquiryQuoteService } from './inquiry-quote.service';
import { InquiryRepo } from './inquiry.repo';
import { inquiryRoutes } from './inquiry.routes';
import { InquiryService } from './inquiry.service';

/** The inquiry basket (询价篮), inquiries (询价单), invited suppliers and the suppliers' quotes. */
export const inquiryModule: FastifyPluginAsync = async (app) => {
  const repo = new InquiryRepo();
  const invitations = new InquiryInvitationRepo();
  const cards = new GoodsCardRepo();
  inquiryRoutes(app, {
    inquiries: new InquiryService(app.db, repo, invitations, cards, new CartWriter(app.clock), app.clock),
    quotes: new InquiryQuoteService(app.db, new InquiryQuoteRepo(), cards, app.clock),
    invitations: new InquiryInvitationService(app.db, invitations, repo, app.clock),
  });
};
