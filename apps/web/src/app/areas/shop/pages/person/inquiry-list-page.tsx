import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { GoShopping } from './go-shopping';

/** /shop/person/inquire: 我的询价. */
export default function InquiryListPage() {
  return (
    <Panel title="我的询价">
      <EmptyState description="暂无询价记录，在商品详情页可将商品加入询价篮">
        <GoShopping />
      </EmptyState>
    </Panel>
  );
}
