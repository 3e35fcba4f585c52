import { useState } from 'react';
import { Button, Checkbox, Dialog, DotLoading, Input, Stepper } from 'antd-mobile';
import '@/ui/mobile/react19-render';
import { Link } from 'react-router';
import { formatFen } from '@pm/contract/format';
import type { PlanDetail, PlanLine, PlanOrdered } from '@pm/contract/purchasing-plan';
import { EmptyState } from '@/ui/mobile/empty-state';
import { QueryError } from '@/ui/mobile/query-error';
import { Sheet } from '@/ui/mobile/sheet';
import { addPlanLinesToCart } from '../api/plan-add-to-cart';
import { usePlanDetail } from '../api/plan-detail';
import { savePlanItems } from '../api/plan-items-save';
import { removePlanItems } from '../api/plan-items-remove';
import { usePlanLog } from '../api/plan-log';
import { orderPlanLines } from '../api/plan-order';
import { movePlan } from '../api/plan-transition';
import { lineInputOf } from '../model/plan-form';
import {
  budgetView,
  canOrder,
  lineOrderProblem,
  lineProgress,
  linesEditable,
  orderableLines,
  orderEstimate,
  orderLinesOf,
  periodLabel,
  planMoves,
  progressText,
  type PlanMove,
} from '../model/plan-view';
import { PlanLineSheet, type MobileSearchGoods } from './plan-line-sheet';
import { MobileBar, PlanStatusBadge } from './plan-status-badge';
import '@/ui/mobile/mobile-parts.css';
import './plan-mobile.css';

/** A delivery address as the phone's order sheet offers it (the page reads the buyer's addresses). */
export interface MobileAddressOption {
  id: string;
  label: string;
  isDefault: boolean;
}

