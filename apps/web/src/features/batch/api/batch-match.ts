/**
 * POST /goods/batch/match (form): matches the lines to goods. Up to 200 lines answer at once; more
 * answer a job uuid whose progress batch-result.ts polls.
 */
import { useMutation } from '@tanstack/react-query';
import { batchMatchEndpoint, type BatchLineInput } from '@pm/contract/batch';
import { request } from '@/lib/http';

export function matchBatch(lines: BatchLineInput[]) {
  return request(batchMatchEndpoint, { lines }, { action: '批量匹配商品' });
}

export function useMatchBatch() {
  return useMutation({ mutationFn: matchBatch });
}
