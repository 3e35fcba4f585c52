import type { FastifyInstance } from 'fastify';
import { BID_ATTACHMENT_TYPES } from '@pm/contract/bidding-attachment';
import { bidAttachmentRoute, bidAttachmentUploadRoute } from '@pm/contract/bidding-attachment-schema';
import { fileRoute, route } from '../../lib/route';
import { requireAuth } from '../../plugins/auth';
import type { BidAttachmentService } from './bidding-attachment.service';

export function bidAttachmentRoutes(app: FastifyInstance, attachments: BidAttachmentService): void {
  route(app, bidAttachmentUploadRoute, (req) => attachments.upload(requireAuth(req), req.body.file), {
    message: '附件已上传',
  });
  // The file itself, not the envelope: saved under its uploaded name (a PDF is never shown inline).
  fileRoute(app, bidAttachmentRoute, BID_ATTACHMENT_TYPES, async (req) => {
    const file = await attachments.download(requireAuth(req), req.params.id);
    return { ...file, cacheControl: 'private, max-age=3600' };
  });
}
