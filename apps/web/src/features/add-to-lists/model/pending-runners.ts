/**
 * 加入核价单 and 加入询价篮: run at once for a signed-in buyer, or replayed after a guest signs in
 * (lib/pending-action.ts, key ShopTodoAction).
 */
import { goodsParamsOf, registerPendingActionRunner } from '@/lib/pending-action';
import { appendCompare } from '../api/compare-append';
import { saveInquiry } from '../api/inquiry-save';

let registered = false;

/** Registers both runners once; they live as long as the page. */
export function registerAddToListsRunners(): void {
  if (registered) return;
  registered = true;
  registerPendingActionRunner('addCompare', async (params) => {
    const { id, num } = goodsParamsOf(params);
    if (!id) return;
    await appendCompare({ id, num, ifOverrideNum: params.ifOverrideNum === true });
  });
  registerPendingActionRunner('addInquiry', async (params) => {
    const { id, num } = goodsParamsOf(params);
    if (!id) return;
    await saveInquiry({ itemId: id, num });
  });
}
