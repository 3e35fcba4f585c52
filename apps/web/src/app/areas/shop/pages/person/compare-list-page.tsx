import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { GoShopping } from './go-shopping';

/** /shop/person/compare: 核价单. */
export default function CompareListPage() {
  return (
    <Panel title="核价单">
      <EmptyState description="核价单还是空的，挑选商品后可加入核价单比价">
        <GoShopping />
      </EmptyState>
    </Panel>
  );
}
