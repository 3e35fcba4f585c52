/**
 * POST /refund/photo (multipart, part `file`): one evidence photo of an application; the server reads
 * its type from the content and answers its id. Silent: the upload list shows the server's message.
 */
import { useMutation } from '@tanstack/react-query';
import { refundPhotoUploadEndpoint } from '@pm/contract/refund';
import { request } from '@/lib/http';

export function uploadRefundPhoto(file: Blob) {
  return request(refundPhotoUploadEndpoint, { file }, { silent: true, action: '上传售后凭证' });
}

export function useUploadRefundPhoto() {
  return useMutation({ mutationFn: uploadRefundPhoto });
}
