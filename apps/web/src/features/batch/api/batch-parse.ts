/**
 * POST /goods/batch/parse (multipart): the server reads an uploaded xlsx or csv and detects its columns.
 * Silent: the upload box shows the server's message.
 */
import { useMutation } from '@tanstack/react-query';
import { batchParseEndpoint } from '@pm/contract/batch';
import { request } from '@/lib/http';

export function parseBatchFile(file: Blob) {
  return request(batchParseEndpoint, { file }, { silent: true, action: '上传采购清单' });
}

export function useParseBatchFile() {
  return useMutation({ mutationFn: parseBatchFile });
}
