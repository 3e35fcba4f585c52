/**
 * POST /admin/banner/picture (multipart, part `file`): one banner picture; the server reads its type from
 * the content, checks its size and shape and answers its address. Silent: the form shows the message.
 */
import { useMutation } from '@tanstack/react-query';
import { bannerPictureUploadEndpoint } from '@pm/contract/workbench-admin-content';
import { request } from '@/lib/http';

export function uploadBannerPicture(file: Blob) {
  return request(bannerPictureUploadEndpoint, { file }, { silent: true, action: '上传轮播图片' });
}

export function useUploadBannerPicture() {
  return useMutation({ mutationFn: uploadBannerPicture });
}
