import type { FastifyInstance } from 'fastify';
import { XLSX_MEDIA_TYPE } from '@pm/contract/compare';
import {
  compareCartAppendRoute,
  comparePageRoute,
  compareRemoveRoute,
  compareReportRoute,
} from '@pm/contract/compare-schema';
import { fileRoute, route } from '../../lib/route';
import { requireAuth } from '../../plugins/auth';
import type { CompareService } from './compare.service';

export function compareRoutes(app: FastifyInstance, service: CompareService): void {
  route(app, comparePageRoute, (req) => service.page(requireAuth(req), req.query));
  route(app, compareRemoveRoute, (req) => service.remove(requireAuth(req), req.body.ids), {
    message: '删除成功',
  });
  route(
    app,
    compareCartAppendRoute,
    (req) => service.toCart(requireAuth(req), req.body.comparePriceIds, req.body.appendCart),
    { message: '加入购物车成功' },
  );

  // A file download: the answer is the xlsx itself.
  fileRoute(app, compareReportRoute, XLSX_MEDIA_TYPE, (req) => service.report(requireAuth(req), req.query));
}
