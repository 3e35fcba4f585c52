import type { FastifyInstance } from 'fastify';
import {
  batchMatchRoute,
  batchParseRoute,
  batchResultRoute,
  batchTemplateFile,
} from '@pm/contract/batch-schema';
import { batchTemplateEndpoint, XLSX_MEDIA_TYPE } from '@pm/contract/batch';
import { endpointDoc, route } from '../../lib/route';
import { requireAuth } from '../../plugins/auth';
import { buildTemplate, TEMPLATE_FILE_NAME } from './batch-template';
import type { BatchService } from './batch.service';

export function batchRoutes(app: FastifyInstance, service: BatchService): void {
  route(app, batchParseRoute, (req) => {
    requireAuth(req);
    return service.parse(req.body.file);
  });
  route(app, batchMatchRoute, (req) => service.match(requireAuth(req), req.body.lines), {
    errors: [429],
  });
  route(app, batchResultRoute, (req) => service.result(requireAuth(req), req.query.uuid));

  // A file, not the envelope: a plain route, documented with its media type.
  app.route({
    method: batchTemplateEndpoint.method,
    url: batchTemplateEndpoint.path,
    config: { access: batchTemplateEndpoint.access },
    schema: {
      ...endpointDoc(batchTemplateEndpoint),
      produces: [XLSX_MEDIA_TYPE],
      response: { 200: batchTemplateFile },
    },
    handler: async (_req, reply) => {
      const file = await buildTemplate();
      return reply
        .header('content-type', XLSX_MEDIA_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="template.xlsx"; filename*=UTF-8''${encodeURIComponent(TEMPLATE_FILE_NAME)}`,
        )
        .header('cache-control', 'private, max-age=3600')
        .send(file);
    },
  });
}
