import { useState } from 'react';
import { Button, Descriptions, Input, Modal, Radio, Space, Table, Tag } from 'antd';
import { Link } from 'react-router';
import {
  BID_INVOICE_LABELS,
  BID_SCOPE_LABELS,
  BID_VISIBILITY_LABELS,
  type BidChallenge,
  type BidEventDetail,
  type BidItem,
} from '@pm/contract/bidding';
import { formatFen } from '@pm/contract/format';
import { useAnswerChallenge } from '../api/bid-challenge-answer';
import { usePublishBidEvent } from '../api/bid-publish';
import { useRevokeBidEvent } from '../api/bid-revoke';
import { priceText } from '../model/bid-money';
import { useRefreshAtBoundary } from '../use-refresh-at';
import { BidAttachmentList } from './bid-attachments';
import { BidCountdown } from './bid-countdown';
import { BidOrderFailures } from './bid-order-failures';
import { BidStatusTag } from './bid-status-tag';
import { timeText } from './time-text';
import './bidding.css';

function decrementText(d: BidEventDetail): string {
  if (d.format !== 'live') return '—';
  return d.rules.decrementKind === 'amount'
    ? formatFen(d.rules.decrementValue)
    : `${(d.rules.decrementValue / 100).toFixed(2)}%`;
}

