import { useState } from 'react';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import type { DashboardAuthorities } from '@pm/contract/dashboard';
import { useSpendByMonth } from '@/features/dashboard/api/spend-by-month';
import { useStatusFunnel } from '@/features/dashboard/api/status-funnel';
import { DashHeader } from '@/features/dashboard/desktop/dash-header';
import { DrillDrawer } from '@/features/dashboard/desktop/drill-drawer';
import { Kpis } from '@/features/dashboard/desktop/kpis';
import { BudgetView, FunnelView, SavingsView, TopGoodsView } from '@/features/dashboard/desktop/order-views';
import {
  CategoryView,
  DepartmentView,
  MonthView,
  SupplierView,
} from '@/features/dashboard/desktop/spend-views';
import type { DrillKey } from '@/features/dashboard/model/drill';
import { rangeLabel } from '@/features/dashboard/model/filters';
import { opensOrders } from '@/features/dashboard/model/scope';
import { useDashFilter } from '@/features/dashboard/model/use-dash-filter';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { DashFrame } from '../dash-frame';

function HomeViews({ auth }: { auth: DashboardAuthorities }) {
  const { filter, setFilter } = useDashFilter(auth);
  const [drill, setDrill] = useState<DrillKey | null>(null);
  const navigate = useNavigate();
  const has = (v: DashboardAuthorities['views'][number]) => auth.views.includes(v);
  const month = useSpendByMonth(filter, has('by-month'));
  const funnel = useStatusFunnel(filter, has('funnel'));
  // a range without a single order: one honest message instead of eight empty panels
  const nothing = month.data?.total === 0 && funnel.data?.total === 0;
  const buyer = opensOrders(auth.scope);
  const props = { filter, onDrill: setDrill };
  return (
    <>
      <DashHeader auth={auth} filter={filter} onChange={setFilter} />
      {nothing ? (
        <Panel>
          <EmptyState
            description={`${rangeLabel(filter)}没有订单，换一个月份范围${filter.departmentId ? '或部门' : ''}试试`}
          >
            {buyer && (
              <Button type="primary" onClick={() => navigate('/shop')}>
                去商城采购
              </Button>
            )}
          </EmptyState>
        </Panel>
      ) : (
        <>
          <Kpis {...props} views={auth.views} />
          {has('by-month') && <MonthView {...props} />}
          {(has('by-category') || has('by-department')) && (
            <div className="pm-dash-row">
              {has('by-category') && <CategoryView {...props} />}
              {has('by-department') && <DepartmentView {...props} />}
            </div>
          )}
          {has('by-supplier') && <SupplierView {...props} />}
          {has('budget') && <BudgetView filter={filter} linkPlans={buyer} />}
          {has('funnel') && <FunnelView {...props} />}
          {(has('top-goods') || has('savings')) && (
            <div className="pm-dash-row">
              {has('top-goods') && <TopGoodsView {...props} />}
              {has('savings') && <SavingsView {...props} linkOrders={buyer} />}
            </div>
          )}
        </>
      )}
      <DrillDrawer filter={filter} drill={drill} linkOrders={buyer} onClose={() => setDrill(null)} />
    </>
  );
}

/** /dashboard: 首页 of 固买云 — spend, suppliers, departments, budget, orders, goods and savings. */
export default function DashboardHomePage() {
  return <DashFrame page="index">{(auth) => <HomeViews auth={auth} />}</DashFrame>;
}
