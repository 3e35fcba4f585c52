/**
 * POST /cart/compare-price/append with ifOverrideNum=true (form): sets the quantity of a line of the
 * 核价单 (the detail page's 加入核价单 adds instead, features/add-to-lists). Failures toast the server
 * message.
 */
import { useMutation } from '@tanstack/react-query';
import { compareAppendEndpoint } from '@pm/contract/add-to-lists';
import { request } from '@/lib/http';
import { refreshCompare } from './compare-change';

export async function setCompareNum(input: { goodsId: string; num: number }) {
  try {
    return await request(
      compareAppendEndpoint,
      { id: input.goodsId, num: input.num, ifOverrideNum: true },
      { action: '修改核价单数量' },
    );
  } finally {
    await refreshCompare();
  }
}

export function useSetCompareNum() {
  return useMutation({ mutationFn: setCompareNum });
}
