/**
 * POST /goods/batch/match (form): matches the lines to goods. Up to 200 lines answer at once; more
 * answer a job uuid whose progress batch-result.ts polls.
 */
import { useMutation } from '@tanstack/react-query';
import { batchMatchEndpoint, type BatchLineInput } from '@pm/contract/batch';
import { request } from '@/lib/http';

/** `divisionCode`: the delivery area, whose stock decides which candidates can be added ('' for none). */
export function matchBatch(lines: BatchLineInput[], divisionCode = '') {
  return request(batchMatchEndpoint, divisionCode ? { lines, divisionCode } : { lines }, {
    action: '批量匹配商品',
  });
}

export function useMatchBatch() {
  return useMutation({
    mutationFn: (v: { lines: BatchLineInput[]; divisionCode?: string }) =>
      matchBatch(v.lines, v.divisionCode),
  });
}
