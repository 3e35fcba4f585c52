/**
 * POST /workbench/goods/import/:id/apply: applies the next batch of a checked import; called until it
 * answers `finished` (model/import-progress runs the loop). Silent: the dialog shows the message.
 */
import { wbImportApplyEndpoint, type WbImportApplyRequest } from '@pm/contract/workbench-import';
import { request } from '@/lib/http';
import { refreshWorkbenchGoods } from './workbench-goods-change';

export function applyWbImport(input: WbImportApplyRequest) {
  return request(wbImportApplyEndpoint, input, { silent: true, action: '导入价格库存' });
}

/** After the last batch: the lists, details and what buyers see of goods are stale. */
export const refreshAfterImport = refreshWorkbenchGoods;
