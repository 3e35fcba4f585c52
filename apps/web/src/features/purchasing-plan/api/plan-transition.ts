/**
 * POST /purchasing-bills/{start|pause|resume|finish|close}/:id: the moves of PLAN_TRANSITIONS, one
 * descriptor each. A move the plan no longer allows answers 409 with the server's message.
 */
import { useMutation } from '@tanstack/react-query';
import {
  PLAN_TRANSITIONS,
  planCloseEndpoint,
  planFinishEndpoint,
  planPauseEndpoint,
  planResumeEndpoint,
  planStartEndpoint,
  type PlanAction,
} from '@pm/contract/purchasing-plan';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshPlans } from './plan-change';

const ENDPOINTS = {
  start: planStartEndpoint,
  pause: planPauseEndpoint,
  resume: planResumeEndpoint,
  finish: planFinishEndpoint,
  close: planCloseEndpoint,
} as const;

export async function movePlan({ id, action }: { id: string; action: PlanAction }) {
  const label = PLAN_TRANSITIONS[action].label;
  try {
    const plan = await request(ENDPOINTS[action], { id }, { action: `${label}采购计划` });
    notify(`已${label}：${plan.statusText}`, 'success');
    return plan;
  } finally {
    await refreshPlans();
  }
}

export function useMovePlan() {
  return useMutation({ mutationFn: movePlan });
}
