/**
 * Attachments of a bidding event (竞价附件): PDF files or pictures (JPEG, PNG, WebP) a buyer uploads in
 * 发起竞价, under the upload rules of after-sales photos (the same size cap, the type read from the
 * content and never from the name, at most as many unused uploads per user, stored under random names).
 *
 * - `POST /bidding/attachment` stores one file, not yet attached to an event (it is removed after a day
 *   when no draft takes it); `POST /bidding/event/save` with `attachmentIds` attaches the listed files
 *   to the draft (at most BID_ATTACHMENT_MAX; a file of the draft left out of the list is removed). The
 *   attachments freeze at publishing with the rest of the rules.
 * - `GET /bidding/attachment/:id` downloads one under its uploaded name: for the event's buyer
 *   organization and the suppliers who may see the event (invited, or every supplier when open to all);
 *   an unattached file for its uploader only. Anybody else: 404.
 */
import type { z } from 'zod';
import type { Endpoint } from './endpoint';
import { REFUND_PHOTO_MAX_BYTES } from './refund';
import { BUYER_ROLES } from './roles';
import type * as S from './bidding-attachment-schema';

/** Most attachments of one event. */
export const BID_ATTACHMENT_MAX = 5;
/** Largest attachment, bytes: the cap of after-sales photos. */
export const BID_ATTACHMENT_MAX_BYTES = REFUND_PHOTO_MAX_BYTES;
/** The types accepted, read from the file's content. */
export const BID_ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export type BidAttachmentType = (typeof BID_ATTACHMENT_TYPES)[number];
/** The file-name endings the picker offers (the server reads the content, whatever the name says). */
export const BID_ATTACHMENT_ACCEPT =
  '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp';

export const BID_ATTACHMENT_MESSAGES = {
  tooLarge: `附件不能超过 ${BID_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB`,
  tooMany: `每个竞价最多 ${BID_ATTACHMENT_MAX} 个附件`,
  type: '附件仅支持 PDF 文件或 JPEG、PNG、WebP 图片（按文件内容识别）',
  pdfBroken: 'PDF 文件不完整或已损坏，请重新选择',
  notFound: '附件不存在或已被其他竞价使用，请重新上传',
  gone: '附件不存在',
  tooManyPending: '未使用的竞价附件过多，请先保存竞价草稿或稍后再试',
} as const;

export type BidAttachment = z.infer<typeof S.bidAttachment>;
export type BidAttachmentIdRequest = z.input<typeof S.bidAttachmentIdRequest>;

/** A file as the client sends it: a multipart/form-data part named `file`. */
export interface BidAttachmentUploadRequest {
  file: Blob;
}

const TAG = '竞价';

export const bidAttachmentUploadEndpoint: Endpoint<BidAttachmentUploadRequest, BidAttachment> = {
  method: 'POST',
  path: '/bidding/attachment',
  access: { roles: BUYER_ROLES },
  multipart: true,
  tag: TAG,
  summary:
    '上传竞价附件（PDF 或 JPEG/PNG/WebP 图片，按内容识别，最大 5 MB；保存草稿时以 attachmentIds 附到竞价，每个竞价最多 5 个）',
};

export const bidAttachmentEndpoint: Endpoint<BidAttachmentIdRequest, Blob> = {
  method: 'GET',
  path: '/bidding/attachment/:id',
  idRefs: { id: 'owned' },
  access: 'user',
  tag: TAG,
  summary: '下载竞价附件（竞价的采购方与可参与的供应商；未使用的附件仅上传人）',
};
