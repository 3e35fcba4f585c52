import { useState } from 'react';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { PlanFormModal } from '@/features/purchasing-plan/desktop/plan-form-modal';
import { PlanList } from '@/features/purchasing-plan/desktop/plan-list';
import { Panel } from '@/ui/desktop/empty-state';

export const planDetailPath = (id: string) => `/shop/person/plan/${id}`;

/** /shop/person/plan: 采购计划 — the organization's plans by status with counts; 新建采购计划 opens the form. */
export default function PlanListPage() {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  return (
    <Panel
      title="采购计划"
      extra={
        <Button type="primary" onClick={() => setCreating(true)}>
          新建采购计划
        </Button>
      }
    >
      <PlanList detailHref={planDetailPath} />
      {creating ? (
        <PlanFormModal
          open
          now={new Date()}
          onClose={() => setCreating(false)}
          onSaved={(plan) => {
            setCreating(false);
            navigate(planDetailPath(plan.id));
          }}
        />
      ) : null}
    </Panel>
  );
}
