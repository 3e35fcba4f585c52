/** POST /inquiry-basket/vendor/quote/save: the supplier quotes lines of one inquiry. */
import { useMutation } from '@tanstack/react-query';
import { quoteSaveEndpoint, type QuoteSaveRequest } from '@pm/contract/inquiry';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshVendorInquiries } from './inquiry-change';

export async function saveQuotes(input: QuoteSaveRequest) {
  try {
    const saved = await request(quoteSaveEndpoint, input, { action: '提交报价' });
    notify(`报价已提交（${saved.saved} 条）`, 'success');
    return saved;
  } finally {
    await refreshVendorInquiries();
  }
}

export function useSaveQuotes() {
  return useMutation({ mutationFn: saveQuotes });
}
