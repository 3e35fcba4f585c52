import { Tag } from 'antd';
import type { OrderRecordStatus } from '@pm/contract/order';

const COLORS: Record<OrderRecordStatus, string> = {
  APPROVING: 'magenta',
  PACKAGING: 'orange',
  DELIVERED: 'blue',
  DONE: 'green',
  CANCELLED: 'default',
  REFUND_APPLICATION: 'gold',
  REFUNDING: 'gold',
  RETURNED: 'default',
  TO_RETURN: 'purple',
  RETURNING: 'purple',
  RETIRED: 'default',
};

/** An order's status as a coloured tag (the server's Chinese text). */
export function OrderStatusTag({ status, text }: { status: OrderRecordStatus; text: string }) {
  return (
    <Tag color={COLORS[status]} className="order-status-tag">
      {text}
    </Tag>
  );
}
