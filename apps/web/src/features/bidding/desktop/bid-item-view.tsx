import { Button, Descriptions, Space } from 'antd';
import { Link } from 'react-router';
import type { BidItemDetail } from '@pm/contract/bidding';
import { formatFen } from '@pm/contract/format';
import { priceText } from '../model/bid-money';
import { BidCountdown } from './bid-countdown';
import { BidStatusTag } from './bid-status-tag';
import { timeText } from './time-text';

/** 竞价商品详情: the item, and the caller's bid on it with its rank and the best price where allowed. */
export function BidItemView({
  d,
  startAt,
  canJoin = false,
}: {
  d: BidItemDetail;
  /** The event's start (from 竞价详情): before it the countdown counts to the start. */
  startAt: string | null;
  /** The caller (a supplier) may bid on the event now. */
  canJoin?: boolean;
}) {
  const i = d.item;
  const m = d.mine;
  return (
    <>
      <Descriptions bordered size="small" column={2}>
        <Descriptions.Item label="所属竞价" span={2}>
          <Space>
            <Link to={`/shop/bid/detail/${d.eventId}`}>{d.eventTitle}</Link>
            <BidStatusTag status={d.status} />
            <BidCountdown status={d.status} startAt={startAt} endAt={d.endAt} />
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label="商品名称">{i.name}</Descriptions.Item>
        <Descriptions.Item label="规格">{i.spec || '—'}</Descriptions.Item>
        <Descriptions.Item label="数量">
          {i.quantity} {i.unit}
        </Descriptions.Item>
        <Descriptions.Item label="开始时间">{timeText(startAt, true)}</Descriptions.Item>
        <Descriptions.Item label="截止时间">{timeText(d.endAt, true)}</Descriptions.Item>
        {i.goodsId ? (
          <Descriptions.Item label="商城商品" span={2}>
            <Link to={`/shop/detail/${i.goodsId}`}>查看商品详情</Link>
          </Descriptions.Item>
        ) : null}
        {i.ceilingPrice !== null ? (
          <Descriptions.Item label="最高限价">{formatFen(i.ceilingPrice)}</Descriptions.Item>
        ) : null}
        {i.awardedSupplierName ? (
          <>
            <Descriptions.Item label="中标供应商">{i.awardedSupplierName}</Descriptions.Item>
            <Descriptions.Item label="中标单价">{priceText(i.awardedPrice)}</Descriptions.Item>
          </>
        ) : null}
      </Descriptions>
      {m ? (
        <Descriptions title="我的报价" bordered size="small" column={2} style={{ marginTop: 16 }}>
          <Descriptions.Item label="单价">{formatFen(m.price)}</Descriptions.Item>
          <Descriptions.Item label="运费">{formatFen(m.freight)}</Descriptions.Item>
          <Descriptions.Item label="交货天数">{m.deliveryDays} 天</Descriptions.Item>
          <Descriptions.Item label="报价有效期">{m.validDays} 天</Descriptions.Item>
          <Descriptions.Item label="品牌">{m.brand || '—'}</Descriptions.Item>
          <Descriptions.Item label="型号">{m.model || '—'}</Descriptions.Item>
          <Descriptions.Item label="当前排名">
            {m.rank !== null ? `第 ${m.rank} 名` : '不公开'}
          </Descriptions.Item>
          <Descriptions.Item label="当前最低价">
            {m.bestPrice !== null ? formatFen(m.bestPrice) : '不公开'}
          </Descriptions.Item>
          <Descriptions.Item label="报价时间">{timeText(m.bidAt, true)}</Descriptions.Item>
          <Descriptions.Item label="备注">{m.remarks || '—'}</Descriptions.Item>
        </Descriptions>
      ) : null}
      <div className="bid-actions">
        <Link to={`/shop/bid/detail/${d.eventId}`}>
          <Button>查看竞价详情</Button>
        </Link>
        {canJoin ? (
          <Link to={`/shop/bid/join/${d.eventId}`}>
            <Button type="primary">{m ? '修改报价' : '参与竞价'}</Button>
          </Link>
        ) : null}
      </div>
    </>
  );
}
