import { describe, expect, it } from 'vitest';
import { opensOrders, pagesFor, scopeTitle } from './scope';

describe('who sees what', () => {
  it('says whose figures these are in the page header', () => {
    expect(scopeTitle({ scope: 'own', organizationName: '华东精工' })).toBe('我的采购');
    expect(scopeTitle({ scope: 'org', organizationName: '华东精工' })).toBe('华东精工 · 全企业采购');
    expect(scopeTitle({ scope: 'supplier', organizationName: '上海五金' })).toBe(
      '上海五金 · 我的履约（买家已匿名）',
    );
    expect(scopeTitle({ scope: 'platform', organizationName: '平台' })).toBe('全平台采购');
  });

  it('offers only the pages whose views the user may see', () => {
    expect(pagesFor(['by-month', 'collection', 'scorecards'])).toEqual({
      index: true,
      collection: true,
      board: true,
    });
    expect(pagesFor(['scorecards'])).toEqual({ index: false, collection: false, board: true });
  });

  it("links the lines to their orders only for a buyer's own or organization's orders", () => {
    expect(opensOrders('own')).toBe(true);
    expect(opensOrders('org')).toBe(true);
    expect(opensOrders('supplier')).toBe(false);
    expect(opensOrders('platform')).toBe(false);
  });
});
