import { useState } from 'react';
import { Button, DotLoading, Stepper } from 'antd-mobile';
import { Link } from 'react-router';
import { formatFen } from '@pm/contract/format';
import { QUANTITY_MAX } from '@pm/contract/quantity';
import { notify } from '@/lib/notify';
import { Sheet } from '@/ui/mobile/sheet';
import { savePlanItems } from '../api/plan-items-save';
import { periodText } from '../model/plan-view';
import { useAddablePlans } from '../model/use-addable-plans';
import { PlanStatusBadge } from './plan-status-badge';
import '@/ui/mobile/mobile-parts.css';
import './plan-mobile.css';

function PlanSheet({
  goods,
  quantity,
  plansHref,
  onClose,
}: {
  goods: { id: string; name: string; unit: string };
  quantity: number;
  plansHref?: string;
  onClose: () => void;
}) {
  const plans = useAddablePlans(true);
  const [planId, setPlanId] = useState<string | null>(null);
  const [num, setNum] = useState(Math.max(1, quantity));
  const [busy, setBusy] = useState(false);
  const chosen = planId ?? plans.plans[0]?.id ?? null;

  const submit = async () => {
    const plan = plans.plans.find((p) => p.id === chosen);
    if (!plan) return;
    setBusy(true);
    try {
      await savePlanItems(
        { billId: plan.id, lines: [{ goodsId: goods.id, quantity: num }] },
        { quiet: true },
      );
      notify(`已加入采购计划「${plan.name}」`, 'success');
      onClose();
    } catch {
      // toasted
    } finally {
      setBusy(false);
    }
  };

  return (
    <Sheet visible title="加入采购计划" onClose={onClose}>
      <div className="mp-sheet">
        {plans.isPending ? (
          <div className="pm-loading" aria-busy="true">
            <DotLoading color="primary" />
          </div>
        ) : null}
        {plans.error ? <p className="pm-muted">采购计划读取失败，请稍后再试</p> : null}
        {!plans.isPending && !plans.error && plans.plans.length === 0 ? (
          <p className="pm-muted">
            还没有草稿或执行中的采购计划
            {plansHref ? (
              <>
                ，<Link to={plansHref}>去新建</Link>
              </>
            ) : null}
          </p>
        ) : null}
        {plans.plans.map((p) => (
          <button
            key={p.id}
            type="button"
            className="mp-row-action"
            aria-pressed={p.id === chosen}
            onClick={() => setPlanId(p.id)}
          >
            <span>
              {p.name} <PlanStatusBadge status={p.status} />
              <span className="pm-muted" style={{ display: 'block' }}>
                {periodText(p.periodType, p.period)} · 预算剩余 {formatFen(p.budgetRemaining)}
              </span>
            </span>
            <span className={p.id === chosen ? 'pm-check pm-check--on' : 'pm-check'} aria-hidden="true" />
          </button>
        ))}
        <div className="mp-goods-pick">
          <span>计划数量（{goods.unit}）</span>
          <Stepper
            min={1}
            max={QUANTITY_MAX}
            digits={0}
            value={num}
            onChange={setNum}
            aria-label="计划数量"
          />
        </div>
      </div>
      <div className="pm-bottom-bar">
        <Button
          block
          color="danger"
          shape="rounded"
          loading={busy}
          disabled={!chosen}
          onClick={() => void submit()}
        >
          加入计划
        </Button>
      </div>
    </Sheet>
  );
}

/**
 * 加入采购计划 on the phone goods detail: a row that opens a sheet with the organization's draft and
 * executing plans and a quantity; the goods joins the chosen plan as a line.
 */
export function AddToPlanRow({
  goods,
  quantity,
  plansHref,
}: {
  goods: { id: string; name: string; unit: string };
  quantity: number;
  /** Where plans are made (the app market's 新建采购计划); absent: the area has no plan pages. */
  plansHref?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="mp-row-action" onClick={() => setOpen(true)}>
        <span>加入采购计划</span>
        <span className="pm-muted">选择计划 ›</span>
      </button>
      {open ? (
        <PlanSheet goods={goods} quantity={quantity} plansHref={plansHref} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
