import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Input, Modal, Segmented, Select, Space, Table, Tag } from 'antd';
import type { BidCompare, BidCompareBid, BidCompareItem } from '@pm/contract/bidding';
import { formatFen } from '@pm/contract/format';
import { useAwardBidEvent } from '../api/bid-award';
import { useFailBidEvent } from '../api/bid-fail';
import { rateText } from '../model/bid-money';
import './bidding.css';

type Mode = 'items' | 'whole';

/** The default choice: each item's lowest valid bid. */
export function lowestChoice(items: readonly BidCompareItem[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of items) {
    const low = i.bids.find((b) => b.lowest) ?? i.bids[0];
    if (low) out[i.id] = low.bidId;
  }
  return out;
}

/** Whether the choice (per item, or the whole event to one supplier) leaves some item's lowest bid aside. */
export function needsReason(
  items: readonly BidCompareItem[],
  mode: Mode,
  choice: Record<string, string>,
  supplierId: string | null,
): boolean {
  return items.some((i) => {
    const chosen =
      mode === 'items'
        ? i.bids.find((b) => b.bidId === choice[i.id])
        : i.bids.find((b) => b.supplierId === supplierId);
    return chosen !== undefined && !chosen.lowest;
  });
}

function FailButton({ id, primary }: { id: string; primary: boolean }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const m = useFailBidEvent();
  return (
    <>
      <Button danger type={primary ? 'primary' : 'default'} onClick={() => setOpen(true)}>
        流标
      </Button>
      <Modal
        title="流标"
        open={open}
        okText="确认流标"
        cancelText="取消"
        okButtonProps={{ danger: true, disabled: reason.trim() === '' }}
        confirmLoading={m.isPending}
        onCancel={() => setOpen(false)}
        onOk={() => m.mutateAsync({ id, reason }).then(() => setOpen(false))}
      >
        <Input.TextArea
          rows={3}
          maxLength={500}
          placeholder="请填写流标理由"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </>
  );
}

/**
 * 定标: per item every supplier's price, total with freight, delivery days and past on-time and refund rates,
 * the lowest valid bid marked; award per item or the whole event to one supplier (a reason when not the
 * lowest), or 流标.
 */
/** The bid an item was awarded to (after the award): the awarded supplier at the awarded price. */
export function isAwarded(item: BidCompareItem, b: BidCompareBid): boolean {
  return (
    item.awardedPrice !== null && b.supplierName === item.awardedSupplierName && b.price === item.awardedPrice
  );
}

/** What the choice awards, with freight (per item, or the whole event to one supplier); null when incomplete. */
export function choiceTotal(
  items: readonly BidCompareItem[],
  mode: Mode,
  choice: Record<string, string>,
  supplierId: string | null,
): number | null {
  let total = 0;
  let any = false;
  for (const i of items) {
    const chosen =
      mode === 'items'
        ? i.bids.find((b) => b.bidId === choice[i.id])
        : i.bids.find((b) => b.supplierId === supplierId);
    if (chosen) {
      total += chosen.totalWithFreight;
      any = true;
    }
  }
  return any ? total : null;
}

