import { EmptyState } from '@/ui/mobile/empty-state';
import { GoButton } from './placeholder-parts';
import { appMarketHref } from '../paths';

/** /app-market/plan-list. */
export default function PlanListPage() {
  return (
    <EmptyState fullPage title="暂无采购计划" description="新建采购计划，集中管理要采购的商品">
      <GoButton to={appMarketHref('addPlan')}>新建采购计划</GoButton>
    </EmptyState>
  );
}
