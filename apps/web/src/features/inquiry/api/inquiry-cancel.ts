/** POST /inquiry-basket/customize/inquiry/cancel: cancels one of the caller's inquiries. */
import { useMutation } from '@tanstack/react-query';
import { inquiryCancelEndpoint } from '@pm/contract/inquiry';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshInquiries } from './inquiry-change';

export async function cancelInquiry(id: string) {
  const cancelled = await request(inquiryCancelEndpoint, { id }, { action: '取消询价' });
  notify('询价已取消', 'success');
  await refreshInquiries();
  return cancelled;
}

export function useCancelInquiry() {
  return useMutation({ mutationFn: cancelInquiry });
}
