/**
 * How approvals read on both kits: the queue's tabs, the tone of a status, what is left of a hold, and
 * the sentence a buyer's order shows about its approval. Kit-free.
 */
import {
  APPROVAL_STATUS_LABELS,
  APPROVAL_STATUSES,
  type ApprovalOfOrder,
  type ApprovalStatus,
} from '@pm/contract/approval';
import { formatFen } from '@pm/contract/format';

export const APPROVAL_TAB_ALL = 'all';

/** The queue's tabs: 待审批 first, then the decided ones, then all; with the server's counts. */
export function approvalTabs(counts: Record<string, number> | undefined) {
  const tab = (key: string, label: string) => {
    const n = counts ? (counts[key] ?? 0) : null;
    return { key, label: n === null ? label : `${label} (${n})` };
  };
  return [...APPROVAL_STATUSES.map((s) => tab(s, APPROVAL_STATUS_LABELS[s])), tab(APPROVAL_TAB_ALL, '全部')];
}

export function isApprovalTab(key: string | null | undefined): key is ApprovalStatus | 'all' {
  return key === APPROVAL_TAB_ALL || (APPROVAL_STATUSES as readonly string[]).includes(key ?? '');
}

export type ApprovalTone = 'warning' | 'success' | 'error' | 'default';

export function approvalTone(status: ApprovalStatus): ApprovalTone {
  return status === 'PENDING'
    ? 'warning'
    : status === 'APPROVED'
      ? 'success'
      : status === 'REJECTED'
        ? 'error'
        : 'default';
}

/** What is left of a hold: 剩余 5 小时 20 分, or 已到期. */
export function holdLeft(expiresAt: string, now: Date): string {
  const ms = new Date(expiresAt).getTime() - now.getTime();
  if (!(ms > 0)) return '已到期';
  const minutes = Math.ceil(ms / 60_000);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `剩余 ${h} 小时 ${m} 分` : `剩余 ${m} 分`;
}

/** A time as 2026-11-26 09:30 (China time). */
export function approvalTime(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(new Date(iso).getTime() + 8 * 3_600_000);
  return d.toISOString().slice(0, 16).replace('T', ' ');
}

/** The sentence an order shows about its approval, for the buyer. */
export function orderApprovalText(a: ApprovalOfOrder): string {
  const who = a.approvers.length > 0 ? a.approvers.join('、') : '采购经理';
  switch (a.status) {
    case 'PENDING':
      return `待 ${who} 审批（${a.reasons.join('；')}），库存与额度保留至 ${approvalTime(a.expiresAt)}，逾期自动取消`;
    case 'APPROVED':
      return `${a.decidedByName ?? who} 已审批通过${a.decisionReason ? `：${a.decisionReason}` : ''}`;
    case 'REJECTED':
      return `${a.decidedByName ?? who} 已驳回：${a.decisionReason}`;
    case 'WITHDRAWN':
      return `${a.decidedByName ?? ''} 已撤回（${a.decisionReason}），订单已取消，库存与额度已释放`.trim();
    default:
      return '审批超时未处理，订单已自动取消';
  }
}

/** The confirmation of 撤回 (both kits). */
export const WITHDRAW_CONFIRM = {
  title: '撤回该待审批订单？',
  content: '撤回后同一次提交的订单将全部取消，库存、企业月结额度与计划预算随即释放，订单不可恢复。',
  ok: '撤回',
  cancel: '不撤回',
} as const;

/** The yuan a manager types for the amount rule, as fen (null: no amount rule). */
export function thresholdFen(yuan: number | null | undefined): number | null {
  return yuan === null || yuan === undefined ? null : Math.round(yuan * 100);
}

export function thresholdText(fen: number | null): string {
  return fen === null ? '未设置' : `超过 ${formatFen(fen)} 的订单须审批`;
}
