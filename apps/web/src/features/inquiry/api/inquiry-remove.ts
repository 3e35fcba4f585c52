/** DELETE /inquiry-basket/customize/remove-all?ids=: removes lines of the basket; failures toast. */
import { useMutation } from '@tanstack/react-query';
import { inquiryRemoveEndpoint } from '@pm/contract/inquiry';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshBasket } from './inquiry-change';

export async function removeInquiryLines(ids: string[]) {
  const removed = await request(inquiryRemoveEndpoint, { ids: ids.join(',') }, { action: '移出询价篮' });
  notify('已移出询价篮', 'success');
  await refreshBasket();
  return removed;
}

export function useRemoveInquiryLines() {
  return useMutation({ mutationFn: removeInquiryLines });
}
