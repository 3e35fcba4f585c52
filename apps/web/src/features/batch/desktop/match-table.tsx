import { useMemo, useState } from 'react';
import { Button, InputNumber, Segmented, Select, Table, Tag, Tooltip, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import {
  BATCH_LINE_STATUS_LABELS,
  BATCH_MATCHED_BY_LABELS,
  type BatchCandidate,
  type BatchLineResult,
} from '@pm/contract/batch';
import { checkQuantity } from '@pm/contract/batch-lines';
import { formatFen } from '@pm/contract/format';
import type { GoodsCard } from '@pm/contract/goods';
import { QUANTITY_MAX, quantityHint } from '@pm/contract/quantity';
import { pickState, repick, type LinePick, type Picks } from '../model/picks';

type Filter = 'all' | 'attention' | 'unmatched' | 'chosen';

/** A server message about the proposed goods' MOQ or order multiple (checkQuantity's wording). */
const QUANTITY_RULE = /^数量 \d+ (起订量为|须按)/;

const STATUS_COLORS: Record<BatchLineResult['status'], string> = {
  matched: 'success',
  candidates: 'warning',
  unmatched: 'error',
  empty: 'default',
};

function confidenceColor(c: number): string {
  return c >= 90 ? 'green' : c >= 70 ? 'gold' : 'default';
}

/** What the buyer wrote on the line, compactly. */
function Wanted({ line, onEdit }: { line: BatchLineResult; onEdit: () => void }) {
  const i = line.input;
  const title = i.name || i.code || i.model || '（空行）';
  const details = [
    i.code && title !== i.code && `编码 ${i.code}`,
    i.brand && `品牌 ${i.brand}`,
    i.model && title !== i.model && `型号 ${i.model}`,
    i.unit && `单位 ${i.unit}`,
  ].filter(Boolean);
  return (
    <div className="pm-batch-wanted">
      <div className="pm-batch-wanted__name">{title}</div>
      {details.length > 0 && <div className="pm-batch-wanted__meta">{details.join(' · ')}</div>}
      <Button size="small" type="link" icon={<EditOutlined />} onClick={onEdit}>
        修改后重新匹配
      </Button>
    </div>
  );
}

function CandidateOption({ card, c }: { card: GoodsCard; c: BatchCandidate }) {
  return (
    <div className="pm-batch-option">
      <div className="pm-batch-option__name">{card.name}</div>
      <div className="pm-batch-option__meta">
        {card.skuCode} · {card.supplierName} · {formatFen(card.price)}
        {card.agreement ? '（协议价）' : ''} · 可信度 {c.confidence}%
      </div>
    </div>
  );
}

/** The matched goods of a line: the proposal, or another candidate the buyer picks. */
function GoodsPicker({
  line,
  pick,
  cards,
  onPick,
}: {
  line: BatchLineResult;
  pick: LinePick;
  cards: ReadonlyMap<string, GoodsCard>;
  onPick: (card: GoodsCard) => void;
}) {
  const options = line.candidates
    .map((c) => ({ c, card: cards.get(c.goodsId) }))
    .filter((o): o is { c: BatchCandidate; card: GoodsCard } => o.card !== undefined);
  if (options.length === 0) {
    return <Typography.Text type="secondary">{line.status === 'empty' ? '—' : '未找到商品'}</Typography.Text>;
  }
  const current = line.candidates.find((c) => c.goodsId === pick.goodsId);
  return (
    <div className="pm-batch-picker">
      <Select
        aria-label={`第 ${line.row ?? line.index + 1} 行的商品`}
        className="pm-batch-picker__select"
        value={pick.goodsId ?? undefined}
        placeholder="请选择商品"
        popupMatchSelectWidth={480}
        onChange={(id: string) => {
          const card = cards.get(id);
          if (card) onPick(card);
        }}
        options={options.map(({ c, card }) => ({ value: c.goodsId, label: card.name, c, card }))}
        optionRender={(o) => <CandidateOption c={o.data.c} card={o.data.card} />}
      />
      {current && (
        <div className="pm-batch-picker__meta">
          <Tag color={confidenceColor(current.confidence)}>
            {BATCH_MATCHED_BY_LABELS[current.by]} · 可信度 {current.confidence}%
          </Tag>
          {options.length > 1 && <span>{options.length} 个候选</span>}
        </div>
      )}
    </div>
  );
}

function Quantity({
  pick,
  card,
  onChange,
}: {
  pick: LinePick;
  card: GoodsCard | undefined;
  onChange: (num: number | null) => void;
}) {
  const problem =
    card && pick.num !== null
      ? checkQuantity(pick.num, { moq: card.moq, orderMultiple: card.orderMultiple, unit: card.unit })
      : null;
  return (
    <div className="pm-batch-qty">
      <InputNumber
        aria-label="数量"
        min={1}
        max={QUANTITY_MAX}
        precision={0}
        step={card?.orderMultiple ?? 1}
        value={pick.num}
        status={problem || pick.num === null ? 'error' : undefined}
        onChange={(v) => onChange(typeof v === 'number' ? v : null)}
        style={{ width: 96 }}
      />
      {card && <div className="pm-batch-qty__hint">{quantityHint(card)}</div>}
      {problem && (
        <div className="pm-batch-qty__problem">
          {problem.message.replace(/，建议改为 \d+$/, '')}
          <Button size="small" type="link" onClick={() => onChange(problem.suggested)}>
            改为 {problem.suggested}
          </Button>
        </div>
      )}
    </div>
  );
}

export function MatchTable({
  lines,
  cards,
  picks,
  onPick,
  onEdit,
}: {
  lines: readonly BatchLineResult[];
  cards: ReadonlyMap<string, GoodsCard>;
  picks: Picks;
  onPick: (index: number, pick: LinePick) => void;
  onEdit: (line: BatchLineResult) => void;
}) {
  const [filter, setFilter] = useState<Filter>('all');
  const counts = useMemo(() => {
    let attention = 0;
    let unmatched = 0;
    let chosen = 0;
    for (const l of lines) {
      const p = picks[l.index];
      if (l.status === 'unmatched') unmatched++;
      if (p?.chosen) chosen++;
      if (needsAttention(l, p, cards)) attention++;
    }
    return { attention, unmatched, chosen };
  }, [lines, picks, cards]);
  const shown = useMemo(
    () =>
      lines.filter((l) => {
        const p = picks[l.index];
        if (filter === 'attention') return needsAttention(l, p, cards);
        if (filter === 'unmatched') return l.status === 'unmatched';
        if (filter === 'chosen') return p?.chosen === true;
        return true;
      }),
    [lines, picks, cards, filter],
  );

  return (
    <div className="pm-batch-table">
      <Segmented<Filter>
        value={filter}
        onChange={setFilter}
        options={[
          { value: 'all', label: `全部 ${lines.length}` },
          { value: 'attention', label: `待处理 ${counts.attention}` },
          { value: 'unmatched', label: `未匹配 ${counts.unmatched}` },
          { value: 'chosen', label: `已勾选 ${counts.chosen}` },
        ]}
      />
      <Table<BatchLineResult>
        size="middle"
        rowKey="index"
        dataSource={shown}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
        rowSelection={{
          selectedRowKeys: lines.filter((l) => picks[l.index]?.chosen).map((l) => l.index),
          onSelect: (line, selected) => onPick(line.index, { ...picks[line.index]!, chosen: selected }),
          onSelectAll: (selected, _rows, changed) => {
            for (const l of changed) onPick(l.index, { ...picks[l.index]!, chosen: selected });
          },
          getCheckboxProps: (line) => ({
            disabled: !picks[line.index]?.goodsId,
            'aria-label': `勾选第 ${line.row ?? line.index + 1} 行`,
          }),
        }}
        columns={[
          { title: '行', width: 56, render: (_, l) => l.row ?? l.index + 1 },
          { title: '采购需求', width: 220, render: (_, l) => <Wanted line={l} onEdit={() => onEdit(l)} /> },
          {
            title: '匹配商品',
            render: (_, l) => (
              <GoodsPicker
                line={l}
                pick={picks[l.index]!}
                cards={cards}
                onPick={(card) => onPick(l.index, { ...repick(picks[l.index]!, card), chosen: true })}
              />
            ),
          },
          {
            title: '单价',
            width: 110,
            render: (_, l) => {
              const card = picks[l.index]?.goodsId ? cards.get(picks[l.index]!.goodsId!) : undefined;
              return card ? (
                <span className="pm-batch-price">
                  {formatFen(card.price)}
                  {card.agreement && <Tag color="red">协议价</Tag>}
                </span>
              ) : (
                '—'
              );
            },
          },
          {
            title: '数量',
            width: 170,
            render: (_, l) => {
              const pick = picks[l.index]!;
              const card = pick.goodsId ? cards.get(pick.goodsId) : undefined;
              if (!card && l.status === 'empty') return '—';
              return (
                <Quantity pick={pick} card={card} onChange={(num) => onPick(l.index, { ...pick, num })} />
              );
            },
          },
          {
            title: '状态',
            width: 220,
            render: (_, l) => <LineState line={l} pick={picks[l.index]!} cards={cards} />,
          },
        ]}
      />
    </div>
  );
}

function LineState({
  line,
  pick,
  cards,
}: {
  line: BatchLineResult;
  pick: LinePick;
  cards: ReadonlyMap<string, GoodsCard>;
}) {
  // The MOQ and multiple messages are of the proposed goods: another pick is judged under 数量 instead.
  const messages = line.messages.filter((m) => pick.goodsId === line.goodsId || !QUANTITY_RULE.test(m));
  const state = pick.chosen ? pickState(pick, pick.goodsId ? cards.get(pick.goodsId) : undefined) : null;
  return (
    <div className="pm-batch-state">
      <Tag color={STATUS_COLORS[line.status]}>{BATCH_LINE_STATUS_LABELS[line.status]}</Tag>
      {messages.map((m) => (
        <div
          key={m}
          className={line.status === 'unmatched' ? 'pm-batch-state__error' : 'pm-batch-state__note'}
        >
          {m}
        </div>
      ))}
      {state && !state.ok && (
        <Tooltip title="勾选的行须选定商品并填写符合要求的数量">
          <div className="pm-batch-state__error">{state.message}</div>
        </Tooltip>
      )}
    </div>
  );
}

/** A line the buyer should look at: not sure, unmatched, or its pick cannot go to the cart as it is. */
function needsAttention(
  line: BatchLineResult,
  pick: LinePick | undefined,
  cards: ReadonlyMap<string, GoodsCard>,
): boolean {
  if (line.status === 'empty') return false;
  if (line.status !== 'matched') return true;
  if (!pick) return false;
  return !pickState(pick, pick.goodsId ? cards.get(pick.goodsId) : undefined).ok;
}
