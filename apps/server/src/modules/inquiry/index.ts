import type { FastifyPluginAsync } from 'fastify';
import { CartWriter } from '../cart/cart-writer';
import { GoodsCardRepo } from '../goods/goods-card.repo';
import { InquiryRepo } from './inquiry.repo';
import { inquiryRoutes } from './inquiry.routes';
import { InquiryService } from './inquiry.service';

/** The inquiry basket (询价篮), inquiries (询价单) and the suppliers' quotes. */
export const inquiryModule: FastifyPluginAsync = async (app) => {
  inquiryRoutes(
    app,
    new InquiryService(app.db, new InquiryRepo(), new GoodsCardRepo(), new CartWriter(app.clock), app.clock),
  );
};
