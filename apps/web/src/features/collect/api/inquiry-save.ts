/** POST /inquiry-basket/customize/save: success toasts 加入询价篮成功 (§8); failures the server message. */
import { useMutation } from '@tanstack/react-query';
import { inquirySaveEndpoint, type InquirySaveRequest } from '@pm/contract/collect';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';

export async function saveInquiry(input: InquirySaveRequest) {
  const line = await request(inquirySaveEndpoint, input, { action: '加入询价篮' });
  notify('加入询价篮成功', 'success');
  return line;
}

export function useSaveInquiry() {
  return useMutation({ mutationFn: saveInquiry });
}