function visitKey(): string {
  const id =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 14)}`;
  return `plan-${id}`;
}

function LineRow({
  line,
  checkable,
  checked,
  onCheck,
  onRemove,
}: {
  line: PlanLine;
  checkable: boolean;
  checked: boolean;
  onCheck: (on: boolean) => void;
  onRemove?: () => void;
}) {
  const p = lineProgress(line);
  return (
    <div className="mp-line">
      {checkable ? <Checkbox checked={checked} onChange={onCheck} aria-label={`选择${line.name}`} /> : null}
      <div className="mp-line__body">
        <div className="mp-line__name">
          {line.name}
          {line.goodsId === null ? <span className="mp-tag">自由填写</span> : null}
        </div>
        <div className="pm-muted">
          {[line.spec, `${formatFen(line.estimatedPrice)}/${line.unit}`].filter(Boolean).join(' · ')}
        </div>
        <MobileBar
          label={`已下单 ${p.ordered}%，已收货 ${p.received}%`}
          segments={[
            { percent: p.received, tone: 'received' },
            { percent: p.ordered - p.received, tone: 'ordered' },
          ]}
        />
        <div className="mp-line__nums">
          <span>
            计划<b>{line.plannedQuantity}</b>
          </span>
          <span>
            已下单<b>{line.orderedQuantity}</b>
          </span>
          <span>
            已收货<b>{line.receivedQuantity}</b>
          </span>
          <span>
            待采购<b>{line.pendingQuantity}</b>
          </span>
        </div>
      </div>
      {onRemove ? (
        <button type="button" className="pm-link pm-link--danger" onClick={onRemove}>
          删除
        </button>
      ) : null}
    </div>
  );
}

function OrderSheet({
  plan,
  chosen,
  addresses,
  onClose,
  onOrdered,
}: {
  plan: PlanDetail;
  chosen: string[];
  addresses: MobileAddressOption[] | undefined;
  onClose: () => void;
  onOrdered: (r: PlanOrdered) => void;
}) {
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [addressId, setAddressId] = useState<string | null>(null);
  const [remarks, setRemarks] = useState('');
  const [busy, setBusy] = useState(false);
  const address = addressId ?? addresses?.find((a) => a.isDefault)?.id ?? addresses?.[0]?.id ?? null;
  const lines = orderLinesOf(plan, chosen, quantities);
  const text = JSON.stringify([lines, address, remarks.trim()]);
  const [keyed, setKeyed] = useState(() => ({ text, key: visitKey() }));
  if (keyed.text !== text) setKeyed({ text, key: visitKey() });

  const submit = async () => {
    if (!address || lines.length === 0) return;
    setBusy(true);
    try {
      onOrdered(
        await orderPlanLines({
          body: { billId: plan.id, lines, addressId: address, remarks: remarks.trim() },
          key: keyed.key,
        }),
      );
    } catch {
      // toasted (past the budget: the server's message)
    } finally {
      setBusy(false);
    }
  };

  return (
    <Sheet visible title="按计划下单" onClose={onClose} tall>
      <div className="mp-sheet">
        {orderableLines(plan)
          .filter((l) => chosen.includes(l.id))
          .map((l) => (
            <div key={l.id} className="mp-goods-pick">
              <span>
                {l.name}
                <span className="pm-muted"> 待采购 {l.pendingQuantity}</span>
              </span>
              <Stepper
                min={1}
                max={l.pendingQuantity}
                digits={0}
                value={quantities[l.id] ?? l.pendingQuantity}
                onChange={(v) => setQuantities((q) => ({ ...q, [l.id]: v }))}
                aria-label={`${l.name}下单数量`}
              />
            </div>
          ))}
        <h3 className="mp-section__title" style={{ marginTop: 12 }}>
          收货地址
        </h3>
        {addresses && addresses.length === 0 ? (
          <p className="pm-muted">请先在「地址管理」中添加收货地址</p>
        ) : null}
        {(addresses ?? []).map((a) => (
          <button
            key={a.id}
            type="button"
            className="mp-row-action"
            aria-pressed={a.id === address}
            onClick={() => setAddressId(a.id)}
          >
            <span>{a.label}</span>
            <span className={a.id === address ? 'pm-check pm-check--on' : 'pm-check'} aria-hidden="true" />
          </button>
        ))}
        <Input
          value={remarks}
          maxLength={200}
          placeholder={`订单备注（默认：采购计划 ${plan.code}）`}
          onChange={setRemarks}
          style={{ margin: '12px 0' }}
        />
        <p className="pm-muted">
          预估 {formatFen(orderEstimate(plan, lines))}，按下单时的商品价格与运费结算；预算剩余{' '}
          {formatFen(plan.budgetRemaining)}，超出预算不能提交。
        </p>
      </div>
      <div className="pm-bottom-bar">
        <Button
          block
          color="danger"
          shape="rounded"
          loading={busy}
          disabled={!address || lines.length === 0}
          onClick={() => void submit()}
        >
          提交订单
        </Button>
      </div>
    </Sheet>
  );
}

function PlanLog({ billId }: { billId: string }) {
  const q = usePlanLog({ billId, page: 1, limit: 10 });
  if (!q.data) return null;
  return (
    <section className="mp-section" aria-labelledby="mp-plan-log">
      <h2 className="mp-section__title" id="mp-plan-log">
        变更记录
      </h2>
      {q.data.records.length === 0 ? <p className="pm-muted">暂无变更记录</p> : null}
      {q.data.records.map((e) => (
        <div key={e.id} className="mp-log">
          <b>{e.action}</b> · {e.actorName} · {e.createdAt.slice(0, 16).replace('T', ' ')}
          <div>{e.detail}</div>
        </div>
      ))}
    </section>
  );
}

function Detail({
  plan,
  searchGoods,
  addresses,
  ordersHref,
}: {
  plan: PlanDetail;
  searchGoods: MobileSearchGoods;
  addresses: MobileAddressOption[] | undefined;
  ordersHref: string;
}) {
  const [chosen, setChosen] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const [ordering, setOrdering] = useState(false);
  const [ordered, setOrdered] = useState<PlanOrdered | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const b = budgetView(plan);
  const editable = linesEditable(plan.status);
  const orderable = new Set(orderableLines(plan).map((l) => l.id));
  const picked = chosen.filter((id) => orderable.has(id));

  const run = async (m: PlanMove) => {
    if (
      m.confirm &&
      !(await Dialog.confirm({ content: m.confirm, confirmText: m.label, cancelText: '取消' }))
    )
      return;
    setBusy(m.action);
    try {
      await movePlan({ id: plan.id, action: m.action });
    } catch {
      // toasted
    } finally {
      setBusy(null);
    }
  };

  const remove = async (line: PlanLine) => {
    if (
      !(await Dialog.confirm({
        content: `删除明细「${line.name}」？`,
        confirmText: '删除',
        cancelText: '取消',
      }))
    )
      return;
    await removePlanItems({ billId: plan.id, ids: [line.id] }).catch(() => undefined);
  };

  const toCart = async () => {
    setBusy('cart');
    try {
      await addPlanLinesToCart({ billId: plan.id, lines: picked.map((id) => ({ id })) });
      setChosen([]);
    } catch {
      // toasted
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="mp-detail">
      <section className="mp-section">
        <div className="mp-card__head">
          <h2 className="mp-card__name">{plan.name}</h2>
          <PlanStatusBadge status={plan.status} />
        </div>
        <div className="mp-card__meta">
          {plan.code} · {periodLabel(plan.periodType, plan.period)}
        </div>
        <div className="mp-card__meta">
          {plan.departmentName || '未指定部门'} · 负责人 {plan.ownerName}
        </div>
        {plan.remarks ? <div className="mp-card__meta">备注：{plan.remarks}</div> : null}
        <div className="mp-figures">
          <span>
            执行进度 <b>{progressText(plan.progress)}</b>
          </span>
          <span>计划金额 {formatFen(plan.plannedAmount)}</span>
        </div>
        <MobileBar
          segments={[{ percent: Math.round(plan.progress), tone: 'ordered' }]}
          label={`执行进度 ${progressText(plan.progress)}`}
        />
        <div className="mp-figures">
          <span>
            预算已用 <b>{formatFen(b.used)}</b>
          </span>
          <span>
            剩余 <b className={b.exhausted ? 'pm-money' : undefined}>{formatFen(b.remaining)}</b> /{' '}
            {formatFen(b.budget)}
          </span>
        </div>
        <MobileBar
          segments={[{ percent: b.usedPercent, tone: b.exhausted ? 'over' : 'budget' }]}
          label={`预算已用 ${b.usedPercent}%`}
        />
        {plan.status === 'paused' ? <p className="pm-muted">计划已暂停，恢复执行后才能下单</p> : null}
        <div className="mp-moves">
          {planMoves(plan).map((m) => (
            <Button
              key={m.action}
              size="small"
              color={m.action === 'start' || m.action === 'resume' ? 'danger' : 'default'}
              fill={m.action === 'start' || m.action === 'resume' ? 'solid' : 'outline'}
              loading={busy === m.action}
              onClick={() => void run(m)}
            >
              {m.label}
            </Button>
          ))}
        </div>
      </section>

      {ordered ? (
        <section className="mp-section" role="status">
          已下单 {ordered.orderNos.join('、')}，金额{' '}
          <span className="pm-money">{formatFen(ordered.amount)}</span>。
          <Link to={ordersHref} className="pm-link">
            查看订单
          </Link>
        </section>
      ) : null}

      <section className="mp-section" aria-labelledby="mp-plan-lines">
        <h2 className="mp-section__title" id="mp-plan-lines">
          计划明细（{plan.lines.length}）
          {editable ? (
            <Button size="mini" color="danger" fill="outline" onClick={() => setAdding(true)}>
              添加明细
            </Button>
          ) : null}
        </h2>
        {plan.lines.length === 0 ? <p className="pm-muted">还没有明细</p> : null}
        {plan.lines.map((l) => (
          <LineRow
            key={l.id}
            line={l}
            checkable={canOrder(plan.status) && lineOrderProblem(l) === null}
            checked={chosen.includes(l.id)}
            onCheck={(on) => setChosen((c) => (on ? [...c, l.id] : c.filter((id) => id !== l.id)))}
            onRemove={editable && l.orderedQuantity === 0 ? () => void remove(l) : undefined}
          />
        ))}
      </section>

      <PlanLog billId={plan.id} />

      {canOrder(plan.status) ? (
        <>
          <div className="pm-fixed-bar-space" />
          <div className="pm-fixed-bar">
            <span className="pm-muted" style={{ flex: 1 }}>
              已选 {picked.length} 条
            </span>
            <Button
              size="small"
              shape="rounded"
              disabled={picked.length === 0}
              loading={busy === 'cart'}
              onClick={() => void toCart()}
            >
              加入购物车
            </Button>
            <Button
              size="small"
              color="danger"
              shape="rounded"
              disabled={picked.length === 0}
              onClick={() => setOrdering(true)}
            >
              下单
            </Button>
          </div>
        </>
      ) : null}

      <PlanLineSheet
        visible={adding}
        searchGoods={searchGoods}
        onClose={() => setAdding(false)}
        onAdd={async (line) => {
          const checked = lineInputOf(line);
          if (!checked.ok) return;
          await savePlanItems({ billId: plan.id, lines: [checked.value] })
            .then(() => setAdding(false))
            .catch(() => undefined);
        }}
      />
      {ordering ? (
        <OrderSheet
          plan={plan}
          chosen={picked}
          addresses={addresses}
          onClose={() => setOrdering(false)}
          onOrdered={(r) => {
            setOrdering(false);
            setOrdered(r);
            setChosen([]);
          }}
        />
      ) : null}
    </div>
  );
}

/**
 * 计划详情 on a phone: the plan with its progress and budget, the moves it allows (pause, resume …), the
 * lines with progress bars (add, remove; choose lines of an executing plan to order or put in the cart),
 * and the change log.
 */
export function PlanDetailScreen({
  id,
  searchGoods,
  addresses,
  ordersHref,
}: {
  id: string;
  searchGoods: MobileSearchGoods;
  addresses: MobileAddressOption[] | undefined;
  /** Where 查看订单 leads. */
  ordersHref: string;
}) {
  const q = usePlanDetail(id);
  if (q.isPending) {
    return (
      <div className="pm-loading" aria-busy="true">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (q.isError) return <QueryError error={q.error} onRetry={() => void q.refetch()} />;
  if (!q.data) return <EmptyState fullPage title="采购计划不存在" />;
  return <Detail plan={q.data} searchGoods={searchGoods} addresses={addresses} ordersHref={ordersHref} />;
}
