import { describe, expect, it } from 'vitest';
import { REFUND_TABS } from '@pm/contract/refund';
import {
  openRefundCount,
  noRefundsText,
  readRefundFilters,
  refundPageQueryOf,
  refundTabs,
  refundTabText,
  writeRefundFilters,
} from './refund-tabs';

describe('refund tabs', () => {
  it('lists 全部 and every contract tab, with the server counts', () => {
    const tabs = refundTabs({ all: 5, TO_RETURN: 2, REFUNDING: 3 });
    expect(tabs.map((t) => t.key)).toEqual(['all', ...REFUND_TABS]);
    expect(tabs.map(refundTabText)).toEqual([
      '全部 (5)',
      '退款申请中',
      '待退货 (2)',
      '退货中',
      '退款中 (3)',
      '已退款',
      '已驳回',
      '已撤销',
    ]);
  });

  it('shows no numbers while the counts are unknown, and 全部 (0) when empty', () => {
    expect(refundTabs(undefined).map(refundTabText)[0]).toBe('全部');
    expect(refundTabText(refundTabs({})[0]!)).toBe('全部 (0)');
  });

  it('says what is missing', () => {
    expect(noRefundsText('all', false)).toBe('暂无退款/售后记录');
    expect(noRefundsText('TO_RETURN', false)).toBe('暂无待退货的售后单');
    expect(noRefundsText('TO_RETURN', true)).toBe('没有符合条件的售后单');
  });
});

describe('refund filters in the address', () => {
  it('reads good values and falls back on bad ones', () => {
    expect(readRefundFilters(new URLSearchParams('status=TO_RETURN&keyword=%20RF1%20&page=3'))).toEqual({
      status: 'TO_RETURN',
      keyword: 'RF1',
      page: 3,
    });
    // RETIRED is passed through, not a tab; pages are positive
    expect(readRefundFilters(new URLSearchParams('status=RETIRED&page=-2'))).toEqual({
      status: 'all',
      keyword: '',
      page: 1,
    });
    expect(readRefundFilters(new URLSearchParams(`keyword=${'扳'.repeat(80)}`)).keyword).toHaveLength(50);
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(writeRefundFilters({ status: 'all', keyword: '', page: 1 }).toString()).toBe('');
    const f = { status: 'REJECTED' as const, keyword: '扳手', page: 2 };
    expect(readRefundFilters(writeRefundFilters(f))).toEqual(f);
  });

  it('builds the page query (no status for 全部)', () => {
    expect(refundPageQueryOf({ status: 'all', keyword: '', page: 1 })).toEqual({ page: 1, limit: 10 });
    expect(refundPageQueryOf({ status: 'RETURNED', keyword: 'PO', page: 4 })).toEqual({
      status: 'RETURNED',
      keyword: 'PO',
      page: 4,
      limit: 10,
    });
  });
});

describe('open applications (the phone 退款/售后 badge)', () => {
  it('counts the applications that still wait for someone, not the finished ones', () => {
    expect(openRefundCount(null)).toBeNull();
    expect(openRefundCount({ all: 0 })).toBe(0);
    expect(
      openRefundCount({
        all: 9,
        REFUND_APPLICATION: 1,
        TO_RETURN: 2,
        RETURNING: 1,
        REFUNDING: 1,
        RETURNED: 2,
        REJECTED: 1,
        CANCELLED: 1,
      }),
    ).toBe(5);
  });
});
