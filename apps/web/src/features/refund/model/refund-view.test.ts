import { describe, expect, it } from 'vitest';
import type { RefundLogEntry, RefundStatus } from '@pm/contract/refund';
import { refundSteps, waybillProblem } from './refund-view';

const entry = (status: RefundStatus, at: string): RefundLogEntry => ({
  status,
  statusText: status,
  action: status,
  actorName: '',
  note: '',
  at,
});

const base = { createdAt: '2026-05-01T02:00:00.000Z', refundedAt: null };

describe('refundSteps', () => {
  it('a return waiting for the goods: two steps done, the third in process', () => {
    const steps = refundSteps({
      ...base,
      type: 'RETURN',
      status: 'TO_RETURN',
      log: [
        entry('REFUND_APPLICATION', '2026-05-01T02:00:00.000Z'),
        entry('TO_RETURN', '2026-05-02T03:00:00.000Z'),
      ],
    });
    expect(steps.map((s) => [s.title, s.status])).toEqual([
      ['提交申请', 'finish'],
      ['供应商同意', 'finish'],
      ['寄回商品', 'process'],
      ['供应商收货', 'wait'],
      ['退款完成', 'wait'],
    ]);
    expect(steps[2]!.description).toBe('等待寄回商品');
    expect(steps[1]!.description).toMatch(/^2026-05-02 \d\d:00$/);
  });

  it('a finished return: every step done, 退款完成 at refundedAt', () => {
    const steps = refundSteps({
      type: 'RETURN',
      status: 'RETURNED',
      createdAt: '2026-05-01T02:00:00.000Z',
      refundedAt: '2026-05-06T02:00:00.000Z',
      // newest first: the order of the log does not matter
      log: [
        entry('RETURNED', '2026-05-06T02:00:00.000Z'),
        entry('REFUNDING', '2026-05-05T02:00:00.000Z'),
        entry('RETIRED', '2026-05-05T01:00:00.000Z'),
        entry('RETURNING', '2026-05-03T02:00:00.000Z'),
        entry('TO_RETURN', '2026-05-02T02:00:00.000Z'),
        entry('REFUND_APPLICATION', '2026-05-01T02:00:00.000Z'),
      ],
    });
    expect(steps.every((s) => s.status === 'finish')).toBe(true);
    expect(steps).toHaveLength(5);
    expect(steps[3]!.description).toMatch(/^2026-05-05 \d\d:00$/);
    expect(steps[4]!.description).toMatch(/^2026-05-06/);
  });

  it('a refund only in 退款中: three steps, the last in process', () => {
    const steps = refundSteps({
      ...base,
      type: 'REFUND_ONLY',
      status: 'REFUNDING',
      log: [entry('REFUND_APPLICATION', base.createdAt), entry('REFUNDING', '2026-05-02T02:00:00.000Z')],
    });
    expect(steps.map((s) => [s.title, s.status])).toEqual([
      ['提交申请', 'finish'],
      ['供应商同意', 'finish'],
      ['退款完成', 'process'],
    ]);
  });

  it('a rejected application ends in a red step after what it reached', () => {
    const steps = refundSteps({
      ...base,
      type: 'RETURN',
      status: 'REJECTED',
      log: [entry('REFUND_APPLICATION', base.createdAt), entry('REJECTED', '2026-05-02T02:00:00.000Z')],
    });
    expect(steps.map((s) => [s.title, s.status])).toEqual([
      ['提交申请', 'finish'],
      ['供应商驳回', 'error'],
    ]);
  });

  it('a return withdrawn after approval keeps the approval step', () => {
    const steps = refundSteps({
      ...base,
      type: 'RETURN',
      status: 'CANCELLED',
      log: [
        entry('REFUND_APPLICATION', base.createdAt),
        entry('TO_RETURN', '2026-05-02T02:00:00.000Z'),
        entry('CANCELLED', '2026-05-03T02:00:00.000Z'),
      ],
    });
    expect(steps.map((s) => s.title)).toEqual(['提交申请', '供应商同意', '已撤销']);
  });
});

describe('waybillProblem', () => {
  it('takes the contract rule', () => {
    expect(waybillProblem(' SF1234567890 ')).toBeNull();
    expect(waybillProblem('')).toBe('请填写运单号');
    expect(waybillProblem('SF 12')).toBe('运单号应为 6 到 40 位字母、数字或 -');
  });
});
