import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { XLSX_MEDIA_TYPE } from '@pm/contract/compare';
import {
  compareCartAppendRoute,
  comparePageRoute,
  compareRemoveRoute,
  compareReportRoute,
  type compareReportQuery,
} from '@pm/contract/compare-schema';
import { endpointDoc, route } from '../../lib/route';
import { requireAuth } from '../../plugins/auth';
import type { ReportFile } from './compare-report';
import type { CompareService } from './compare.service';

/** attachment with an ASCII name and the Chinese one (RFC 6266 / 5987). */
export function attachment(file: Pick<ReportFile, 'fileName' | 'asciiName'>): string {
  return `attachment; filename="${file.asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`;
}

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

  // A file download: the answer is the xlsx itself, documented with its media type (and, like every
  // route, its error answers in the envelope).
  const report = compareReportRoute;
  app.route({
    method: report.endpoint.method,
    url: report.endpoint.path,
    config: { access: report.endpoint.access },
    schema: {
      ...endpointDoc(report.endpoint),
      querystring: report.querystring,
      response: { 200: report.response },
      produces: [XLSX_MEDIA_TYPE],
    },
    handler: async (req, reply) => {
      const query = req.query as z.output<typeof compareReportQuery>;
      const file = await service.report(requireAuth(req), query);
      return reply
        .header('content-type', XLSX_MEDIA_TYPE)
        .header('content-disposition', attachment(file))
        .header('cache-control', 'no-store')
        .send(file.buffer);
    },
  });
}
