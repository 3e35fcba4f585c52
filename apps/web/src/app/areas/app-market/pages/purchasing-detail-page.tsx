import { EmptyState } from '@/ui/mobile/empty-state';
import { IdLine } from './placeholder-parts';

/** /app-market/purchasing-detail/:id. */
export default function PurchasingDetailPage() {
  return <EmptyState fullPage title="暂无协同采购信息" description={<IdLine label="采购单编号" />} />;
}