export function BidAward({
  c,
  onDone,
  detailLink,
}: {
  c: BidCompare;
  onDone: () => void;
  /** 竞价详情 of the event, offered once it is no longer being awarded. */
  detailLink?: ReactNode;
}) {
  const [mode, setMode] = useState<Mode>('items');
  const [choice, setChoice] = useState<Record<string, string>>(() => lowestChoice(c.items));
  const [supplierId, setSupplierId] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const award = useAwardBidEvent();
  const suppliers = useMemo(() => {
    const m = new Map<string, string>();
    for (const i of c.items) for (const b of i.bids) m.set(b.supplierId, b.supplierName);
    return [...m].map(([value, label]) => ({ value, label }));
  }, [c.items]);
  const anyBid = c.items.some((i) => i.bids.length > 0);
  const reasonRequired = needsReason(c.items, mode, choice, supplierId);
  const total = choiceTotal(c.items, mode, choice, supplierId);
  const awarding = c.status === 'awarding';
  const ready =
    awarding &&
    anyBid &&
    (mode === 'items' ? Object.keys(choice).length > 0 : supplierId !== null) &&
    (!reasonRequired || reason.trim() !== '');

  const submit = async () => {
    const input =
      mode === 'items'
        ? {
            id: c.eventId,
            lines: Object.entries(choice).map(([itemId, bidId]) => ({ itemId, bidId })),
            reason,
          }
        : { id: c.eventId, supplierId: supplierId ?? '', reason };
    await award.mutateAsync(input);
    onDone();
  };

  return (
    <>
      <Alert
        type={c.bidderCount < c.minBidders ? 'warning' : 'info'}
        showIcon
        style={{ marginBottom: 12 }}
        title={`有效报价供应商 ${c.bidderCount} 家（最少 ${c.minBidders} 家）`}
      />
      {awarding && anyBid ? (
        <Space style={{ marginBottom: 12 }} wrap>
          <Segmented<Mode>
            value={mode}
            onChange={setMode}
            options={[
              { value: 'items', label: '按商品定标' },
              { value: 'whole', label: '整单定标' },
            ]}
          />
          {mode === 'whole' ? (
            <Select
              aria-label="中标供应商"
              placeholder="选择整单中标供应商"
              style={{ width: 240 }}
              options={suppliers}
              value={supplierId}
              onChange={setSupplierId}
            />
          ) : null}
        </Space>
      ) : null}
      {c.items.map((item) => (
        <section key={item.id} className="bid-section" data-testid={`award-item-${item.id}`}>
          <h3 className="bid-section__title">
            {item.name}
            <span className="bid-muted">
              {' '}
              {item.spec} · {item.quantity} {item.unit}
              {item.ceilingPrice !== null ? ` · 最高限价 ${formatFen(item.ceilingPrice)}` : ''}
            </span>
          </h3>
          <Table<BidCompareBid>
            rowKey="bidId"
            size="small"
            pagination={false}
            dataSource={item.bids}
            locale={{ emptyText: '该商品无有效报价' }}
            rowSelection={
              awarding && mode === 'items'
                ? {
                    type: 'radio',
                    selectedRowKeys: choice[item.id] ? [choice[item.id]!] : [],
                    onChange: (keys) => setChoice((ch) => ({ ...ch, [item.id]: String(keys[0]) })),
                    columnTitle: '中标',
                    columnWidth: 56,
                  }
                : undefined
            }
            columns={[
              { title: '排名', dataIndex: 'rank', width: 60 },
              {
                title: '供应商',
                key: 's',
                render: (_, b) => (
                  <>
                    {b.supplierName}
                    {b.lowest ? (
                      <Tag color="green" style={{ marginLeft: 6 }}>
                        最低价
                      </Tag>
                    ) : null}
                    {b.overCeiling ? <Tag color="orange">超限价</Tag> : null}
                    {isAwarded(item, b) ? (
                      <Tag color="red" style={{ marginLeft: 6 }}>
                        中标
                      </Tag>
                    ) : null}
                  </>
                ),
              },
              {
                title: '单价',
                key: 'p',
                width: 110,
                render: (_, b) => (
                  <span className={b.lowest ? 'bid-lowest' : undefined}>{formatFen(b.price)}</span>
                ),
              },
              { title: '运费', key: 'f', width: 100, render: (_, b) => formatFen(b.freight) },
              { title: '含运费总价', key: 't', width: 130, render: (_, b) => formatFen(b.totalWithFreight) },
              { title: '交货天数', key: 'd', width: 80, render: (_, b) => `${b.deliveryDays} 天` },
              {
                title: '品牌/型号',
                key: 'bm',
                render: (_, b) => [b.brand, b.model].filter(Boolean).join(' / ') || '—',
              },
              { title: '准时交货率', key: 'on', width: 100, render: (_, b) => rateText(b.onTimeRate) },
              { title: '退款率', key: 'rf', width: 90, render: (_, b) => rateText(b.refundRate) },
            ]}
          />
        </section>
      ))}
      {awarding ? (
        <>
          {anyBid ? (
            <Input.TextArea
              rows={2}
              maxLength={500}
              style={{ marginTop: 16 }}
              aria-label="定标理由"
              placeholder={reasonRequired ? '未选择最低报价，请填写定标理由（必填）' : '定标理由（选填）'}
              status={reasonRequired && reason.trim() === '' ? 'warning' : undefined}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          ) : (
            <Alert type="warning" showIcon title="没有有效报价，只能流标" style={{ marginTop: 12 }} />
          )}
          {total !== null ? (
            <div className="bid-award-total" data-testid="award-total">
              本次定标合计（含运费）：<b>{formatFen(total)}</b>
            </div>
          ) : null}
          <div className="bid-actions">
            <FailButton id={c.eventId} primary={!anyBid} />
            {anyBid ? (
              <Button
                type="primary"
                disabled={!ready}
                loading={award.isPending}
                onClick={() => void submit().catch(() => undefined)}
              >
                确认定标
              </Button>
            ) : null}
          </div>
        </>
      ) : (
        <div className="bid-actions">
          <span className="bid-muted">当前状态：{c.statusText}，不在定标中。</span>
          {detailLink}
        </div>
      )}
    </>
  );
}
