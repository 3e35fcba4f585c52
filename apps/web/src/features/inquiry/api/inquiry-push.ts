/** POST /inquiry-basket/customize/push: submits the basket (or chosen lines) as an inquiry. */
import { useMutation } from '@tanstack/react-query';
import { inquiryPushEndpoint, type InquiryPushRequest } from '@pm/contract/inquiry';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshBasket, refreshInquiries } from './inquiry-change';

export async function pushInquiry(input: InquiryPushRequest) {
  const pushed = await request(inquiryPushEndpoint, input, { action: '提交询价' });
  notify(`询价已提交，询价单号 ${pushed.code}`, 'success');
  await Promise.all([refreshBasket(), refreshInquiries()]);
  return pushed;
}

export function usePushInquiry() {
  return useMutation({ mutationFn: pushInquiry });
}
