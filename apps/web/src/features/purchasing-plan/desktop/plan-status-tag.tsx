import { Tag } from 'antd';
import { PLAN_STATUS_LABELS, type PlanStatus } from '@pm/contract/purchasing-plan';

const COLORS: Record<PlanStatus, string> = {
  draft: 'default',
  executing: 'processing',
  paused: 'warning',
  completed: 'success',
  closed: 'default',
};

export function PlanStatusTag({ status }: { status: PlanStatus }) {
  return (
    <Tag color={COLORS[status]} className={`plan-status plan-status--${status}`}>
      {PLAN_STATUS_LABELS[status]}
    </Tag>
  );
}
