import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Descriptions, Input, InputNumber, Select, Space, Tag } from 'antd';
import { Link } from 'react-router';
import {
  BID_VISIBILITY_LABELS,
  type BidEventDetail,
  type BidPlaced,
  type BidLineInput,
  type MyBidLine,
  type MyBids,
} from '@pm/contract/bidding';
import { formatFen } from '@pm/contract/format';
import { notify } from '@/lib/notify';
import { usePlaceBids } from '../api/bid-place';
import { MAX_PRICE_YUAN, fenToYuan, priceText, yuanToFen } from '../model/bid-money';
import { standingLines } from '../model/bid-standing';
import { latestState } from '../model/bid-state';
import type { BidLive } from '../use-bid-live';
import { useRefreshAtBoundary } from '../use-refresh-at';
import { BidCountdown } from './bid-countdown';
import { ChallengeButton } from './bid-results';
import { BidStatusTag } from './bid-status-tag';
import { timeText } from './time-text';
import './bidding.css';

interface Draft {
  price: number | null;
  freight: number | null;
  deliveryDays: number | null;
  brand: string;
  model: string;
  validDays: number | null;
  remarks: string;
  offeredGoodsId: string | null;
}

/** The supplier's own goods on sale for a keyword (an award of the item becomes an order of them). */
export type SearchOwnGoods = (keyword: string) => Promise<{ id: string; label: string }[]>;

const EMPTY: Draft = {
  price: null,
  freight: null,
  deliveryDays: null,
  brand: '',
  model: '',
  validDays: 30,
  remarks: '',
  offeredGoodsId: null,
};

/**
 * A new draft of an item: the terms of the supplier's last bid on it (freight, delivery days, brand, model,
 * validity, remarks), so a lower price is all a re-bid needs; the price itself is always typed anew.
 */
export function draftFrom(last: MyBidLine | undefined): Draft {
  if (!last) return EMPTY;
  return {
    ...EMPTY,
    freight: last.freight > 0 ? fenToYuan(last.freight) : null,
    deliveryDays: last.deliveryDays,
    brand: last.brand,
    model: last.model,
    validDays: last.validDays,
    remarks: last.remarks,
  };
}

/** A field of a bid line with its name above it (the placeholder goes once a value is typed). */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="bid-field">
      <span className="bid-field__label">{label}</span>
      {children}
    </div>
  );
}

/** The lines to send: items with a price; a message when one of them is incomplete. */
export function linesOf(
  drafts: Record<string, Draft>,
  names: Record<string, string>,
): { lines: BidLineInput[]; problem: string | null } {
  const lines: BidLineInput[] = [];
  for (const [itemId, d] of Object.entries(drafts)) {
    if (d.price === null) continue;
    const price = yuanToFen(d.price);
    if (price === null || price <= 0) return { lines: [], problem: `「${names[itemId]}」的报价须大于 0` };
    if (d.deliveryDays === null) return { lines: [], problem: `请填写「${names[itemId]}」的交货天数` };
    lines.push({
      itemId,
      price,
      freight: yuanToFen(d.freight ?? 0) ?? 0,
      deliveryDays: d.deliveryDays,
      brand: d.brand.trim(),
      model: d.model.trim(),
      validDays: d.validDays ?? 30,
      remarks: d.remarks.trim(),
      ...(d.offeredGoodsId ? { offeredGoodsId: d.offeredGoodsId } : {}),
    });
  }
  if (lines.length === 0) return { lines, problem: '请至少填写一项商品的报价' };
  return { lines, problem: null };
}

function MyStanding({ line, d }: { line: MyBidLine | undefined; d: BidEventDetail }) {
  if (!line) return <span className="bid-muted">尚未报价</span>;
  return (
    <Space size="large" wrap>
      <span>
        我的报价：<b data-testid="my-price">{formatFen(line.price)}</b>
      </span>
      {line.rank !== null ? (
        <span>
          当前排名：<b data-testid="my-rank">第 {line.rank} 名</b>
        </span>
      ) : null}
      {line.bestPrice !== null ? (
        <span>
          当前最低价：<b data-testid="best-price">{formatFen(line.bestPrice)}</b>
        </span>
      ) : null}
      {line.bidCount !== null ? <span>报价次数：{line.bidCount}</span> : null}
      {line.overCeiling ? <Tag color="orange">高于最高限价</Tag> : null}
      {d.format === 'sealed' && d.status === 'running' ? (
        <span className="bid-muted">密封报价：截止前不公开排名与价格，可在截止前修改</span>
      ) : null}
      <span className="bid-muted">报价时间 {timeText(line.bidAt, true)}</span>
    </Space>
  );
}

