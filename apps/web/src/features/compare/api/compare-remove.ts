/** POST /cart/compare-price/remove (form): removes lines of the 核价单; failures toast the server message. */
import { useMutation } from '@tanstack/react-query';
import { compareRemoveEndpoint } from '@pm/contract/compare';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshCompare } from './compare-change';

export async function removeCompareLines(ids: string[]) {
  const removed = await request(compareRemoveEndpoint, { ids: ids.join(',') }, { action: '移除核价单商品' });
  notify('已从核价单移除', 'success');
  await refreshCompare();
  return removed;
}

export function useRemoveCompareLines() {
  return useMutation({ mutationFn: removeCompareLines });
}
