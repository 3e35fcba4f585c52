import { describe, expect, it } from 'vitest';
import {
  bellLabel,
  kindText,
  noNoticesText,
  NOTICE_TABS,
  noticePageQueryOf,
  noticeTimeText,
  readNoticeFilters,
  unreadText,
  writeNoticeFilters,
} from './notice-view';

describe('notice filters', () => {
  it('reads and writes the tab and page of the address; anything unknown is the default', () => {
    expect(readNoticeFilters(new URLSearchParams('tab=unread&page=3'))).toEqual({ tab: 'unread', page: 3 });
    expect(readNoticeFilters(new URLSearchParams('tab=BID'))).toEqual({ tab: 'BID', page: 1 });
    expect(readNoticeFilters(new URLSearchParams('tab=nope&page=-2'))).toEqual({ tab: 'all', page: 1 });
    expect(readNoticeFilters(new URLSearchParams('page=1.5'))).toEqual({ tab: 'all', page: 1 });
    expect(writeNoticeFilters({ tab: 'all', page: 1 }).toString()).toBe('');
    expect(writeNoticeFilters({ tab: 'REFUND', page: 2 }).toString()).toBe('tab=REFUND&page=2');
  });

  it('asks for unread, a category or everything', () => {
    expect(noticePageQueryOf({ tab: 'all', page: 2 })).toEqual({ page: 2, limit: 20 });
    expect(noticePageQueryOf({ tab: 'unread', page: 1 })).toEqual({ page: 1, limit: 20, unread: true });
    expect(noticePageQueryOf({ tab: 'ORDER', page: 1 }, 10)).toEqual({
      page: 1,
      limit: 10,
      category: 'ORDER',
    });
  });

  it('has the tabs in Chinese and says what an empty tab lacks', () => {
    expect(NOTICE_TABS.map((t) => t.label)).toEqual([
      '全部',
      '未读',
      '订单',
      '售后',
      '询价',
      '竞价',
      '帮助反馈',
    ]);
    expect(noNoticesText('unread')).toBe('没有未读消息');
    expect(noNoticesText('QUOTE')).toBe('暂无询价消息');
  });
});

describe('the bell and the list', () => {
  it('shows no number at 0 and 99+ above 99', () => {
    expect(unreadText(0)).toBe('');
    expect(unreadText(undefined)).toBe('');
    expect(unreadText(7)).toBe('7');
    expect(unreadText(100)).toBe('99+');
    expect(bellLabel(3)).toBe('消息中心，3 条未读');
    expect(bellLabel(0)).toBe('消息中心');
  });

  it('names kinds and formats times', () => {
    expect(kindText({ kind: 'REFUND_PAID' })).toBe('退款到账');
    expect(noticeTimeText('2026-11-23T10:00:00.000Z')).toMatch(/^2026-11-23 \d\d:00$/);
    expect(noticeTimeText('bad')).toBe('');
  });
});
