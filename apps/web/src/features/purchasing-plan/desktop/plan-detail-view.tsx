import { useState, type ReactNode } from 'react';
import { Alert, Button, Modal, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { formatFen } from '@pm/contract/format';
import type { PlanDetail, PlanLine, PlanOrdered } from '@pm/contract/purchasing-plan';
import { addPlanLinesToCart } from '../api/plan-add-to-cart';
import { movePlan } from '../api/plan-transition';
import { removePlanItems } from '../api/plan-items-remove';
import { removePlans } from '../api/plan-remove';
import {
  budgetView,
  canOrder,
  lineOrderProblem,
  lineProgress,
  linesEditable,
  orderableLines,
  periodLabel,
  planMoves,
  planTotals,
  progressText,
  type PlanMove,
} from '../model/plan-view';
import { PlanBar } from './plan-bar';
import { PlanFormModal } from './plan-form-modal';
import { AddLineModal, EditLineModal, type SearchGoods } from './plan-line-modal';
import { PlanLogTable } from './plan-log-table';
import { PlanOrderModal, type AddressOption } from './plan-order-modal';
import { PlanProgressChart } from './plan-progress-chart';
import { PlanStatusTag } from './plan-status-tag';
import './plan.css';

/** A line's four figures, each a column of quantity and amount (PlanLine's `<key>Quantity`, `<key>Amount`). */
const FIGURE_COLUMNS = [
  ['计划', 'planned'],
  ['已下单', 'ordered'],
  ['已收货', 'received'],
  ['待采购', 'pending'],
] as const;

function Figure({
  label,
  value,
  sub,
  over,
}: {
  label: string;
  value: string;
  sub?: ReactNode;
  over?: boolean;
}) {
  return (
    <div className="plan-figure">
      <div className="plan-figure__label">{label}</div>
      <div className={over ? 'plan-figure__value is-over' : 'plan-figure__value'}>{value}</div>
      {sub}
    </div>
  );
}

function Moves({ plan, onRemoved, onEdit }: { plan: PlanDetail; onRemoved: () => void; onEdit: () => void }) {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (m: PlanMove) => {
    setBusy(m.action);
    try {
      await movePlan({ id: plan.id, action: m.action });
    } catch {
      // toasted
    } finally {
      setBusy(null);
    }
  };
  const ask = (m: PlanMove) => {
    if (!m.confirm) return void run(m);
    Modal.confirm({
      title: `${m.label}采购计划`,
      content: m.confirm,
      okText: m.label,
      cancelText: '取消',
      onOk: () => run(m),
    });
  };
  const remove = () =>
    Modal.confirm({
      title: '删除采购计划',
      content: `删除草稿「${plan.name}」？删除后不能恢复。`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        await removePlans([plan.id]);
        onRemoved();
      },
    });
  return (
    <Space wrap>
      {linesEditable(plan.status) ? <Button onClick={onEdit}>修改计划</Button> : null}
      {plan.status === 'draft' ? (
        <Button danger onClick={remove}>
          删除
        </Button>
      ) : null}
      {planMoves(plan).map((m) => (
        <Button
          key={m.action}
          type={m.action === 'start' || m.action === 'resume' ? 'primary' : 'default'}
          danger={m.action === 'close'}
          loading={busy === m.action}
          onClick={() => ask(m)}
        >
          {m.label}
        </Button>
      ))}
    </Space>
  );
}

/**
 * 采购计划详情 on the desktop: the plan's head with the moves it allows, budget used and remaining, a
 * progress chart per line, the lines with planned / ordered / received / pending quantities and amounts
 * (add, change, remove; order the chosen lines of an executing plan), and the change log. `tools` are
 * the page's extra line tools (import, export).
 */
