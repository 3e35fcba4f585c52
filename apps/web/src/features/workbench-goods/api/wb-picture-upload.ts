/**
 * POST /workbench/goods/picture (multipart, part `file`): one goods picture; the server reads its type from
 * the content and answers its address. Silent: the upload list shows the server's message.
 */
import { useMutation } from '@tanstack/react-query';
import { wbPictureUploadEndpoint } from '@pm/contract/workbench-goods';
import { request } from '@/lib/http';

export function uploadWbPicture(file: Blob) {
  return request(wbPictureUploadEndpoint, { file }, { silent: true, action: '上传商品图片' });
}

export function useUploadWbPicture() {
  return useMutation({ mutationFn: uploadWbPicture });
}