/** The rules and facts of an event. */
export function BidFacts({ d }: { d: BidEventDetail }) {
  const r = d.rules;
  return (
    <Descriptions bordered size="small" column={2}>
      <Descriptions.Item label="竞价单号">{d.code}</Descriptions.Item>
      <Descriptions.Item label="状态">
        <Space>
          <BidStatusTag status={d.status} />
          <BidCountdown status={d.status} startAt={d.startAt} endAt={d.endAt} />
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label="采购单位">{d.buyerName}</Descriptions.Item>
      <Descriptions.Item label="竞价方式">{d.formatText}</Descriptions.Item>
      <Descriptions.Item label="开始时间">{timeText(d.startAt, true)}</Descriptions.Item>
      <Descriptions.Item label="截止时间">
        {timeText(d.endAt, true)}
        {d.extensions > 0 ? <Tag style={{ marginLeft: 8 }}>已延时 {d.extensions} 次</Tag> : null}
      </Descriptions.Item>
      <Descriptions.Item label="参与范围">{BID_SCOPE_LABELS[d.scope]}</Descriptions.Item>
      <Descriptions.Item label="最少有效报价">{r.minBidders} 家</Descriptions.Item>
      {d.format === 'live' ? (
        <>
          <Descriptions.Item label="降价幅度">{decrementText(d)}</Descriptions.Item>
          <Descriptions.Item label="报价可见">{BID_VISIBILITY_LABELS[r.visibility]}</Descriptions.Item>
        </>
      ) : null}
      <Descriptions.Item label="延时规则" span={2}>
        {r.snipeWindowMinutes > 0 && r.maxExtensions > 0
          ? `截止前 ${r.snipeWindowMinutes} 分钟内前 ${r.snipeTopRanks} 名变化时延长 ${r.snipeExtendMinutes} 分钟，最多 ${r.maxExtensions} 次${r.hardCloseAt ? `，最晚 ${timeText(r.hardCloseAt)}` : ''}`
          : '不延时'}
      </Descriptions.Item>
      <Descriptions.Item label="交货日期">{d.deliveryDate ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="交货地区">{d.deliveryArea ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="发票要求">{BID_INVOICE_LABELS[d.invoiceKind]}</Descriptions.Item>
      <Descriptions.Item label="付款方式">{d.paymentTerms}</Descriptions.Item>
      {d.publicityEndsAt ? (
        <>
          <Descriptions.Item label="公示期">{r.publicityDays} 天</Descriptions.Item>
          <Descriptions.Item label="公示截止">{timeText(d.publicityEndsAt)}</Descriptions.Item>
        </>
      ) : (
        // the publicity's end is known once the event is awarded
        <Descriptions.Item label="公示期" span={2}>
          {r.publicityDays} 天{d.status === 'failed' || d.status === 'revoked' ? '' : '（定标后公示）'}
        </Descriptions.Item>
      )}
      {d.remark ? (
        <Descriptions.Item label="备注" span={2}>
          {d.remark}
        </Descriptions.Item>
      ) : null}
      {d.attachments.length > 0 ? (
        <Descriptions.Item label="竞价附件" span={2}>
          <BidAttachmentList attachments={d.attachments} />
        </Descriptions.Item>
      ) : null}
      {d.failReason ? (
        <Descriptions.Item label="流标原因" span={2}>
          {d.failReason}
        </Descriptions.Item>
      ) : null}
      {d.revokeReason ? (
        <Descriptions.Item label="撤销理由" span={2}>
          {d.revokeReason}
        </Descriptions.Item>
      ) : null}
      {d.viewer === 'owner' && d.invited.length > 0 ? (
        <Descriptions.Item label="邀请供应商" span={2}>
          {d.invited.map((s) => s.supplierName).join('、')}
        </Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}

/** The items of an event, each opening its 竞价商品详情. */
export function BidItemsTable({ d }: { d: BidEventDetail }) {
  const owner = d.viewer === 'owner';
  const awarded = d.items.some((i) => i.awardedPrice !== null);
  return (
    <Table<BidItem>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={d.items}
      columns={[
        { title: '序号', key: 'n', width: 60, render: (_, __, i) => i + 1 },
        {
          title: '商品名称',
          key: 'name',
          render: (_, i) => <Link to={`/shop/bid/info/${d.id}/${i.id}`}>{i.name}</Link>,
        },
        { title: '规格', dataIndex: 'spec' },
        { title: '数量', key: 'q', width: 100, render: (_, i) => `${i.quantity} ${i.unit}` },
        ...(owner
          ? [
              {
                title: '最高限价',
                key: 'c',
                width: 120,
                render: (_: unknown, i: BidItem) => priceText(i.ceilingPrice),
              },
            ]
          : []),
        ...(awarded
          ? [
              {
                title: '中标供应商',
                key: 'w',
                render: (_: unknown, i: BidItem) => i.awardedSupplierName ?? '—',
              },
              {
                title: '中标单价',
                key: 'p',
                width: 120,
                render: (_: unknown, i: BidItem) => priceText(i.awardedPrice),
              },
            ]
          : []),
      ]}
    />
  );
}

function ChallengeAnswer({ c }: { c: BidChallenge }) {
  const [open, setOpen] = useState(false);
  const [upheld, setUpheld] = useState(true);
  const [answer, setAnswer] = useState('');
  const m = useAnswerChallenge();
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        答复
      </Button>
      <Modal
        title="答复质疑"
        open={open}
        okText="提交答复"
        cancelText="取消"
        confirmLoading={m.isPending}
        okButtonProps={{ disabled: answer.trim() === '' }}
        onCancel={() => setOpen(false)}
        onOk={() => m.mutateAsync({ id: c.id, upheld, answer }).then(() => setOpen(false))}
      >
        <p>质疑理由：{c.reason}</p>
        <Radio.Group value={upheld} onChange={(e) => setUpheld(e.target.value as boolean)}>
          <Radio value={true}>维持定标</Radio>
          <Radio value={false}>重新定标</Radio>
        </Radio.Group>
        <Input.TextArea
          style={{ marginTop: 12 }}
          rows={3}
          maxLength={500}
          placeholder="请填写答复内容"
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
        />
      </Modal>
    </>
  );
}

/** Challenges (质疑): all to the buyer (who answers open ones), its own to a supplier. */
export function BidChallenges({ d }: { d: BidEventDetail }) {
  if (d.challenges.length === 0) return null;
  return (
    <Table<BidChallenge>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={d.challenges}
      columns={[
        { title: '质疑方', dataIndex: 'supplierName', width: 160 },
        { title: '质疑理由', dataIndex: 'reason' },
        { title: '提出时间', key: 'f', width: 150, render: (_, c) => timeText(c.filedAt) },
        { title: '状态', dataIndex: 'statusText', width: 90 },
        {
          title: '答复',
          key: 'a',
          render: (_, c) =>
            c.answer ?? (d.viewer === 'owner' && c.status === 'open' ? <ChallengeAnswer c={c} /> : '—'),
        },
      ]}
    />
  );
}

function RevokeButton({ id }: { id: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const m = useRevokeBidEvent();
  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        撤销竞价
      </Button>
      <Modal
        title="撤销竞价"
        open={open}
        okText="确认撤销"
        cancelText="取消"
        okButtonProps={{ danger: true, disabled: reason.trim() === '' }}
        confirmLoading={m.isPending}
        onCancel={() => setOpen(false)}
        onOk={() => m.mutateAsync({ id, reason }).then(() => setOpen(false))}
      >
        <Input.TextArea
          rows={3}
          maxLength={500}
          placeholder="请填写撤销理由（将通知受邀供应商）"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </>
  );
}

/** What the caller may do with the event: its buyer manages it, a supplier bids. */
export function BidDetailActions({
  d,
  canJoin,
  signInToJoin = false,
}: {
  d: BidEventDetail;
  canJoin: boolean;
  /** A visitor: suppliers sign in to bid (the join page asks for it). */
  signInToJoin?: boolean;
}) {
  const publish = usePublishBidEvent();
  if (d.viewer === 'owner') {
    return (
      <Space wrap>
        {d.status === 'draft' ? (
          <>
            <Link to={`/shop/bid/create?id=${d.id}`}>
              <Button>编辑草稿</Button>
            </Link>
            <Button type="primary" loading={publish.isPending} onClick={() => publish.mutate({ id: d.id })}>
              发布竞价
            </Button>
          </>
        ) : null}
        {d.status === 'pending' ? <RevokeButton id={d.id} /> : null}
        {d.status === 'awarding' ? (
          <Link to={`/shop/bid/confirm/${d.id}`}>
            <Button type="primary">去定标</Button>
          </Link>
        ) : null}
      </Space>
    );
  }
  if (signInToJoin && (d.status === 'pending' || d.status === 'running'))
    return (
      <Link to={`/login?redirect=${encodeURIComponent(`/shop/bid/join/${d.id}`)}`}>
        <Button type="primary">供应商登录后参与竞价</Button>
      </Link>
    );
  if (!canJoin) return null;
  if (d.canBid)
    return (
      <Link to={`/shop/bid/join/${d.id}`}>
        <Button type="primary">参与竞价</Button>
      </Link>
    );
  if (d.viewer === 'supplier')
    return (
      <Link to={`/shop/bid/join/${d.id}`}>
        <Button>我的报价</Button>
      </Link>
    );
  return null;
}

/** 竞价详情: facts, items, challenges and the caller's actions. */
export function BidDetailView({
  d,
  canJoin,
  signInToJoin = false,
}: {
  d: BidEventDetail;
  canJoin: boolean;
  signInToJoin?: boolean;
}) {
  useRefreshAtBoundary(d.status, d.startAt, d.endAt);
  return (
    <>
      <BidOrderFailures d={d} />
      <section className="bid-section">
        <BidFacts d={d} />
      </section>
      <section className="bid-section">
        <h3 className="bid-section__title">竞价商品（{d.items.length} 项）</h3>
        <BidItemsTable d={d} />
      </section>
      {d.challenges.length > 0 ? (
        <section className="bid-section">
          <h3 className="bid-section__title">质疑</h3>
          <BidChallenges d={d} />
        </section>
      ) : null}
      <div className="bid-actions">
        <BidDetailActions d={d} canJoin={canJoin} signInToJoin={signInToJoin} />
      </div>
    </>
  );
}
