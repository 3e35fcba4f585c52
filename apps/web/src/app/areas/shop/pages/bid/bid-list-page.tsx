import { BuyerBidList, VendorBidList } from '@/features/bidding/desktop/bid-my-list';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { SignInPrompt } from '@/ui/desktop/sign-in-prompt';
import { BidLinks, useBidAudience } from './bid-links';

/** /shop/bid/list: 竞价列表 — a buyer's own events; a supplier's joinable and joined events. */
export default function BidListPage() {
  const audience = useBidAudience();
  return (
    <Panel title="竞价列表" extra={<BidLinks here="list" />}>
      {audience === 'visitor' ? (
        <SignInPrompt description="登录后查看您的竞价" />
      ) : audience === 'buyer' ? (
        <BuyerBidList />
      ) : audience === 'vendor' ? (
        <VendorBidList />
      ) : audience === 'operator' ? (
        <EmptyState description="平台运营账号不参与竞价，可在竞价大厅和竞价公示查看" />
      ) : null}
    </Panel>
  );
}
