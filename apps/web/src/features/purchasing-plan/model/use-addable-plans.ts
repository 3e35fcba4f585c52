/**
 * The plans a goods can be added to from its detail (草稿 and 执行中), newest first: one read per status
 * through the plans' page query (the same keys as the lists, so a change refreshes them too).
 */
import { useQueries } from '@tanstack/react-query';
import type { PlanSummary } from '@pm/contract/purchasing-plan';
import { getPlanPageQuery } from '../api/plan-page';
import { PLAN_STATUSES_TO_ADD } from './plan-view';

/** Plans offered per status. */
export const ADDABLE_PLANS_LIMIT = 50;

export function useAddablePlans(enabled: boolean): {
  plans: PlanSummary[];
  isPending: boolean;
  error: unknown;
} {
  const results = useQueries({
    queries: PLAN_STATUSES_TO_ADD.map((status) => ({
      ...getPlanPageQuery({ page: 1, limit: ADDABLE_PLANS_LIMIT, status }),
      enabled,
    })),
  });
  const plans = results
    .flatMap((r) => r.data?.records ?? [])
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return {
    plans,
    isPending: results.some((r) => r.isPending && enabled),
    error: results.find((r) => r.error)?.error ?? null,
  };
}
