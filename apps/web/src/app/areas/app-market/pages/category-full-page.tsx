import { EmptyState } from '@/ui/mobile/empty-state';
import { GoButton, IdLine } from './placeholder-parts';

/** /app-market/category-full/:id. */
export default function CategoryFullPage() {
  return (
    <EmptyState fullPage title="暂无下级分类" description={<IdLine label="分类编号" />}>
      <GoButton to="/app-market/category">返回分类</GoButton>
    </EmptyState>
  );
}
