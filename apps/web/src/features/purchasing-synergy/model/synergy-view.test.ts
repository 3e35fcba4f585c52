import { describe, expect, it } from 'vitest';
import type { SynergyDetail, SynergyLine } from '@pm/contract/purchasing-synergy';
import {
  cartLines,
  confirmText,
  emptyText,
  isStale,
  linesByMember,
  pageQueryOf,
  tabTitle,
  SYNERGY_TABS,
} from './synergy-view';

const line = (over: Partial<SynergyLine>): SynergyLine => ({
  id: '1',
  version: 1,
  memberId: '10',
  memberName: '张三',
  mine: false,
  goodsId: '5',
  name: '订书机',
  spec: '',
  unit: '个',
  quantity: 2,
  price: 1_000,
  amount: 2_000,
  remark: '',
  sentTo: null,
  createdAt: '',
  updatedAt: '',
  ...over,
});

const detail: Pick<SynergyDetail, 'members' | 'lines'> = {
  members: [
    { userId: '10', name: '张三', isOwner: true, joinedAt: '', lineCount: 1 },
    { userId: '11', name: '李四', isOwner: false, joinedAt: '', lineCount: 2 },
  ],
  lines: [
    line({ id: '1' }),
    line({ id: '2', memberId: '11', amount: 500 }),
    line({ id: '3', memberId: '11', goodsId: null, amount: 700 }),
  ],
};

describe('synergy view', () => {
  it('groups lines per member in the members’ order with their amounts', () => {
    const groups = linesByMember(detail);
    expect(groups.map((g) => [g.member.name, g.lines.map((l) => l.id), g.amount])).toEqual([
      ['张三', ['1'], 2_000],
      ['李四', ['2', '3'], 1_200],
    ]);
  });

  it('tabs: titles with counts, queries by scope and status, empty texts', () => {
    const counts = { all: 3, open: 1, ended: 0, sent: 1, closed: 1, joinable: 2 };
    expect(SYNERGY_TABS.map((t) => tabTitle(t, counts))).toEqual([
      '全部 3',
      '协同中 1',
      '已提前结束 0',
      '已发送 1',
      '已关闭 1',
      '可加入 2',
    ]);
    expect(tabTitle(SYNERGY_TABS[0]!)).toBe('全部');
    expect(pageQueryOf('all')).toEqual({ scope: 'mine', page: 1, limit: 20 });
    expect(pageQueryOf('sent', 2)).toEqual({ scope: 'mine', status: 'sent', page: 2, limit: 20 });
    expect(pageQueryOf('joinable')).toEqual({ scope: 'joinable', page: 1, limit: 20 });
    expect(emptyText('closed')).toBe('没有已关闭的协同采购单');
  });

  it('sends only goods lines to the cart and says so before', () => {
    expect(cartLines(detail).map((l) => l.id)).toEqual(['1', '2']);
    expect(confirmText('send', detail)).toContain('2 条明细加入您的购物车');
    expect(confirmText('close', detail)).toContain('关闭');
  });

  it('reads a stale-version refusal', () => {
    expect(isStale({ code: 40940 })).toBe(true);
    expect(isStale({ code: 409 })).toBe(false);
    expect(isStale(null)).toBe(false);
  });
});
