/**
 * POST /inquiry-basket/customize/save: success toasts 加入询价篮成功; failures the server message (the product
 * spec's messages). With ifOverrideNum the basket's quantity field sets a line's quantity (询价数量已修改).
 */
import { useMutation } from '@tanstack/react-query';
import { inquirySaveEndpoint, type InquirySaveRequest } from '@pm/contract/add-to-lists';
import { inquiryBasketEndpoint } from '@pm/contract/inquiry';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { queryClient } from '@/lib/query-client';
import { endpointKey } from '@/lib/query';

export async function saveInquiry(input: InquirySaveRequest) {
  const line = await request(inquirySaveEndpoint, input, { action: '加入询价篮' });
  notify('加入询价篮成功', 'success');
  return line;
}

export function useSaveInquiry() {
  return useMutation({ mutationFn: saveInquiry });
}

/** Sets the quantity of the goods' basket line; the basket is read again. */
export async function setInquiryNum(itemId: string, num: number) {
  const line = await request(
    inquirySaveEndpoint,
    { itemId, num, ifOverrideNum: true },
    { action: '修改询价数量' },
  );
  notify('询价数量已修改', 'success');
  await queryClient.invalidateQueries({ queryKey: endpointKey(inquiryBasketEndpoint) });
  return line;
}

export function useSetInquiryNum() {
  return useMutation({ mutationFn: (v: { itemId: string; num: number }) => setInquiryNum(v.itemId, v.num) });
}
