import { Link, useParams } from 'react-router';
import { Button } from 'antd';
import { useBidDetail } from '@/features/bidding/api/bid-detail';
import { useMyBids } from '@/features/bidding/api/bid-my-bids';
import { BidJoin, type SearchOwnGoods } from '@/features/bidding/desktop/bid-join';
import { getVendorOfferGoods } from '@/features/inquiry/api/vendor-offer-goods';
import { useBidLive } from '@/features/bidding/use-bid-live';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';
import { BackToHall, useBidAudience } from './bid-links';

/** The supplier's own goods on sale, offered for an item (an award becomes an order of them). */
const searchOwnGoods: SearchOwnGoods = async (keyword) => {
  const r = await getVendorOfferGoods({ keyword, page: 1, limit: 20 });
  return r.records.map((g) => ({ id: g.id, label: `${g.name}${g.spec ? ` ${g.spec}` : ''}` }));
};

/** /shop/bid/join/:id: 参与竞价 (suppliers; login required). */
export default function BidJoinPage() {
  const { id = '' } = useParams();
  const audience = useBidAudience();
  const vendor = audience === 'vendor';
  const detail = useBidDetail(vendor ? id : '');
  const mine = useMyBids(id, vendor && detail.data?.viewer === 'supplier');
  const live = useBidLive(id, vendor && detail.data?.viewer === 'supplier');
  if (audience !== 'vendor') {
    return (
      <Panel title="参与竞价">
        {audience === 'unknown' ? null : (
          <EmptyState description="参与竞价仅对供应商账号开放">
            <Link to={`/shop/bid/detail/${id}`}>
              <Button>查看竞价详情</Button>
            </Link>
          </EmptyState>
        )}
      </Panel>
    );
  }
  return (
    <Panel title={detail.data ? `参与竞价：${detail.data.title}` : '参与竞价'} extra={<BackToHall />}>
      {detail.data ? (
        <BidJoin d={detail.data} mine={mine.data} live={live} searchOwnGoods={searchOwnGoods} />
      ) : detail.error ? (
        <QueryError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : null}
    </Panel>
  );
}