function OfferedGoods({
  itemName,
  value,
  onChange,
  search,
}: {
  itemName: string;
  value: string | null;
  onChange: (id: string | null) => void;
  search: SearchOwnGoods;
}) {
  const [options, setOptions] = useState<{ id: string; label: string }[]>([]);
  const run = (k: string) => {
    if (k.trim()) void search(k.trim()).then(setOptions, () => undefined);
  };
  return (
    <Select
      showSearch
      allowClear
      aria-label={`${itemName} 交付商品`}
      placeholder="搜索本单位在售商品"
      style={{ width: 220 }}
      filterOption={false}
      onSearch={run}
      onFocus={() => options.length === 0 && run(itemName)}
      notFoundContent="输入关键词搜索本单位在售商品"
      value={value}
      options={options.map((o) => ({ value: o.id, label: o.label }))}
      onChange={(v: string | undefined) => onChange(v ?? null)}
    />
  );
}

/**
 * 参与竞价: per item the supplier's price (yuan, sent in fen), freight, delivery days, brand, model,
 * validity and remarks; its bids and, as the format allows, its rank and the best price: from its bid's
 * answer at once, kept live by the server's stream (the newest log position wins: model/bid-standing.ts);
 * the countdown follows the server's clock and shows an extension at once.
 */
