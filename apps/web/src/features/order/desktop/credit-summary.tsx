import { Progress, Skeleton } from 'antd';
import { formatFen } from '@pm/contract/format';
import { useCredit } from '../api/credit';
import './order.css';

/** 企业月结额度: limit, used and remaining of the buyer's organization, in one small row. */
export function CreditSummary() {
  const credit = useCredit();
  if (credit.isPending)
    return <Skeleton.Input active size="small" className="order-credit order-credit--loading" />;
  if (credit.isError) return null;
  const { limit, used, remaining } = credit.data;
  const percent = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 0;
  return (
    <div className="order-credit" aria-label="企业月结额度">
      <span className="order-credit__title">企业月结额度</span>
      <span>
        剩余 <strong className="order-credit__remaining">{formatFen(remaining)}</strong>
      </span>
      <span className="order-credit__sub">
        额度 {formatFen(limit)} · 已用 {formatFen(used)}
      </span>
      <Progress
        className="order-credit__bar"
        percent={percent}
        size="small"
        showInfo={false}
        status={percent >= 90 ? 'exception' : 'normal'}
      />
    </div>
  );
}
