/**
 * POST /workbench/goods/import/check (multipart, part `file`): the dry run of a price and stock file:
 * errors by row and column and what would change; nothing changes. Silent: the dialog shows the message.
 */
import { useMutation } from '@tanstack/react-query';
import { wbImportCheckEndpoint } from '@pm/contract/workbench-import';
import { request } from '@/lib/http';

export function checkWbImport(file: Blob) {
  return request(wbImportCheckEndpoint, { file }, { silent: true, action: '检查价格库存文件' });
}

export function useCheckWbImport() {
  return useMutation({ mutationFn: checkWbImport });
}
