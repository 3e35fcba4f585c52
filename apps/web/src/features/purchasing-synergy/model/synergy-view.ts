/** How collaborative purchase lists read on both kits: tabs with counts, lines per member, confirmations. */
import { formatFen } from '@pm/contract/format';
import {
  SYNERGY_ERROR_CODES,
  SYNERGY_STATUS_LABELS,
  SYNERGY_TRANSITIONS,
  type SynergyAction,
  type SynergyDetail,
  type SynergyLine,
  type SynergyMember,
  type SynergyPageQuery,
  type SynergyStatus,
  type SynergyStatusCount,
} from '@pm/contract/purchasing-synergy';

export type SynergyTabKey = 'all' | SynergyStatus | 'joinable';

export const SYNERGY_TABS: readonly { key: SynergyTabKey; label: string }[] = [
  { key: 'all', label: '全部' },
  { key: 'open', label: SYNERGY_STATUS_LABELS.open },
  { key: 'ended', label: SYNERGY_STATUS_LABELS.ended },
  { key: 'sent', label: SYNERGY_STATUS_LABELS.sent },
  { key: 'closed', label: SYNERGY_STATUS_LABELS.closed },
  { key: 'joinable', label: '可加入' },
];

/** The colour of a status's tag (antd preset colours), the same on the list and the detail. */
export const SYNERGY_STATUS_COLOR: Record<SynergyStatus, string> = {
  open: 'blue',
  ended: 'orange',
  sent: 'green',
  closed: 'default',
};

export function isSynergyTabKey(v: unknown): v is SynergyTabKey {
  return SYNERGY_TABS.some((t) => t.key === v);
}

/** The tab's title with its count (全部 3), or the bare label before the counts arrive. */
export function tabTitle(tab: { key: SynergyTabKey; label: string }, counts?: SynergyStatusCount): string {
  if (!counts) return tab.label;
  return `${tab.label} ${counts[tab.key]}`;
}

export function pageQueryOf(tab: SynergyTabKey, page = 1, limit = 20): SynergyPageQuery {
  if (tab === 'joinable') return { scope: 'joinable', page, limit };
  return { scope: 'mine', ...(tab === 'all' ? {} : { status: tab }), page, limit };
}

export function emptyText(tab: SynergyTabKey): string {
  if (tab === 'joinable') return '本单位暂时没有可加入的协同采购单';
  if (tab === 'all') return '发起协同采购，与同事一起确认要买的商品';
  return `没有${SYNERGY_STATUS_LABELS[tab]}的协同采购单`;
}

export const money = (fen: number) => formatFen(fen);

export interface MemberLines {
  member: SynergyMember;
  lines: SynergyLine[];
  amount: number;
}

/** The lines grouped per member, in the members' order (the owner first: they joined first). */
export function linesByMember(d: Pick<SynergyDetail, 'members' | 'lines'>): MemberLines[] {
  return d.members.map((member) => {
    const lines = d.lines.filter((l) => l.memberId === member.userId);
    return { member, lines, amount: lines.reduce((n, l) => n + l.amount, 0) };
  });
}

/** 规格 · 单位 of a line. */
export function lineSpec(l: Pick<SynergyLine, 'spec' | 'unit'>): string {
  return [l.spec, l.unit ? `单位：${l.unit}` : ''].filter((s) => s !== '').join(' · ');
}

/** Lines the owner can send into the cart: catalog goods. */
export function cartLines(d: Pick<SynergyDetail, 'lines'>): SynergyLine[] {
  return d.lines.filter((l) => l.goodsId !== null);
}

/** What each owner's action asks before it runs. */
export function confirmText(action: SynergyAction, d: Pick<SynergyDetail, 'lines'>, chosen?: number): string {
  if (action === 'send') {
    const n = chosen ?? cartLines(d).length;
    return `将所选 ${n} 条明细加入您的购物车？发送后采购单锁定，不能再修改。`;
  }
  if (action === 'earlyDead') return '提前结束后，成员不能再添加或修改明细；您仍可发送或关闭。确定提前结束？';
  return '关闭后采购单不再发送，也不能再修改。确定关闭？';
}

export const actionLabel = (a: SynergyAction) => SYNERGY_TRANSITIONS[a].label;

/** True when a failure says the list or line changed meanwhile (version moved). */
export function isStale(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === SYNERGY_ERROR_CODES.staleVersion
  );
}
