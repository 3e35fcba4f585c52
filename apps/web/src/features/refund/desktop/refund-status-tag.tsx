import { Tag } from 'antd';
import type { RefundStatus } from '@pm/contract/refund';
import { REFUND_STATUS_COLORS } from '../model/refund-view';

/** A refund's status as a coloured tag (the server's Chinese text). */
export function RefundStatusTag({ status, text }: { status: RefundStatus; text: string }) {
  return (
    <Tag color={REFUND_STATUS_COLORS[status]} className="refund-status-tag">
      {text}
    </Tag>
  );
}
