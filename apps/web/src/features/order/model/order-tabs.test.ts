import { describe, expect, it } from 'vitest';
import { isOrderTabKey, noOrdersText, tabText, visibleOrderTabs } from './order-tabs';

describe('visibleOrderTabs', () => {
  it('shows 全部 and the everyday tabs with their counts, after-sales tabs only when they hold orders', () => {
    const tabs = visibleOrderTabs({
      all: 5,
      PACKAGING: 2,
      DELIVERED: 1,
      DONE: 1,
      CANCELLED: 0,
      REFUNDING: 1,
    });
    expect(tabs.map((t) => t.key)).toEqual([
      'all',
      'PACKAGING',
      'DELIVERED',
      'DONE',
      'CANCELLED',
      'REFUNDING',
    ]);
    expect(tabs.map(tabText)).toEqual([
      '全部 (5)',
      '待发货 (2)',
      '待收货 (1)',
      '已完成 (1)',
      '已取消 (0)',
      '退款中 (1)',
    ]);
  });

  it('keeps the open tab even when it is empty, and shows no numbers before the counts arrive', () => {
    const tabs = visibleOrderTabs(null, 'RETIRED');
    expect(tabs.map((t) => t.key)).toEqual(['all', 'PACKAGING', 'DELIVERED', 'DONE', 'CANCELLED', 'RETIRED']);
    expect(tabs.every((t) => t.count === null)).toBe(true);
    expect(tabText(tabs[0]!)).toBe('全部');
  });

  it('counts missing from the answer are 0', () => {
    expect(visibleOrderTabs({})[1]).toEqual({ key: 'PACKAGING', label: '待发货', count: 0 });
  });
});

describe('tab keys and empty texts', () => {
  it('accepts all and the contract statuses only', () => {
    expect(isOrderTabKey('all')).toBe(true);
    expect(isOrderTabKey('DONE')).toBe(true);
    expect(isOrderTabKey('CANCELLED')).toBe(true);
    expect(isOrderTabKey('done')).toBe(false);
    expect(isOrderTabKey(null)).toBe(false);
  });
  it('says what is missing', () => {
    expect(noOrdersText('all', false)).toBe('暂无订单');
    expect(noOrdersText('PACKAGING', false)).toBe('暂无待发货的订单');
    expect(noOrdersText('PACKAGING', true)).toBe('没有符合条件的订单');
  });
});
