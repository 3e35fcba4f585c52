/**
 * POST /bidding/attachment (multipart, part `file`): one attachment of an event being written (PDF or a
 * picture); the server reads its type from the content and answers its id, which the draft's save
 * lists in `attachmentIds`. Silent: the upload list shows the server's message.
 */
import { useMutation } from '@tanstack/react-query';
import { bidAttachmentUploadEndpoint } from '@pm/contract/bidding-attachment';
import { request } from '@/lib/http';

export function uploadBidAttachment(file: Blob) {
  return request(bidAttachmentUploadEndpoint, { file }, { silent: true, action: '上传竞价附件' });
}

export function useUploadBidAttachment() {
  return useMutation({ mutationFn: uploadBidAttachment });
}
