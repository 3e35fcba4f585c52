import { z } from 'zod';
import {
  BID_ATTACHMENT_MAX,
  BID_ATTACHMENT_TYPES,
  bidAttachmentEndpoint,
  bidAttachmentUploadEndpoint,
} from './bidding-attachment';
import { routeOf } from './endpoint-schema';
import { idListOf, idSchema } from './page';

export const bidAttachment = z.object({
  id: z.string(),
  /** The name it was uploaded under (its ending follows the content: a PNG named a.pdf is a.png). */
  fileName: z.string(),
  /** What the file is (read from its content). */
  contentType: z.enum(BID_ATTACHMENT_TYPES),
  size: z.number().int(),
});

/** The attachments a draft keeps (POST /bidding/event/save): the caller's uploads or the draft's own. */
export const bidAttachmentIds = idListOf({
  min: 0,
  max: BID_ATTACHMENT_MAX,
  maxMessage: `每个竞价最多 ${BID_ATTACHMENT_MAX} 个附件`,
});

export const bidAttachmentIdRequest = z.object({ id: idSchema });

/** An uploaded file as the server reads it (multipart part `file`). */
export interface UploadedAttachment {
  filename: string;
  mimetype: string;
  data: Uint8Array;
}

const uploadedAttachment = z
  .custom<UploadedAttachment>(
    (v) =>
      v !== null &&
      typeof v === 'object' &&
      (v as { data?: unknown }).data instanceof Uint8Array &&
      typeof (v as { filename?: unknown }).filename === 'string',
    { message: '请选择要上传的附件（表单字段 file）' },
  )
  .meta({
    type: 'string',
    format: 'binary',
    description: 'PDF 文件或 JPEG、PNG、WebP 图片（按内容识别，不看文件名），最大 5 MB',
  });

export const bidAttachmentUploadRequest = z.object({ file: uploadedAttachment });

export const bidAttachmentUploadRoute = routeOf(bidAttachmentUploadEndpoint, {
  body: bidAttachmentUploadRequest,
  response: bidAttachment,
});

/** The attachment's success answer for the OpenAPI document: the file itself. */
export const bidAttachmentFile = z.string().meta({
  format: 'binary',
  description: '附件（application/pdf、image/jpeg、image/png 或 image/webp），以上传时的文件名下载',
});

/** A file answer: registered with its media types rather than the envelope. */
export const bidAttachmentRoute = {
  endpoint: bidAttachmentEndpoint,
  params: bidAttachmentIdRequest,
  response: bidAttachmentFile,
} as const;
