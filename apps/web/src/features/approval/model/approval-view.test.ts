import { showsApprovalReason } from './approval-reason';
import { describe, expect, it } from 'vitest';
import { approvalTabs, holdLeft, isApprovalTab, orderApprovalText, thresholdFen } from './approval-view';

describe('approval view', () => {
  it('tabs: 待审批 first with counts, 全部 last', () => {
    expect(approvalTabs({ PENDING: 2, APPROVED: 1, all: 3 }).map((t) => t.label)).toEqual([
      '待审批 (2)',
      '已通过 (1)',
      '已驳回 (0)',
      '已过期 (0)',
      '已撤回 (0)',
      '全部 (3)',
    ]);
    expect(approvalTabs(undefined)[0]!.label).toBe('待审批');
    expect(isApprovalTab('PENDING')).toBe(true);
    expect(isApprovalTab('pending')).toBe(false);
  });

  it('says what is left of a hold', () => {
    const now = new Date('2026-11-26T00:00:00Z');
    expect(holdLeft('2026-11-26T05:20:00Z', now)).toBe('剩余 5 小时 20 分');
    expect(holdLeft('2026-11-26T00:09:30Z', now)).toBe('剩余 10 分');
    expect(holdLeft('2026-11-25T23:00:00Z', now)).toBe('已到期');
  });

  it('tells the buyer who must approve, and the outcome', () => {
    const base = {
      id: '1',
      statusText: '',
      reasons: ['订单金额 ¥3,000.00 超过审批金额 ¥2,000.00'],
      requestReason: '',
      approvers: ['李经理'],
      expiresAt: '2026-11-28T01:00:00Z',
      decidedByName: null,
      decisionReason: '',
      decidedAt: null,
    };
    expect(orderApprovalText({ ...base, status: 'PENDING' })).toBe(
      '待 李经理 审批（订单金额 ¥3,000.00 超过审批金额 ¥2,000.00），库存与额度保留至 2026-11-28 09:00，逾期自动取消',
    );
    expect(
      orderApprovalText({
        ...base,
        status: 'REJECTED',
        decidedByName: '李经理（某公司）',
        decisionReason: '预算不足',
      }),
    ).toBe('李经理（某公司） 已驳回：预算不足');
    expect(
      orderApprovalText({ ...base, status: 'WITHDRAWN', decidedByName: '张三', decisionReason: '买家撤回' }),
    ).toBe('张三 已撤回（买家撤回），订单已取消，库存与额度已释放');
    expect(thresholdFen(2000)).toBe(200_000);
    expect(thresholdFen(null)).toBeNull();
  });

  it('shows 申请说明 at checkout when the organization has a manager, or after a plan overrun', () => {
    expect(showsApprovalReason({ approvers: [{ id: '2', name: '李经理' }] }, false)).toBe(true);
    expect(showsApprovalReason({ approvers: [] }, false)).toBe(false);
    expect(showsApprovalReason(undefined, false)).toBe(false);
    expect(showsApprovalReason({ approvers: [] }, true)).toBe(true);
  });
});
