import { useState } from 'react';
import { Button, Card, Input, Modal, Pagination, Space, Table, Tag } from 'antd';
import { Link } from 'react-router';
import type { BidResult } from '@pm/contract/bidding';
import { formatFen } from '@pm/contract/format';
import { EmptyState } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';
import { useFileChallenge } from '../api/bid-challenge';
import { useBidVendorPage } from '../api/bid-vendor-page';
import { useBidResults } from '../api/bid-results';
import { priceText } from '../model/bid-money';
import { BidStatusTag } from './bid-status-tag';
import { timeText } from './time-text';
import './bidding.css';

const LIMIT = 10;

/** 提出质疑: offered only to a supplier that bid in the event, during the publicity. */
export function ChallengeButton({ eventId }: { eventId: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const m = useFileChallenge();
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        提出质疑
      </Button>
      <Modal
        title="提出质疑"
        open={open}
        okText="提交质疑"
        cancelText="取消"
        okButtonProps={{ disabled: reason.trim() === '' }}
        confirmLoading={m.isPending}
        onCancel={() => setOpen(false)}
        onOk={() => m.mutateAsync({ eventId, reason }).then(() => setOpen(false))}
      >
        <Input.TextArea
          rows={4}
          maxLength={500}
          placeholder="请填写质疑理由"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </>
  );
}

function ResultCard({ r, joined }: { r: BidResult; joined: boolean }) {
  return (
    <Card
      size="small"
      className="bid-result"
      data-testid={`bid-result-${r.code}`}
      title={
        <Space wrap>
          <Link to={`/shop/bid/detail/${r.eventId}`}>{r.title}</Link>
          <span className="bid-muted">{r.code}</span>
          <BidStatusTag status={r.status} />
        </Space>
      }
      extra={joined && r.status === 'publicity' ? <ChallengeButton eventId={r.eventId} /> : null}
    >
      <Space size="large" wrap style={{ marginBottom: 8 }}>
        <span>采购单位：{r.buyerName}</span>
        <span>参与供应商：{r.bidderCount} 家</span>
        <span>
          中标总金额：<b>{formatFen(r.totalAmount)}</b>
        </span>
        <span>定标时间：{timeText(r.awardedAt)}</span>
        {r.publicityEndsAt ? <span>公示截止：{timeText(r.publicityEndsAt)}</span> : null}
      </Space>
      <Table
        rowKey="itemId"
        size="small"
        pagination={false}
        dataSource={r.items}
        columns={[
          { title: '商品', dataIndex: 'name' },
          { title: '数量', key: 'q', width: 100, render: (_, i) => `${i.quantity} ${i.unit}` },
          {
            title: '中标供应商',
            key: 'w',
            render: (_, i) => i.winnerName ?? <Tag>未中标</Tag>,
          },
          { title: '中标单价', key: 'p', width: 120, render: (_, i) => priceText(i.price) },
          { title: '中标金额', key: 'a', width: 130, render: (_, i) => priceText(i.amount) },
        ]}
      />
    </Card>
  );
}

/** 竞价公示: published results (winner and amount per item; the other suppliers are not named). */
export function BidResults({ isVendor }: { isVendor: boolean }) {
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const q = useBidResults({ page, limit: LIMIT, ...(keyword ? { keyword } : {}) });
  // a supplier may challenge the results of the events it bid in (joined, in publicity)
  const joined = useBidVendorPage({ tab: 'joined', status: 'publicity', page: 1, limit: 100 }, isVendor);
  const joinedIds = new Set((joined.data?.records ?? []).map((e) => e.id));
  return (
    <>
      <div className="bid-toolbar">
        <span className="bid-muted">公示期内，参与报价的供应商可对结果提出质疑</span>
        <Input.Search
          allowClear
          placeholder="竞价标题或单号"
          style={{ width: 240 }}
          onSearch={(k) => {
            setKeyword(k.trim());
            setPage(1);
          }}
        />
      </div>
      {q.error && !q.data ? (
        <QueryError error={q.error} onRetry={() => void q.refetch()} />
      ) : q.data && q.data.records.length === 0 ? (
        <EmptyState description="暂无公示的竞价结果" />
      ) : (
        <>
          {(q.data?.records ?? []).map((r) => (
            <ResultCard key={r.eventId} r={r} joined={joinedIds.has(r.eventId)} />
          ))}
          <Pagination
            style={{ marginTop: 16, textAlign: 'right' }}
            current={page}
            pageSize={LIMIT}
            total={q.data?.total ?? 0}
            hideOnSinglePage
            showSizeChanger={false}
            onChange={setPage}
          />
        </>
      )}
    </>
  );
}