export function BidJoin({
  d,
  mine,
  live,
  searchOwnGoods,
}: {
  d: BidEventDetail;
  mine: MyBids | undefined;
  live: BidLive;
  searchOwnGoods: SearchOwnGoods;
}) {
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const place = usePlaceBids();
  // The answer of the last bid: its ranks show at once; newer reads and changes take over (by seq).
  const [placed, setPlaced] = useState<BidPlaced | null>(null);
  const byItem = standingLines(d.id, mine, placed, live.items);
  const answered =
    placed && placed.eventId === d.id
      ? { serverTime: placed.serverTime, status: 'running' as const, endAt: placed.endAt }
      : null;
  const state = latestState(d, mine, live.last, answered)!;
  const { status, endAt, extensions } = state;
  const running = status === 'running' && d.canBid;
  useRefreshAtBoundary(status, d.startAt, endAt);
  const names = Object.fromEntries(d.items.map((i) => [i.id, i.name]));
  const set = (itemId: string, patch: Partial<Draft>) =>
    setDrafts((all) => ({
      ...all,
      [itemId]: { ...(all[itemId] ?? draftFrom(byItem.get(itemId))), ...patch },
    }));
  const awarded = d.items.some((i) => i.awardedPrice !== null);
  const bidAny = d.items.some((i) => byItem.has(i.id));

  const submit = async () => {
    const { lines, problem } = linesOf(drafts, names);
    if (problem) {
      notify(problem, 'error');
      return;
    }
    const answer = await place.mutateAsync({ eventId: d.id, lines });
    setPlaced(answer);
    setDrafts({});
    if (answer.extended) notify(`报价触发延时，截止时间延长至 ${timeText(answer.endAt, true)}`, 'info');
  };

  return (
    <>
      <div className="bid-live" data-testid="bid-live">
        <Space size="large" wrap>
          <BidStatusTag status={status} />
          <span className="bid-live__big">
            <BidCountdown status={status} startAt={d.startAt} endAt={endAt} />
          </span>
          <span>
            截止时间：<span data-testid="bid-end-at">{timeText(endAt, true)}</span>
          </span>
          {extensions > 0 ? <Tag color="orange">已延时 {extensions} 次</Tag> : null}
          {status === 'pending' || status === 'running' ? (
            <span className="bid-muted">{live.connected ? '实时更新中' : '正在连接实时更新…'}</span>
          ) : null}
        </Space>
      </div>
      <Descriptions size="small" column={3} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="竞价方式">{d.formatText}</Descriptions.Item>
        {d.format === 'live' ? (
          <>
            <Descriptions.Item label="降价幅度">
              {d.rules.decrementKind === 'amount'
                ? formatFen(d.rules.decrementValue)
                : `${(d.rules.decrementValue / 100).toFixed(2)}%`}
            </Descriptions.Item>
            <Descriptions.Item label="可见范围">
              {BID_VISIBILITY_LABELS[d.rules.visibility]}
            </Descriptions.Item>
          </>
        ) : (
          <Descriptions.Item label="说明">
            每项商品一次报价，截止前可修改，截止前任何人不可见
          </Descriptions.Item>
        )}
      </Descriptions>
      {!d.canBid && status === 'running' ? (
        <Alert type="info" showIcon title="贵司不能参与本场竞价" style={{ marginBottom: 12 }} />
      ) : null}
      {status === 'pending' ? (
        <Alert type="info" showIcon title="竞价尚未开始，开始后可报价" style={{ marginBottom: 12 }} />
      ) : null}
      {status === 'publicity' && bidAny ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={`定标结果公示中${d.publicityEndsAt ? `（至 ${timeText(d.publicityEndsAt)}）` : ''}，对结果有异议可提出质疑`}
          action={<ChallengeButton eventId={d.id} />}
        />
      ) : null}
      {status === 'awarding' || status === 'closed' ? (
        <Alert type="info" showIcon title="竞价已截止，等待采购单位定标" style={{ marginBottom: 12 }} />
      ) : null}
      {status === 'failed' ? (
        <Alert
          type="warning"
          showIcon
          title={`本场竞价已流标${d.failReason ? `：${d.failReason}` : ''}`}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {d.items.map((item, n) => {
        const last = byItem.get(item.id);
        const draft = drafts[item.id] ?? draftFrom(last);
        return (
          <Card
            key={item.id}
            size="small"
            className="bid-section"
            data-testid={`bid-item-${n + 1}`}
            title={
              <Space>
                <Link to={`/shop/bid/info/${d.id}/${item.id}`}>{item.name}</Link>
                <span className="bid-muted">
                  {item.spec} · {item.quantity} {item.unit}
                </span>
              </Space>
            }
          >
            <MyStanding line={last} d={d} />
            {awarded ? (
              <div style={{ marginTop: 8 }} data-testid="bid-award-line">
                {item.awardedPrice !== null ? (
                  <Space size="large" wrap>
                    <span>
                      中标供应商：<b>{item.awardedSupplierName}</b>
                    </span>
                    <span>
                      中标单价：<b>{priceText(item.awardedPrice)}</b>
                    </span>
                  </Space>
                ) : (
                  <Tag>本项未定标</Tag>
                )}
              </div>
            ) : null}
            {running ? (
              <Space wrap align="end" style={{ marginTop: 12 }}>
                <Field label="单价（元）">
                  <InputNumber<number>
                    aria-label={`${item.name} 报价单价（元）`}
                    placeholder={last ? `上次 ${formatFen(last.price)}` : '单价（元）'}
                    min={0.01}
                    max={MAX_PRICE_YUAN}
                    precision={2}
                    style={{ width: 140 }}
                    value={draft.price}
                    onChange={(v) => set(item.id, { price: v })}
                  />
                </Field>
                <Field label="运费（元）">
                  <InputNumber<number>
                    aria-label={`${item.name} 运费（元）`}
                    placeholder="运费（元）"
                    min={0}
                    max={MAX_PRICE_YUAN}
                    precision={2}
                    style={{ width: 120 }}
                    value={draft.freight}
                    onChange={(v) => set(item.id, { freight: v })}
                  />
                </Field>
                <Field label="交货天数">
                  <InputNumber<number>
                    aria-label={`${item.name} 交货天数`}
                    placeholder="交货天数"
                    min={1}
                    max={3650}
                    precision={0}
                    style={{ width: 110 }}
                    value={draft.deliveryDays}
                    onChange={(v) => set(item.id, { deliveryDays: v })}
                  />
                </Field>
                <Field label="品牌">
                  <Input
                    aria-label={`${item.name} 品牌`}
                    placeholder="品牌"
                    maxLength={50}
                    style={{ width: 100 }}
                    value={draft.brand}
                    onChange={(e) => set(item.id, { brand: e.target.value })}
                  />
                </Field>
                <Field label="型号">
                  <Input
                    aria-label={`${item.name} 型号`}
                    placeholder="型号"
                    maxLength={100}
                    style={{ width: 110 }}
                    value={draft.model}
                    onChange={(e) => set(item.id, { model: e.target.value })}
                  />
                </Field>
                <Field label="有效期">
                  <InputNumber<number>
                    aria-label={`${item.name} 报价有效期（天）`}
                    placeholder="有效期（天）"
                    min={1}
                    max={365}
                    precision={0}
                    style={{ width: 120 }}
                    suffix="天"
                    value={draft.validDays}
                    onChange={(v) => set(item.id, { validDays: v })}
                  />
                </Field>
                <Field label="交付商品（选填）">
                  <OfferedGoods
                    itemName={item.name}
                    value={draft.offeredGoodsId}
                    onChange={(v) => set(item.id, { offeredGoodsId: v })}
                    search={searchOwnGoods}
                  />
                </Field>
                <Field label="备注">
                  <Input
                    aria-label={`${item.name} 备注`}
                    placeholder="备注"
                    maxLength={500}
                    style={{ width: 150 }}
                    value={draft.remarks}
                    onChange={(e) => set(item.id, { remarks: e.target.value })}
                  />
                </Field>
              </Space>
            ) : null}
          </Card>
        );
      })}
      {running ? (
        <div className="bid-actions">
          <Button
            type="primary"
            size="large"
            loading={place.isPending}
            onClick={() => void submit().catch(() => undefined)}
          >
            提交报价
          </Button>
        </div>
      ) : null}
      {d.format === 'live' && running ? (
        <p className="bid-muted">
          新报价须比本方上次报价至少低一个降价幅度；截止前{d.rules.snipeWindowMinutes}
          分钟内改变前{d.rules.snipeTopRanks}名的报价会延长截止时间。单价为每单位价格，以元填写。
        </p>
      ) : null}
    </>
  );
}
