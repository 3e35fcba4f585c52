/** POST /inquiry-basket/customize/inquiry/invite: invites further suppliers to one of the caller's inquiries. */
import { useMutation } from '@tanstack/react-query';
import {
  inquiryInviteEndpoint,
  inquirySuppliersEndpoint,
  type InquiryInviteRequest,
} from '@pm/contract/inquiry';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { queryClient } from '@/lib/query-client';
import { endpointKey } from '@/lib/query';
import { refreshInquiries } from './inquiry-change';

export async function inviteSuppliers(input: InquiryInviteRequest) {
  try {
    const invited = await request(inquiryInviteEndpoint, input, { action: '邀请供应商' });
    notify(`已邀请 ${invited.invited} 家供应商报价`, 'success');
    return invited;
  } finally {
    await Promise.all([
      refreshInquiries(),
      queryClient.invalidateQueries({ queryKey: endpointKey(inquirySuppliersEndpoint) }),
    ]);
  }
}

export function useInviteSuppliers() {
  return useMutation({ mutationFn: inviteSuppliers });
}
