import { EmptyState } from '@/ui/mobile/empty-state';
import { IdLine } from './placeholder-parts';

/** /app-market/plan-detail/:id. */
export default function PlanDetailPage() {
  return <EmptyState fullPage title="暂无计划信息" description={<IdLine label="计划编号" />} />;
}
