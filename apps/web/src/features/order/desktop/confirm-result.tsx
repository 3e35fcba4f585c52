import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { formatFen } from '@pm/contract/format';
import type { OrderSubmitted } from '@pm/contract/order';
import './order.css';

/** What the buyer sees after a successful submission: the orders it made and what 企业月结 was charged. */
export function ConfirmResult({ submitted }: { submitted: OrderSubmitted }) {
  const navigate = useNavigate();
  const many = submitted.orderNos.length > 1;
  return (
    <Result
      status="success"
      title="订单提交成功"
      subTitle={
        <div className="confirm-result">
          <p>
            {many ? `已按供应商拆分为 ${submitted.orderNos.length} 个订单，` : ''}
            已从企业月结额度扣除 <strong>{formatFen(submitted.amount)}</strong>，请等待供应商发货。
          </p>
          <ul className="confirm-result__orders" aria-label="订单号">
            {submitted.orderNos.map((no, i) => (
              <li key={no}>
                订单号：
                <a
                  href={`#/shop/person/order/${submitted.orderIds[i] ?? ''}`}
                  onClick={(e) => {
                    e.preventDefault();
                    navigate(`/shop/person/order/${submitted.orderIds[i] ?? ''}`);
                  }}
                >
                  {no}
                </a>
              </li>
            ))}
          </ul>
        </div>
      }
      extra={[
        <Button type="primary" key="orders" onClick={() => navigate('/shop/person/order')}>
          查看订单
        </Button>,
        <Button key="shop" onClick={() => navigate('/shop')}>
          继续购物
        </Button>,
      ]}
    />
  );
}
