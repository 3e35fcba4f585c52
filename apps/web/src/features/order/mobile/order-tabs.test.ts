import { describe, expect, it } from 'vitest';
import { isOrderTab, noOrdersText, ORDER_TABS, tabCount } from './order-tabs';

describe('mobile order tabs', () => {
  it('are 全部 and every order status, in the contract tab order, with Chinese labels', () => {
    expect(ORDER_TABS.map((t) => t.title)).toEqual([
      '全部',
      '待审批',
      '待发货',
      '待收货',
      '已完成',
      '已取消',
      '退款申请中',
      '退款中',
      '已退款',
      '待退货',
      '退货中',
      '已退货',
    ]);
    expect(isOrderTab('all')).toBe(true);
    expect(isOrderTab('DELIVERED')).toBe(true);
    expect(isOrderTab('delivered')).toBe(false);
    expect(isOrderTab(undefined)).toBe(false);
  });

  it('show the count of the server for a tab, none while unknown or empty', () => {
    const counts = { all: 6, PACKAGING: 4, DELIVERED: 2, DONE: 0 };
    expect(tabCount(counts, 'all')).toBe(6);
    expect(tabCount(counts, 'PACKAGING')).toBe(4);
    expect(tabCount(counts, 'DONE')).toBeNull();
    expect(tabCount(counts, 'CANCELLED')).toBeNull();
    expect(tabCount(undefined, 'all')).toBeNull();
  });

  it('say what an empty tab holds', () => {
    expect(noOrdersText('all')).toBe('您还没有下过订单');
    expect(noOrdersText('DELIVERED')).toBe('没有“待收货”的订单');
  });
});
