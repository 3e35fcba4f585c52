/** POST /workbench/agreement/remove: removes agreement prices; the buyer pays the list price again. */
import { useMutation } from '@tanstack/react-query';
import { wbAgreementRemoveEndpoint, type WbAgreementRemoveRequest } from '@pm/contract/workbench-agreement';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshWorkbenchAgreement } from './workbench-agreement-change';

export async function removeWbAgreementPrices(input: WbAgreementRemoveRequest) {
  const answer = await request(wbAgreementRemoveEndpoint, input, { action: '删除协议价' });
  notify('协议价已删除', 'success');
  await refreshWorkbenchAgreement();
  return answer;
}

export function useRemoveWbAgreementPrices() {
  return useMutation({ mutationFn: removeWbAgreementPrices });
}
