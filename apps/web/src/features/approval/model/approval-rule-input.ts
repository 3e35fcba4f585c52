/**
 * The phone's 审批规则 form without UI: the amount typed in yuan (empty: no amount rule), the hold in
 * hours, and the catalog tree flattened for a check list. Kit-free; the server checks the same.
 */
import { APPROVAL_LIMITS, type ApprovalRuleSaveRequest } from '@pm/contract/approval';

export interface RuleDraft {
  amountYuan: string;
  catalogIds: string[];
  outsidePlan: boolean;
  holdHours: number;
}

/** `Ok`: the request to save; otherwise the first problem, in Chinese. */
export function ruleRequestOf(
  d: RuleDraft,
): { ok: true; request: ApprovalRuleSaveRequest } | { ok: false; problem: string } {
  const text = d.amountYuan.trim();
  let amountThreshold: number | null = null;
  if (text !== '') {
    if (!/^\d{1,10}(\.\d{1,2})?$/.test(text)) {
      return { ok: false, problem: '审批金额应为不小于 0 的金额，最多两位小数' };
    }
    amountThreshold = Math.round(Number(text) * 100);
  }
  if (d.catalogIds.length > APPROVAL_LIMITS.catalogsMax) {
    return { ok: false, problem: `须审批品类最多 ${APPROVAL_LIMITS.catalogsMax} 个` };
  }
  if (
    !Number.isInteger(d.holdHours) ||
    d.holdHours < APPROVAL_LIMITS.holdHoursMin ||
    d.holdHours > APPROVAL_LIMITS.holdHoursMax
  ) {
    return {
      ok: false,
      problem: `保留时长应为 ${APPROVAL_LIMITS.holdHoursMin}–${APPROVAL_LIMITS.holdHoursMax} 小时`,
    };
  }
  return {
    ok: true,
    request: {
      amountThreshold,
      catalogIds: d.catalogIds,
      outsidePlan: d.outsidePlan,
      holdHours: d.holdHours,
    },
  };
}

/** The yuan shown for a threshold in fen ('' when none). */
export function yuanText(fen: number | null): string {
  if (fen === null) return '';
  return fen % 100 === 0 ? String(fen / 100) : (fen / 100).toFixed(2);
}

interface TreeNode {
  id: string;
  name: string;
  children: readonly TreeNode[];
}

/** The catalog tree as one list, each with its level (1, 2, 3 …) and its parents' names. */
export function flatCatalogs(
  nodes: readonly TreeNode[],
  level = 1,
  path = '',
): { id: string; name: string; level: number; path: string }[] {
  return nodes.flatMap((n) => [
    { id: n.id, name: n.name, level, path },
    ...flatCatalogs(n.children, level + 1, path ? `${path} / ${n.name}` : n.name),
  ]);
}