export function PlanDetailView({
  plan,
  now,
  searchGoods,
  addresses,
  tools,
  onRemoved,
  onOrdered,
}: {
  plan: PlanDetail;
  now: Date;
  searchGoods: SearchGoods;
  addresses: AddressOption[] | undefined;
  tools?: ReactNode;
  onRemoved: () => void;
  onOrdered?: (result: PlanOrdered) => void;
}) {
  const [chosen, setChosen] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const [editingPlan, setEditingPlan] = useState(false);
  const [editing, setEditing] = useState<PlanLine | null>(null);
  const [ordering, setOrdering] = useState(false);
  const [ordered, setOrdered] = useState<PlanOrdered | null>(null);
  const [carting, setCarting] = useState(false);
  const editable = linesEditable(plan.status);
  const orderable = new Set(orderableLines(plan).map((l) => l.id));
  const chosenOrderable = chosen.filter((id) => orderable.has(id));
  const b = budgetView(plan);
  const t = planTotals(plan.lines);

  const toCart = async () => {
    setCarting(true);
    try {
      await addPlanLinesToCart({ billId: plan.id, lines: chosenOrderable.map((id) => ({ id })) });
      setChosen([]);
    } catch {
      // toasted
    } finally {
      setCarting(false);
    }
  };

  const removeLines = (ids: string[]) =>
    Modal.confirm({
      title: '删除计划明细',
      content: `删除选中的 ${ids.length} 条明细？已下单的明细不能删除。`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        await removePlanItems({ billId: plan.id, ids });
        setChosen((c) => c.filter((id) => !ids.includes(id)));
      },
    });

  const columns: TableColumnsType<PlanLine> = [
    {
      title: '商品 / 品名',
      key: 'name',
      render: (_, l) => (
        <>
          <span className="plan-line__name">{l.name}</span>
          {l.goodsId === null ? (
            <Tag className="plan-line__free" color="default">
              自由填写
            </Tag>
          ) : null}
          <div className="plan-muted">{[l.spec, l.remark].filter(Boolean).join(' · ') || '—'}</div>
        </>
      ),
    },
    {
      title: '预估单价',
      key: 'price',
      width: 100,
      render: (_, l) => `${formatFen(l.estimatedPrice)}/${l.unit}`,
    },
    ...FIGURE_COLUMNS.map(([title, key]): TableColumnsType<PlanLine>[number] => ({
      title,
      key,
      width: 110,
      render: (_, l) => (
        <div className="plan-line__nums">
          {l[`${key}Quantity`]} {l.unit}
          <div className="plan-muted">{formatFen(l[`${key}Amount`])}</div>
        </div>
      ),
    })),
    {
      title: '进度',
      key: 'progress',
      width: 110,
      render: (_, l) => {
        const p = lineProgress(l);
        return (
          <>
            <span>{p.ordered}%</span>
            <PlanBar
              thin
              label={`已下单 ${p.ordered}%，已收货 ${p.received}%`}
              segments={[
                { percent: p.received, tone: 'received' },
                { percent: p.ordered - p.received, tone: 'ordered' },
              ]}
            />
          </>
        );
      },
    },
    ...(editable
      ? [
          {
            title: '操作',
            key: 'op',
            width: 100,
            render: (_: unknown, l: PlanLine) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing(l)}>
                  修改
                </Button>
                <Button type="link" size="small" danger onClick={() => removeLines([l.id])}>
                  删除
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className="plan-detail">
      <div className="plan-detail__head">
        <div>
          <h3 className="plan-detail__title">
            {plan.name} <PlanStatusTag status={plan.status} />
          </h3>
          <div className="plan-detail__meta">
            <span>编号：{plan.code}</span>
            <span>周期：{periodLabel(plan.periodType, plan.period)}</span>
            <span>部门：{plan.departmentName || '未指定'}</span>
            <span>负责人：{plan.ownerName}</span>
          </div>
          {plan.remarks ? <div className="plan-muted">备注：{plan.remarks}</div> : null}
        </div>
        <Moves plan={plan} onRemoved={onRemoved} onEdit={() => setEditingPlan(true)} />
      </div>

      <div className="plan-detail__figures">
        <Figure
          label="预算"
          value={formatFen(b.budget)}
          sub={<div className="plan-muted">计划金额 {formatFen(plan.plannedAmount)}</div>}
        />
        <Figure
          label="预算已用"
          value={formatFen(b.used)}
          sub={
            <PlanBar
              segments={[{ percent: b.usedPercent, tone: b.exhausted ? 'over' : 'budget' }]}
              label={`预算已用 ${b.usedPercent}%`}
            />
          }
        />
        <Figure label="预算剩余" value={formatFen(b.remaining)} over={b.exhausted} />
        <Figure
          label="执行进度"
          value={progressText(plan.progress)}
          sub={
            <div className="plan-muted">
              已下单 {t.orderedQuantity} / 计划 {t.plannedQuantity}，已收货 {t.receivedQuantity}
            </div>
          }
        />
      </div>
      {b.plannedOver ? (
        <Alert
          type="warning"
          showIcon
          message={`计划金额 ${formatFen(plan.plannedAmount)} 超出预算，超出预算的订单将不能提交`}
        />
      ) : null}
      {plan.status === 'paused' ? (
        <Alert type="warning" showIcon message="计划已暂停，恢复执行后才能下单" />
      ) : null}
      {plan.status === 'draft' ? (
        <Alert type="info" showIcon message="草稿：添加明细后点击「开始执行」，即可按计划下单" />
      ) : null}

      <section className="plan-detail__section" aria-labelledby="plan-progress">
        <h3 id="plan-progress">执行进度</h3>
        {plan.lines.length > 0 ? (
          <PlanProgressChart lines={plan.lines} />
        ) : (
          <div className="plan-muted">还没有计划明细</div>
        )}
      </section>

      <section className="plan-detail__section" aria-labelledby="plan-lines">
        <h3 id="plan-lines">计划明细（{plan.lines.length}）</h3>
        <div className="plan-detail__toolbar">
          {editable ? (
            <Button type="primary" ghost onClick={() => setAdding(true)}>
              添加明细
            </Button>
          ) : null}
          {tools}
          <span className="plan-detail__toolbar-gap" />
          {editable && chosen.length > 0 ? (
            <Button onClick={() => removeLines(chosen)}>删除所选（{chosen.length}）</Button>
          ) : null}
          {canOrder(plan.status) ? (
            <Button loading={carting} disabled={chosenOrderable.length === 0} onClick={() => void toCart()}>
              加入购物车
            </Button>
          ) : null}
          {canOrder(plan.status) ? (
            <Tooltip title={chosenOrderable.length === 0 ? '勾选可下单的商城商品明细' : undefined}>
              <Button
                type="primary"
                disabled={chosenOrderable.length === 0}
                onClick={() => setOrdering(true)}
              >
                按所选下单{chosenOrderable.length > 0 ? `（${chosenOrderable.length}）` : ''}
              </Button>
            </Tooltip>
          ) : null}
        </div>
        {ordered ? (
          <Alert
            type="success"
            showIcon
            closable
            onClose={() => setOrdered(null)}
            message={`已下单：${ordered.orderNos.join('、')}，金额 ${formatFen(ordered.amount)}，可在「我的订单」查看`}
            style={{ marginBottom: 10 }}
          />
        ) : null}
        <Table<PlanLine>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={plan.lines}
          pagination={plan.lines.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          locale={{ emptyText: editable ? '还没有明细，点击「添加明细」或从清单导入' : '没有明细' }}
          rowSelection={
            editable
              ? {
                  selectedRowKeys: chosen,
                  onChange: (keys) => setChosen(keys.map(String)),
                  getCheckboxProps: (l) => ({
                    'aria-label': `选择${l.name}`,
                    title: canOrder(plan.status) ? (lineOrderProblem(l) ?? undefined) : undefined,
                  }),
                }
              : undefined
          }
        />
      </section>

      <section className="plan-detail__section" aria-labelledby="plan-log">
        <h3 id="plan-log">变更记录</h3>
        <PlanLogTable billId={plan.id} />
      </section>

      <AddLineModal
        open={adding}
        billId={plan.id}
        searchGoods={searchGoods}
        onClose={() => setAdding(false)}
      />
      <EditLineModal line={editing} onClose={() => setEditing(null)} />
      {editingPlan ? (
        <PlanFormModal
          open
          plan={plan}
          now={now}
          onClose={() => setEditingPlan(false)}
          onSaved={() => setEditingPlan(false)}
        />
      ) : null}
      {ordering ? (
        <PlanOrderModal
          open
          plan={plan}
          chosen={chosenOrderable}
          addresses={addresses}
          onClose={() => setOrdering(false)}
          onOrdered={(r) => {
            setOrdering(false);
            setOrdered(r);
            setChosen([]);
            onOrdered?.(r);
          }}
        />
      ) : null}
    </div>
  );
}
