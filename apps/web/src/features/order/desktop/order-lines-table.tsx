import { Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { formatFen } from '@pm/contract/format';
import type { OrderLine } from '@pm/contract/order';
import { pictureSet } from '@pm/contract/picture';

/** The lines of an order: goods, unit price, quantity, amount and the delivery promise. */
export function OrderLinesTable({ lines }: { lines: OrderLine[] }) {
  const columns: TableColumnsType<OrderLine> = [
    {
      title: '商品',
      key: 'goods',
      render: (_, l) => (
        <div className="order-goods">
          <img {...pictureSet(l.image, 56)} alt="" width={56} height={56} loading="lazy" />
          <div>
            <Link to={`/shop/detail/${l.goodsId}`} className="order-goods__name">
              {l.name}
            </Link>
            <div className="order-goods__meta">
              {[l.brandName, l.model && `型号 ${l.model}`, l.spec].filter(Boolean).join(' · ')}
            </div>
            <div className="order-goods__meta">编码 {l.skuCode}</div>
          </div>
        </div>
      ),
    },
    { title: '单价', key: 'price', width: 120, align: 'right', render: (_, l) => formatFen(l.price) },
    { title: '数量', key: 'num', width: 90, align: 'right', render: (_, l) => `${l.num}${l.unit}` },
    {
      title: '小计',
      key: 'amount',
      width: 130,
      align: 'right',
      render: (_, l) => <strong>{formatFen(l.amount)}</strong>,
    },
    {
      title: '发货时效',
      key: 'days',
      width: 100,
      align: 'center',
      render: (_, l) => (l.deliveryDays === null ? '—' : `${l.deliveryDays} 天`),
    },
  ];
  return (
    <Table<OrderLine>
      className="order-lines"
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={lines}
      pagination={false}
    />
  );
}
