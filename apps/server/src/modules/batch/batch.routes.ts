import type { FastifyInstance } from 'fastify';
import {
  batchMatchRoute,
  batchParseRoute,
  batchResultRoute,
  batchTemplateFile,
} from '@pm/contract/batch-schema';
import { batchTemplateEndpoint, XLSX_MEDIA_TYPE } from '@pm/contract/batch';
import { fileRoute, route } from '../../lib/route';
import { requireAuth } from '../../plugins/auth';
import { buildTemplate, TEMPLATE_FILE_NAME } from './batch-template';
import type { BatchService } from './batch.service';

export function batchRoutes(app: FastifyInstance, service: BatchService): void {
  route(app, batchParseRoute, (req) => {
    requireAuth(req);
    return service.parse(req.body.file);
  });
  route(
    app,
    batchMatchRoute,
    (req) => service.match(requireAuth(req), req.body.lines, req.body.divisionCode),
    { errors: [429] },
  );
  route(app, batchResultRoute, (req) =>
    service.result(requireAuth(req), req.query.uuid, req.query.divisionCode),
  );

  // A file, not the envelope.
  fileRoute(
    app,
    { endpoint: batchTemplateEndpoint, response: batchTemplateFile },
    XLSX_MEDIA_TYPE,
    async () => ({
      buffer: await buildTemplate(),
      fileName: TEMPLATE_FILE_NAME,
      asciiName: 'template.xlsx',
      cacheControl: 'private, max-age=3600',
    }),
  );
}
