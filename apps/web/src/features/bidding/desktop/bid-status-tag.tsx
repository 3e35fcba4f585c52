import { Tag } from 'antd';
import type { BidStatus } from '@pm/contract/bidding';
import { bidStatusColor, bidStatusLabel } from '../model/bid-status';

export function BidStatusTag({ status }: { status: BidStatus }) {
  return <Tag color={bidStatusColor(status)}>{bidStatusLabel(status)}</Tag>;
}
