/** POST /workbench/agreement/set: sets (or changes) agreement prices; buyers see them at once. */
import { useMutation } from '@tanstack/react-query';
import { wbAgreementSetEndpoint, type WbAgreementSetRequest } from '@pm/contract/workbench-agreement';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshWorkbenchAgreement } from './workbench-agreement-change';

export async function setWbAgreementPrices(input: WbAgreementSetRequest) {
  const answer = await request(wbAgreementSetEndpoint, input, { action: '设置协议价' });
  notify('协议价已保存', 'success');
  await refreshWorkbenchAgreement();
  return answer;
}

export function useSetWbAgreementPrices() {
  return useMutation({ mutationFn: setWbAgreementPrices });
}
