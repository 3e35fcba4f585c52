/** POST /admin/buyer/credit-limit: a buyer organization's credit limit, with a reason. */
import { useMutation } from '@tanstack/react-query';
import { setCreditLimitEndpoint, type SetCreditLimitRequest } from '@pm/contract/workbench-admin';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshBuyers } from './workbench-admin-change';

export async function setCreditLimit(input: SetCreditLimitRequest) {
  const data = await request(setCreditLimitEndpoint, input, { action: '调整授信额度' });
  notify('授信额度已调整', 'success');
  await refreshBuyers();
  return data;
}

export function useSetCreditLimit() {
  return useMutation({ mutationFn: setCreditLimit });
}
