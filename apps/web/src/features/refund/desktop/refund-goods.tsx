import { Link } from 'react-router';
import { Table, type TableColumnsType } from 'antd';
import { formatFen } from '@pm/contract/format';
import type { RefundLine } from '@pm/contract/refund';
import { pictureSet } from '@pm/contract/picture';
import './refund.css';

/** The goods of one line: image, name (to the goods page), brand, model and spec. */
export function RefundGoods({
  line,
}: {
  line: Pick<RefundLine, 'goodsId' | 'image' | 'name' | 'brandName' | 'model' | 'spec'>;
}) {
  return (
    <div className="refund-goods">
      <img {...pictureSet(line.image, 56)} alt="" width={56} height={56} loading="lazy" />
      <div>
        <Link to={`/shop/detail/${line.goodsId}`} className="refund-goods__name" title={line.name}>
          {line.name}
        </Link>
        <div className="refund-goods__meta">
          {[line.brandName, line.model && `型号 ${line.model}`, line.spec].filter(Boolean).join(' · ')}
        </div>
      </div>
    </div>
  );
}

/** 售后商品 of a refund: goods, unit price paid, pieces and money asked back. */
export function RefundLinesTable({ lines }: { lines: RefundLine[] }) {
  const columns: TableColumnsType<RefundLine> = [
    { title: '商品', key: 'goods', render: (_, l) => <RefundGoods line={l} /> },
    { title: '单价', key: 'price', width: 120, align: 'right', render: (_, l) => formatFen(l.price) },
    { title: '售后数量', key: 'num', width: 100, align: 'right', render: (_, l) => `${l.num}${l.unit}` },
    {
      title: '退款金额',
      key: 'amount',
      width: 130,
      align: 'right',
      render: (_, l) => <strong>{formatFen(l.amount)}</strong>,
    },
  ];
  return (
    <Table<RefundLine>
      className="refund-lines"
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={lines}
      pagination={false}
    />
  );
}
